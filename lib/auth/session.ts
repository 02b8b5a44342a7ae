// The signed-in admin of a page or server action, checked by the page itself
// (the proxy is only a convenience). An expired session or a removed admin
// counts as signed out.
import "server-only";
import { auth } from "@/auth";
import { db } from "@/lib/db";

export async function getAdminSession(): Promise<{ id: string; email: string } | null> {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  return db.adminUser.findUnique({ where: { id }, select: { id: true, email: true } });
}
