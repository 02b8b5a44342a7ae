// POST /api/community/sign-out: ends the member's session in this browser
// (the session cookie is cleared). Answers 204, signed in or not.
import { memberCookieNames } from "@/auth-community";
import { serializeCookie } from "@/lib/http/cookies";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { route, withPublic } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(async ({ request }) => {
    assertSameOriginWrite(request);
    const names = memberCookieNames();
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", serializeCookie(names.sessionToken, "", { path: "/", maxAge: 0, secure: names.sessionToken.startsWith("__Secure-") }));
    return new Response(null, { status: 204, headers });
  }),
});
