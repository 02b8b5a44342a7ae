// GET /api/google-my-business/auth (admins only): Google's consent URL for the
// Business Profile, with a state bound to this admin and this browser.
import { authSecrets } from "@/lib/auth/secret";
import { authorizationUrl } from "@/lib/google/business-profile";
import { createOAuthState, STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_SECONDS } from "@/lib/google/oauth-state";
import { serializeCookie } from "@/lib/http/cookies";
import { route, withAdmin } from "@/lib/api/route";

const startConnection = withAdmin(async ({ request, admin }) => {
  const { state, nonce } = await createOAuthState(admin.id, authSecrets());
  const authUrl = authorizationUrl(state);
  const cookie = serializeCookie(STATE_COOKIE, nonce, {
    path: STATE_COOKIE_PATH,
    maxAge: STATE_TTL_SECONDS,
    secure: new URL(request.url).protocol === "https:",
  });
  return Response.json({ authUrl }, { headers: { "Cache-Control": "no-store", "Set-Cookie": cookie } });
});

export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: startConnection });
