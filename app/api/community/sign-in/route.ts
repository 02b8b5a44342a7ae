// POST /api/community/sign-in: { email, callbackUrl } sends a sign-in link to
// the address (Auth.js's e-mail provider over the shop's mail transport).
// Limited per client address and per e-mail address; answers 202 whether or
// not the address already belongs to a member, so it tells nobody who is one.
import { requestSignInLink } from "@/auth-community";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { route, withPublic } from "@/lib/api/route";
import { signInSchema } from "@/lib/forum/schema";
import { LIMITS } from "@/lib/security/limits";
import { enforceLimit } from "@/lib/security/rate-limit";

export const SIGN_IN_SENT = "Check your e-mail: we sent you a link to sign in. It works once, within the next hour.";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body }) => {
      assertSameOriginWrite(request);
      await enforceLimit(LIMITS.signInLinksPerEmail, body.email, "We already sent several links to this address. Please use the last one, or try again in an hour.");
      await requestSignInLink(body.email, body.callbackUrl);
      return Response.json({ sent: true, message: SIGN_IN_SENT }, { status: 202, headers: { "Cache-Control": "no-store" } });
    },
    { body: signInSchema, limit: LIMITS.signInLinksPerAddress },
  ),
});
