// The signed-in admin of a page or server action, checked by the page itself
// (the proxy is only a convenience; a layout's check guards nothing, because
// layouts and pages render in parallel). An expired, idle or logged-out
// session, or a removed admin, counts as signed out.
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { auth } from "@/auth";
import { grantAdminPrincipal, type AdminPrincipal } from "@/lib/auth/principal";
import { claimOfSession, mustEnrolTwoFactor } from "@/lib/auth/guard";
import { liveAdminSession } from "@/lib/auth/sessions";
import { isUuid } from "@/lib/http/ids";

export const SECURITY_PAGE = "/admin/security";

export interface PageAdmin {
  /** For the admin's data; null while two-factor set-up is required and not done. */
  principal: AdminPrincipal | null;
  id: string;
  email: string;
  sessionId: string;
  twoFactor: boolean;
}

/** The admin of this request with their session, or null (read once per request). */
export const getAdminPageSession = cache(async (): Promise<PageAdmin | null> => {
  await connection();
  // Auth.js reads the session cookie of this request (no session when it is forged or expired).
  const claim = claimOfSession(await auth());
  if (!claim || !isUuid(claim.adminId) || !isUuid(claim.sessionId)) return null;
  const session = await liveAdminSession(claim.sessionId, claim.adminId);
  if (!session) return null;
  const { id, email } = session.admin;
  return {
    principal: mustEnrolTwoFactor(session) ? null : grantAdminPrincipal({ id, email, sessionId: session.id }),
    id,
    email,
    sessionId: session.id,
    twoFactor: Boolean(session.admin.totpEnabledAt),
  };
});

/**
 * The admin of this page or action, or null when signed out. An admin who must
 * set up two-factor authentication first is sent to the security page.
 */
export async function getAdminSession(): Promise<AdminPrincipal | null> {
  const admin = await getAdminPageSession();
  if (!admin) return null;
  if (!admin.principal) redirect(SECURITY_PAGE);
  return admin.principal;
}

/** The admin of this page, or a redirect to the login form that comes back to `returnTo`. */
export async function requireAdminPage(returnTo: string): Promise<AdminPrincipal> {
  const admin = await getAdminSession();
  if (!admin) redirect(`/admin/dashboard?callbackUrl=${encodeURIComponent(returnTo)}`);
  return admin;
}
