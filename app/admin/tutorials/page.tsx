// The owner's tutorials editor (admins only, checked here): every video
// tutorial, published or a draft, to add, edit, publish, feature or delete.
// The first list is read here; the page's changes go through
// /api/admin/tutorials and refresh the list from it.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { adminTutorialList } from "@/lib/tutorials/admin";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { TutorialsEditor } from "@/components/admin/tutorials/tutorials-editor";

export const metadata: Metadata = { title: "Tutorials", robots: { index: false, follow: false } };

export default async function AdminTutorialsPage() {
  const admin = await requireAdminPage("/admin/tutorials");
  const initial = await adminTutorialList(admin);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Tutorials" />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <TutorialsEditor initial={initial} />
      </div>
    </main>
  );
}
