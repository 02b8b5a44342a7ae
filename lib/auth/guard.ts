// The check every admin API makes itself: a valid bearer token from
// POST /api/admin/auth, or a valid NextAuth session cookie, of an admin that
// still exists. Without either: 401 and no data.
import "server-only";
import { decode } from "@auth/core/jwt";
import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/errors";
import { readCookie } from "@/lib/http/cookies";
import { isUuid } from "@/lib/http/ids";
import { verifyAdminToken } from "@/lib/auth/token";
import { authSecret, SESSION_COOKIE_NAMES } from "@/lib/auth/secret";
import { grantAdminPrincipal, type AdminPrincipal } from "@/lib/auth/principal";

export type { AdminPrincipal } from "@/lib/auth/principal";

async function principalFromSessionCookie(request: Request, secret: string): Promise<string | null> {
  const header = request.headers.get("cookie");
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(header, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret, salt: name });
      if (payload?.sub && (!payload.exp || payload.exp * 1000 > Date.now())) return payload.sub;
    } catch {
      // A forged or stale cookie counts as none.
    }
  }
  return null;
}

/** The admin behind this request; throws a 401 ApiError otherwise. */
export async function requireAdmin(request: Request): Promise<AdminPrincipal> {
  const secret = authSecret();
  const authorization = request.headers.get("authorization");
  let adminId: string | null = null;
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    adminId = verifyAdminToken(authorization.slice(7).trim(), secret)?.sub ?? null;
  }
  adminId ??= await principalFromSessionCookie(request, secret);
  if (!isUuid(adminId)) throw unauthorized();
  const admin = await db.adminUser.findUnique({ where: { id: adminId }, select: { id: true, email: true } });
  if (!admin) throw unauthorized();
  return grantAdminPrincipal(admin);
}
