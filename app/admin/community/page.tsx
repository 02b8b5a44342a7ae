// Community moderation (admins only, checked here): posts and replies held
// for review, members' reports, recent posts, members and the moderation
// log. The first queue is read here; the page's actions refresh it through
// /api/admin/community.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { moderationQueue } from "@/lib/forum/moderation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ModerationQueue } from "@/components/admin/community/moderation-queue";

export const metadata: Metadata = { title: "Community moderation", robots: { index: false, follow: false } };

export default async function AdminCommunityPage() {
  const admin = await requireAdminPage("/admin/community");
  const queue = await moderationQueue(admin);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Community moderation" />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ModerationQueue initial={queue} />
      </div>
    </main>
  );
}
