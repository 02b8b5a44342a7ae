// Marketing e-mail (admins only, checked here): the reminders' settings and
// the sending rate, the newsletter editor with the latest newsletters, and
// the subscribers with the consent log's CSV download.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MarketingSettingsForm } from "@/components/admin/marketing/settings-form";
import { NewsletterEditor } from "@/components/admin/marketing/newsletter-editor";
import { SubscriberList } from "@/components/admin/marketing/subscriber-list";
import { listSubscribers } from "@/lib/marketing/admin";
import { listNewsletters, subscriberCount } from "@/lib/marketing/newsletter";
import { adminMarketingSettings } from "@/lib/marketing/settings";

export const metadata: Metadata = { title: "Marketing E-mail", robots: { index: false, follow: false } };

export default async function AdminMarketingPage() {
  const admin = await requireAdminPage("/admin/marketing");
  const settings = await adminMarketingSettings(admin);
  const subscribers = await listSubscribers(admin, { q: "", page: 1 });
  const newsletters = await listNewsletters(admin);
  const count = await subscriberCount();
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Marketing E-mail" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <NewsletterEditor subscribers={count} ratePerMinute={settings.values.ratePerMinute} newsletters={newsletters} />
        <MarketingSettingsForm initial={settings} />
        <SubscriberList initial={subscribers} />
      </div>
    </main>
  );
}
