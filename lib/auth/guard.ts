// The check every admin API makes itself: a valid bearer token from
// POST /api/admin/auth, or a valid NextAuth session cookie, naming a session
// that is still live (not logged out, expired or idle) of an admin that still
// exists. Without either: 401 and no data. A write authenticated by the cookie
// must also come from the shop's own pages (CSRF); an admin who must set up
// two-factor authentication first gets 403 until it is done.
import "server-only";
import { decode } from "@auth/core/jwt";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { ApiError, unauthorized } from "@/lib/http/errors";
import { readCookie } from "@/lib/http/cookies";
import { isSameOriginRequest } from "@/lib/http/csrf";
import { isUuid } from "@/lib/http/ids";
import { verifyAdminToken } from "@/lib/auth/token";
import { authSecret, SESSION_COOKIE_NAMES } from "@/lib/auth/secret";
import { grantAdminPrincipal, type AdminPrincipal } from "@/lib/auth/principal";
import { liveAdminSession, type LiveSession } from "@/lib/auth/sessions";

export type { AdminPrincipal } from "@/lib/auth/principal";

/** Requests the dashboard makes on its own (polling) say so; they do not count as use. */
export const BACKGROUND_HEADER = "x-admin-background";

export const TWO_FACTOR_REQUIRED_MESSAGE = "Set up two-factor authentication at /admin/security before using the admin area.";

interface Claimed {
  adminId: string;
  sessionId: string;
  via: "bearer" | "cookie";
}

/** The admin and session a session cookie names, when it is genuine and unexpired. */
export async function sessionFromCookies(cookieHeader: string | null, secret = authSecret()): Promise<Omit<Claimed, "via"> | null> {
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readCookie(cookieHeader, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret, salt: name });
      if (payload?.sub && typeof payload.sid === "string" && (!payload.exp || payload.exp * 1000 > Date.now())) {
        return { adminId: payload.sub, sessionId: payload.sid };
      }
    } catch {
      // A forged or stale cookie counts as none.
    }
  }
  return null;
}

async function claimed(request: Request, secret: string): Promise<Claimed | null> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const claims = verifyAdminToken(authorization.slice(7).trim(), secret);
    return claims ? { adminId: claims.sub, sessionId: claims.sid, via: "bearer" } : null;
  }
  const session = await sessionFromCookies(request.headers.get("cookie"), secret);
  return session ? { ...session, via: "cookie" } : null;
}

/** Whether this admin may use the admin area, or must set up two-factor authentication first. */
export const mustEnrolTwoFactor = (session: LiveSession) => getConfig().auth.requireTwoFactor && !session.admin.totpEnabledAt;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The admin behind this request; throws a 401 (or 403) ApiError otherwise. */
export async function requireAdmin(request: Request): Promise<AdminPrincipal> {
  const claim = await claimed(request, authSecret());
  if (!claim || !isUuid(claim.adminId) || !isUuid(claim.sessionId)) throw unauthorized();
  if (claim.via === "cookie" && !SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
    throw new ApiError(403, "cross_site_request", "This request did not come from the shop's own pages.");
  }
  const session = await liveAdminSession(db, claim.sessionId, claim.adminId, { touch: request.headers.get(BACKGROUND_HEADER) !== "1" });
  if (!session) throw unauthorized();
  if (mustEnrolTwoFactor(session)) throw new ApiError(403, "two_factor_required", TWO_FACTOR_REQUIRED_MESSAGE);
  return grantAdminPrincipal({ id: session.admin.id, email: session.admin.email, sessionId: session.id });
}
