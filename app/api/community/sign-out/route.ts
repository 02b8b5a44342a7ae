// POST /api/community/sign-out: ends the member's session in this browser for
// good: its session row is deleted (the old cookie reads as signed out from
// then on, wherever it was copied) and the cookie is cleared. Answers 204,
// signed in or not. POST /api/community/sign-out/everywhere ends them all.
import { clearedMemberCookie } from "@/auth-community";
import { endMemberSession } from "@/lib/forum/member-sessions";
import { memberOfRequest } from "@/lib/forum/members";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { route, withPublic } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(async ({ request }) => {
    assertSameOriginWrite(request);
    const member = await memberOfRequest(request);
    if (member) await endMemberSession(member.session.id, member.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store", "Set-Cookie": clearedMemberCookie() } });
  }),
});
