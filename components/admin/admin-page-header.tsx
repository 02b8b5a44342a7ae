import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** The header of an admin page below the dashboard: its title and the way back. */
export function AdminPageHeader({ title }: { title: string }) {
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <h1 className="text-xl font-bold text-brand-900">{title}</h1>
        <Link href="/admin/dashboard" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
        </Link>
      </div>
    </header>
  );
}
