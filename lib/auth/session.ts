// The signed-in admin of a page or server action, checked by the page itself
// (the proxy is only a convenience; a layout's check guards nothing, because
// layouts and pages render in parallel). An expired, idle or logged-out
// session, or a removed admin, counts as signed out.
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { auth } from "@/auth";
import type { AdminPrincipal } from "@/lib/auth/principal";
import { checkClaim, claimOfSession, type CheckedSession } from "@/lib/auth/guard";

export const SECURITY_PAGE = "/admin/security";

export type PageAdmin = CheckedSession;

/** The admin of this request with their session, or null (read once per request). */
export const getAdminPageSession = cache(async (): Promise<PageAdmin | null> => {
  await connection();
  // Auth.js reads the session cookie of this request (no session when it is forged or expired).
  return checkClaim(claimOfSession(await auth()), { touch: true });
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
export function requireAdminPage(returnTo: string): Promise<AdminPrincipal>;
/**
 * With `allowEnrolling`, also an admin who must still set up two-factor
 * authentication (the security page, where that is done): their session, whose
 * `principal` is null until then.
 */
export function requireAdminPage(returnTo: string, options: { allowEnrolling: true }): Promise<PageAdmin>;
export async function requireAdminPage(returnTo: string, options: { allowEnrolling?: boolean } = {}): Promise<AdminPrincipal | PageAdmin> {
  const admin = await getAdminPageSession();
  if (!admin) redirect(`/admin/dashboard?callbackUrl=${encodeURIComponent(returnTo)}`);
  if (options.allowEnrolling) return admin;
  if (!admin.principal) redirect(SECURITY_PAGE);
  return admin.principal;
}
