// Storefront content (admins only, checked here): the FAQ, the reviews (the
// owner's testimonials, and customers' reviews to moderate), the claims, the
// social-proof figures, the policy pages, the business details and the
// delivery promise the storefront shows, how long customers may cancel their
// orders, the money-back guarantee, and the log of
// every change made to them. The content is read here; the forms save
// through /api/admin/content.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { adminCancelSettings } from "@/lib/account/settings";
import { adminReturnSettings } from "@/lib/account/return-settings";
import { adminContent } from "@/lib/editable-content/admin-content";
import { reviewModeration } from "@/lib/reviews/moderation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ContentEditor } from "@/components/admin/content/content-editor";

export const metadata: Metadata = { title: "Storefront content", robots: { index: false, follow: false } };

export default async function AdminContentPage() {
  const admin = await requireAdminPage("/admin/content");
  const [initial, customerReviews, cancelSettings, returnSettings] = await Promise.all([adminContent(admin), reviewModeration(admin), adminCancelSettings(admin), adminReturnSettings(admin)]);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Storefront content" />
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ContentEditor initial={initial} customerReviews={customerReviews} cancelSettings={cancelSettings} returnSettings={returnSettings} />
      </div>
    </main>
  );
}
