// POST /api/admin/auth: { email, password, code? } → { success: true, token }
// or 401 { success: false, error }; 429 with Retry-After while the client or
// the e-mail must wait. With two-factor authentication set up, `code` (the
// authenticator's 6 digits or a recovery code) is required; an admin who must
// set it up first gets 403. Each token is a session of its own (one hour).
// Refusals carry the API error format next to `success: false`.
import { authenticateAdmin } from "@/lib/auth/authenticate";
import { mustEnrolTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from "@/lib/auth/guard";
import { adminLoginSchema } from "@/lib/auth/login-schema";
import { LoginRateLimitedError } from "@/lib/auth/login-throttle";
import { startAdminSession } from "@/lib/auth/sessions";
import { createAdminToken } from "@/lib/auth/token";
import { authSecrets } from "@/lib/auth/secret";
import { clientKey } from "@/lib/http/client-address";
import { readJson } from "@/lib/http/body";
import { route, withPublic } from "@/lib/api/route";

const noStore = { "Cache-Control": "no-store" };

function refused(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, error: { code, message } }, { status, headers: { ...noStore, ...headers } });
}

const login = withPublic(async ({ request }) => {
  const parsed = adminLoginSchema.safeParse(await readJson(request));
  if (!parsed.success) return refused(401, "invalid_credentials", "Invalid email or password.");
  let outcome;
  try {
    outcome = await authenticateAdmin({ ...parsed.data, client: clientKey(request.headers) });
  } catch (error) {
    if (!(error instanceof LoginRateLimitedError)) throw error;
    return refused(429, "too_many_requests", error.message, { "Retry-After": String(error.retryAfterSeconds) });
  }
  switch (outcome.status) {
    case "invalid_credentials":
      return refused(401, "invalid_credentials", "Invalid email or password.");
    case "code_required":
      return refused(401, "two_factor_code_required", "Enter the code from your authenticator app.");
    case "invalid_code":
      return refused(401, "invalid_two_factor_code", "The authentication code is not valid.");
  }
  if (mustEnrolTwoFactor(outcome.admin.twoFactor)) return refused(403, "two_factor_required", TWO_FACTOR_REQUIRED_MESSAGE);
  const session = await startAdminSession(outcome.admin.id, "api");
  return Response.json({ success: true, token: await createAdminToken(outcome.admin, session.id, authSecrets()) }, { headers: noStore });
});

export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: login });
