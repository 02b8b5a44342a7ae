// GET /api/google-my-business/auth (admins only): Google's consent URL for the
// Business Profile, with a state bound to this admin and this browser.
import { requireAdmin } from "@/lib/auth/guard";
import { authSecret } from "@/lib/auth/secret";
import { authorizationUrl } from "@/lib/google/business-profile";
import { createOAuthState, STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS } from "@/lib/google/oauth-state";
import { serializeCookie } from "@/lib/http/cookies";
import { withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  const { state, nonce } = createOAuthState(admin.id, authSecret());
  const authUrl = authorizationUrl(state);
  const cookie = serializeCookie(STATE_COOKIE, nonce, {
    path: STATE_COOKIE_PATH,
    maxAge: STATE_TTL_SECONDS,
    secure: new URL(request.url).protocol === "https:",
  });
  return Response.json({ authUrl }, { headers: { "Cache-Control": "no-store", "Set-Cookie": cookie } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
