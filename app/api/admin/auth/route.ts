// POST /api/admin/auth: { email, password } → { success: true, token } or
// 401 { success: false }; 429 with Retry-After after repeated failures.
import { db } from "@/lib/db";
import { authenticateAdmin } from "@/lib/auth/authenticate";
import { adminLoginSchema } from "@/lib/auth/login-schema";
import { clientAddress, LoginRateLimitedError } from "@/lib/auth/rate-limit";
import { createAdminToken } from "@/lib/auth/token";
import { authSecret } from "@/lib/auth/secret";
import { readJson, withApiErrors } from "@/lib/http/errors";

const noStore = { "Cache-Control": "no-store" };

export const POST = withApiErrors(async (request: Request) => {
  const parsed = adminLoginSchema.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ success: false }, { status: 401, headers: noStore });
  try {
    const admin = await authenticateAdmin(db, { ...parsed.data, ip: clientAddress(request.headers) });
    if (!admin) return Response.json({ success: false }, { status: 401, headers: noStore });
    return Response.json({ success: true, token: createAdminToken(admin, authSecret()) }, { headers: noStore });
  } catch (error) {
    if (!(error instanceof LoginRateLimitedError)) throw error;
    return Response.json(
      { success: false, error: { code: "too_many_requests", message: error.message } },
      { status: 429, headers: { ...noStore, "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
});
