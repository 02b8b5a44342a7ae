// /reviews/write?token=…: where the link of a review e-mail leads. The link
// is checked (not used) first: a link that is unknown, expired, used or for
// an order that has its review already gets a clear message and no form.
// Sending the review uses the link (POST /api/reviews). In the checkout's
// group: no Analytics tag or other third party sees the link's token, and the
// page has a per-request CSP nonce (proxy.ts).
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { formatDate } from "@/lib/format/dates";
import { REVIEW_LINK_MESSAGES, reviewLinkState } from "@/lib/reviews/submit";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/site";
import { Notice } from "@/components/ui/notice";
import { ReviewForm } from "@/components/reviews/review-form";

export const metadata = pageMetadata({
  title: "Write a Review",
  description: "Tell other customers how the ointment worked for you.",
  path: "/reviews/write",
  noIndex: true,
});

export const dynamic = "force-dynamic";

const NO_TOKEN = "This page needs the link from your review e-mail. Please open that link again, exactly as it was sent.";

export default async function WriteReviewPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { supportEmail } = getSite();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw.trim() : "";
  const state = token ? await reviewLinkState(token) : null;
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-neutral-50 px-4 py-10 focus:outline-none sm:px-6">
      <div className="mx-auto max-w-2xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Write a review</h1>
          {state?.ok && (
            <p className="mt-2 text-neutral-700">
              {`Your order: ${state.ordered}${state.deliveredAt ? `, delivered ${formatDate(state.deliveredAt)}` : ""}.`}
            </p>
          )}
        </header>
        {!state ? (
          <Notice tone="error" message={NO_TOKEN} />
        ) : !state.ok ? (
          <Notice tone={state.problem === "used" || state.problem === "reviewed" ? "info" : "error"} message={REVIEW_LINK_MESSAGES[state.problem]} />
        ) : (
          <ReviewForm token={token} orderId={state.orderId} shownName={state.shownName} />
        )}
        <p className="text-sm text-neutral-600">
          {"Questions about your order? Write to us at "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      </div>
    </main>
  );
}
