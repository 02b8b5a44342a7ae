// POST /api/admin/auth: { email, password } → { success: true, token } or
// 401 { success: false, error }; 429 with Retry-After after repeated failures.
// Refusals carry the API error format next to the spec's `success: false`.
import { db } from "@/lib/db";
import { authenticateAdmin } from "@/lib/auth/authenticate";
import { adminLoginSchema } from "@/lib/auth/login-schema";
import { clientAddress, LoginRateLimitedError } from "@/lib/auth/rate-limit";
import { createAdminToken } from "@/lib/auth/token";
import { authSecret } from "@/lib/auth/secret";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

const noStore = { "Cache-Control": "no-store" };

function refused(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, error: { code, message } }, { status, headers: { ...noStore, ...headers } });
}
const wrongCredentials = () => refused(401, "invalid_credentials", "Invalid email or password.");

export const POST = withApiErrors(async (request: Request) => {
  const parsed = adminLoginSchema.safeParse(await readJson(request));
  if (!parsed.success) return wrongCredentials();
  try {
    const admin = await authenticateAdmin(db, { ...parsed.data, ip: clientAddress(request.headers) });
    if (!admin) return wrongCredentials();
    return Response.json({ success: true, token: createAdminToken(admin, authSecret()) }, { headers: noStore });
  } catch (error) {
    if (!(error instanceof LoginRateLimitedError)) throw error;
    return refused(429, "too_many_requests", error.message, { "Retry-After": String(error.retryAfterSeconds) });
  }
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
