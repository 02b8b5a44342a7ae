// /privacy/request/manage?token=…: the page a privacy link opens. For a link
// that works: what the shop keeps about its address (how many of each), the
// download of all of it, and its deletion with an explicit confirmation
// (components/privacy/manage-data.tsx). For one that does not: why (unknown,
// expired, used by a deletion) and the way to a new one. Rendered per request
// (the token), never indexed, with no third-party script (see the layout).
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { ManageData } from "@/components/privacy/manage-data";
import { NewLinkNotice } from "@/components/ui/new-link-notice";
import { formatDateTime } from "@/lib/format/dates";
import { LINK_FAILURE_MESSAGES, viewPrivacyLink } from "@/lib/privacy/requests";
import type { PersonalDataCounts } from "@/lib/privacy/personal-data";

export const metadata: Metadata = {
  title: "Your Data",
  robots: { index: false, follow: false },
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function KeptList({ counts }: { counts: PersonalDataCounts }) {
  const forum = counts.forumAccount
    ? `A forum account, with ${plural(counts.forumPosts, "post")} and ${plural(counts.forumReplies, "reply", "replies")}`
    : "No forum account";
  return (
    <ul className="list-disc space-y-1 pl-5" aria-label="What we keep about this address">
      <li>{plural(counts.orders, "order")}</li>
      <li>{plural(counts.reviews, "review")}</li>
      <li>{forum}</li>
      <li>{plural(counts.wholesaleApplications, "wholesale application")}</li>
      <li>{plural(counts.emails, "e-mail")} we sent to this address</li>
    </ul>
  );
}

const nothingKept = (counts: PersonalDataCounts) =>
  counts.orders + counts.reviews + counts.wholesaleApplications + counts.emails === 0 && !counts.forumAccount;

export default async function ManageDataPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const view = token ? await viewPrivacyLink(token) : ({ ok: false, reason: "unknown" } as const);
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Your Data</h1>
        {view.ok ? (
          <>
            <section aria-labelledby="kept-heading" className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-800 shadow-sm">
              <h2 id="kept-heading" className="text-lg font-semibold text-neutral-900">
                What we keep about {view.email}
              </h2>
              {nothingKept(view.counts) ? <p>We keep nothing about this address: no orders, reviews, forum account, applications or e-mails.</p> : <KeptList counts={view.counts} />}
              <p className="text-sm text-neutral-600">This link works until {formatDateTime(view.expiresAt)} (UTC), as often as you need, until you delete your data.</p>
            </section>
            <ManageData token={token} counts={view.counts} pending={{ openOrders: view.openOrders, openRefundRequests: view.openRefundRequests }} />
          </>
        ) : (
          <NewLinkNotice message={LINK_FAILURE_MESSAGES[view.reason]} href="/privacy/request" />
        )}
      </div>
    </main>
  );
}
