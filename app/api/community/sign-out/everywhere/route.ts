// POST /api/community/sign-out/everywhere: "Sign out everywhere" for a forum
// member: every session of the member ends (each browser and any copied
// cookie reads as signed out from then on), this browser's cookie is cleared.
// Answers 204; without a live member session 401.
import { clearedMemberCookie } from "@/auth-community";
import { endAllMemberSessions } from "@/lib/forum/member-sessions";
import { route, withSignedInMember } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withSignedInMember(async ({ member }) => {
    await endAllMemberSessions(member.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store", "Set-Cookie": clearedMemberCookie() } });
  }),
});
