// GET /api/community/me: the signed-in member as their own browser sees them
// ({ member: null } when signed out, signed-out meaning too that the session
// was ended by a sign-out); the forum's pages are prerendered and ask for this
// once shown. Asked at least a day after the session cookie was issued, it
// renews the session for its full lifetime (lib/forum/member-sessions.ts).
// PATCH { username } chooses the member's username (3-20 letters, digits or
// _, unique whatever its case), once.
import { renewedMemberCookie } from "@/auth-community";
import { isDueForRenewal, renewMemberSession } from "@/lib/forum/member-sessions";
import { chooseUsername, memberJson, memberOfRequest, type MemberPrincipal } from "@/lib/forum/members";
import { usernameSchema } from "@/lib/forum/schema";
import { route, withPublic, withSignedInMember } from "@/lib/api/route";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The renewed session cookie when this member's is due, otherwise nothing. */
async function renewal(member: MemberPrincipal): Promise<Record<string, string>> {
  const { id, cookieExpires } = member.session;
  if (cookieExpires === null || !isDueForRenewal(cookieExpires)) return {};
  if (!(await renewMemberSession(id, member.id))) return {};
  return { "Set-Cookie": await renewedMemberCookie(member.id, id) };
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ request }) => {
    const member = await memberOfRequest(request);
    if (!member) return Response.json({ member: null }, { headers: PRIVATE });
    return Response.json({ member: memberJson(member) }, { headers: { ...PRIVATE, ...(await renewal(member)) } });
  }),
  PATCH: withSignedInMember(async ({ member, body }) => Response.json({ member: memberJson(await chooseUsername(member, body.username)) }), {
    body: usernameSchema,
  }),
});
