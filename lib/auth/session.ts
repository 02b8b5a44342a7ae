// The signed-in admin of a page or server action, checked by the page itself
// (the proxy is only a convenience). An expired session or a removed admin
// counts as signed out.
import "server-only";
import { cache } from "react";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { db } from "@/lib/db";
import { grantAdminPrincipal, type AdminPrincipal } from "@/lib/auth/principal";

/** The admin of this request, or null (read once per request). */
export const getAdminSession = cache(async (): Promise<AdminPrincipal | null> => {
  await connection();
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const admin = await db.adminUser.findUnique({ where: { id }, select: { id: true, email: true } });
  return admin ? grantAdminPrincipal(admin) : null;
});

/**
 * The admin of this page, or a redirect to the login form that comes back to
 * `returnTo`. Every admin page calls it (or getAdminSession) itself: layouts
 * and pages render in parallel, so a layout's check guards nothing.
 */
export async function requireAdminPage(returnTo: string): Promise<AdminPrincipal> {
  const admin = await getAdminSession();
  if (!admin) redirect(`/admin/dashboard?callbackUrl=${encodeURIComponent(returnTo)}`);
  return admin;
}
