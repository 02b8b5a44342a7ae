// GET /api/community/me: the signed-in member as their own browser sees them
// ({ member: null } when signed out); the forum's pages are prerendered and
// ask for this once shown. PATCH { username } chooses the member's username
// (3-20 letters, digits or _, unique whatever its case), once.
import { chooseUsername, memberJson, memberOfRequest } from "@/lib/forum/members";
import { usernameSchema } from "@/lib/forum/schema";
import { route, withPublic, withSignedInMember } from "@/lib/http/route";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ request }) => {
    const member = await memberOfRequest(request);
    return Response.json({ member: member ? memberJson(member) : null }, { headers: PRIVATE });
  }),
  PATCH: withSignedInMember(async ({ member, body }) => Response.json({ member: memberJson(await chooseUsername(member, body.username)) }), {
    body: usernameSchema,
  }),
});
