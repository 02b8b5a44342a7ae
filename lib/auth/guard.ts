// The check every admin API makes itself: a valid bearer token from
// POST /api/admin/auth, or a valid Auth.js session cookie, naming a session
// that is still live (not logged out, expired or idle) of an admin that still
// exists. Without either: "unauthenticated" (401) and no data. A write
// authenticated by the cookie must also come from the shop's own pages (CSRF);
// an admin who must set up two-factor authentication first is "forbidden"
// (403) until it is done.
import "server-only";
import type { Session } from "next-auth";
import { auth } from "@/auth";
import { getConfig } from "@/lib/config";
import { DomainError, unauthenticated } from "@/lib/errors";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { isUuid } from "@/lib/http/ids";
import { verifyAdminToken } from "@/lib/auth/token";
import { authSecrets } from "@/lib/auth/secret";
import { grantAdminPrincipal, type AdminPrincipal } from "@/lib/auth/principal";
import { liveAdminSession } from "@/lib/auth/sessions";
import { BACKGROUND_HEADER } from "@/lib/auth/headers";
import { sessionOfRequest } from "@/lib/auth/request-session";

export type { AdminPrincipal } from "@/lib/auth/principal";

export const TWO_FACTOR_REQUIRED_MESSAGE = "Set up two-factor authentication at /admin/security before using the admin area.";

export interface Claim {
  adminId: string;
  sessionId: string;
}

/** The admin and session row an Auth.js session names, if it names both. */
export function claimOfSession(session: Session | null): Claim | null {
  const adminId = session?.user?.id;
  const sessionId = session?.sid;
  return typeof adminId === "string" && typeof sessionId === "string" ? { adminId, sessionId } : null;
}

// `auth` given a request and a response (Auth.js's form for API routes) works
// without Next.js's request scope, so also for a plain Request.
/**
 * The session Auth.js reads from this request's cookie; a missing, forged or
 * expired cookie gives none.
 */
async function cookieSession(request: Request): Promise<Claim | null> {
  return claimOfSession(await sessionOfRequest(auth, request));
}

async function claimed(request: Request): Promise<(Claim & { via: "bearer" | "cookie" }) | null> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const claims = await verifyAdminToken(authorization.slice(7).trim(), authSecrets());
    return claims ? { adminId: claims.sub, sessionId: claims.sid, via: "bearer" } : null;
  }
  const session = await cookieSession(request);
  return session ? { ...session, via: "cookie" } : null;
}

/**
 * Whether an admin with (or without) two-factor authentication must set it up
 * before using the admin area: when the shop requires it and it is not on.
 */
export const mustEnrolTwoFactor = (twoFactor: boolean) => getConfig().auth.requireTwoFactor && !twoFactor;

/** A live session of an existing admin, as the session checks see it. */
export interface CheckedSession {
  /** For the admin's data; null while two-factor set-up is required and not done. */
  principal: AdminPrincipal | null;
  id: string;
  email: string;
  sessionId: string;
  twoFactor: boolean;
}

/**
 * For the session checks only (`requireAdmin` here, the pages' in
 * lib/auth/session.ts): the admin and live session a verified claim names, or
 * null. `touch: false` reads the session without counting as use.
 */
export async function checkClaim(claim: Claim | null, options: { touch: boolean }): Promise<CheckedSession | null> {
  if (!claim || !isUuid(claim.adminId) || !isUuid(claim.sessionId)) return null;
  const session = await liveAdminSession(claim.sessionId, claim.adminId, { touch: options.touch });
  if (!session) return null;
  const { id, email } = session.admin;
  const twoFactor = Boolean(session.admin.totpEnabledAt);
  const principal = mustEnrolTwoFactor(twoFactor) ? null : grantAdminPrincipal({ id, email, sessionId: session.id });
  return { principal, id, email, sessionId: session.id, twoFactor };
}


/** The admin behind this request; throws an "unauthenticated" (or "forbidden") DomainError otherwise. */
export async function requireAdmin(request: Request): Promise<AdminPrincipal> {
  const claim = await claimed(request);
  if (!claim) throw unauthenticated();
  if (claim.via === "cookie") assertSameOriginWrite(request);
  const admin = await checkClaim(claim, { touch: request.headers.get(BACKGROUND_HEADER) !== "1" });
  if (!admin) throw unauthenticated();
  if (!admin.principal) throw new DomainError("forbidden", "two_factor_required", TWO_FACTOR_REQUIRED_MESSAGE);
  return admin.principal;
}
