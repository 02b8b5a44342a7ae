// GET /api/google-my-business/callback: where Google sends the admin back after
// consent. Checks the state, exchanges the code, stores the tokens, and returns
// to the integrations page with the outcome.
import { authSecrets } from "@/lib/auth/secret";
import { connectWithCode, GoogleAuthRefused } from "@/lib/google/business-profile";
import { STATE_COOKIE, STATE_COOKIE_PATH, verifyOAuthState } from "@/lib/google/oauth-state";
import { readCookie, serializeCookie } from "@/lib/http/cookies";
import { route, withAdmin } from "@/lib/api/route";

type CallbackOutcome = "connected" | "denied" | "invalid_state" | "refused";

function backToPage(outcome: CallbackOutcome, request: Request): Response {
  const location = `/admin/google-integrations?google=${outcome}`;
  // The state is single-use: its cookie goes with the first callback.
  const cleared = serializeCookie(STATE_COOKIE, "", { path: STATE_COOKIE_PATH, maxAge: 0, secure: new URL(request.url).protocol === "https:" });
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store", "Set-Cookie": cleared } });
}

const callback = withAdmin(async ({ request, admin }) => {
  const params = new URL(request.url).searchParams;
  const nonce = readCookie(request.headers.get("cookie"), STATE_COOKIE);

  const check = await verifyOAuthState(params.get("state"), { adminId: admin.id, nonce, secrets: authSecrets() });
  if (!check.ok) return backToPage("invalid_state", request);
  if (params.get("error")) return backToPage("denied", request);
  const code = params.get("code");
  if (!code || code.length > 2048) return backToPage("refused", request);
  try {
    await connectWithCode(admin, code);
  } catch (error) {
    if (error instanceof GoogleAuthRefused) return backToPage("refused", request);
    throw error;
  }
  return backToPage("connected", request);
});

export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: callback });
