import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getAdminSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Wholesale Applications", robots: { index: false, follow: false } };

// Every page under /admin/wholesale checks the session itself (the proxy is a convenience).
export default async function AdminWholesaleLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const admin = await getAdminSession();
  if (!admin) redirect("/admin/dashboard?callbackUrl=/admin/wholesale");
  return (
    <main className="min-h-screen bg-neutral-50">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <h1 className="text-xl font-bold text-brand-900">Wholesale Applications</h1>
          <Link href="/admin/dashboard" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
          </Link>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </main>
  );
}
