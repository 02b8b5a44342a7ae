// /orders/cancel?token=…: where the link of a delay notice leads (a late
// order, lib/orders/late-orders.ts). The link is checked, not used: the page
// shows the order and a "Cancel order" button, or why it cannot be cancelled
// (the link is not valid, expired or used; the order shipped, has its label,
// is cancelled or refunded). Opening it changes nothing; the button POSTs
// (/api/orders/cancel). No sign-in. In the checkout's group: no Analytics
// tag or other third party sees the link's token, and the page has a
// per-request CSP nonce (proxy.ts).
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { lateCancelState, NO_CANCEL_TOKEN } from "@/lib/orders/late-cancel";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/site";
import { Notice } from "@/components/ui/notice";
import { LateCancelButton } from "@/components/orders/late-cancel-button";

export const metadata = pageMetadata({
  title: "Cancel Your Order",
  description: "Cancel a delayed order for a full refund.",
  path: "/orders/cancel",
  noIndex: true,
});

export const dynamic = "force-dynamic";

export default async function CancelLateOrderPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { supportEmail } = getSite();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw.trim() : "";
  const state = token ? await lateCancelState(token) : null;
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-neutral-50 px-4 py-10 focus:outline-none sm:px-6">
      <div className="mx-auto max-w-2xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Cancel your order</h1>
          {state?.ok && <p className="mt-2 text-neutral-700">Your order is late, and we&apos;re sorry. You may cancel it for a full refund.</p>}
        </header>
        {!state ? (
          <Notice tone="error" message={NO_CANCEL_TOKEN} />
        ) : !state.ok ? (
          <Notice tone={state.problem === "used" || state.problem === "already_cancelled" ? "info" : "error"} message={state.message} />
        ) : (
          <section aria-labelledby="order-heading" className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
            <h2 id="order-heading" className="text-xl font-semibold text-neutral-900">
              Order <span className="font-mono">{state.orderNumber}</span>
            </h2>
            {/* On a phone each label sits right above its value; from 640 px, side by side. */}
            <dl className="space-y-3 text-neutral-800 sm:grid sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-3 sm:space-y-0">
              {[
                ["Placed on", state.placedOn],
                ["What you ordered", state.ordered],
                ["Your refund", `${state.total}, to the card you paid with`],
              ].map(([label, value]) => (
                <div key={label} className="sm:contents">
                  <dt className="text-sm font-medium text-neutral-600 sm:text-base">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-neutral-700">
              If you&apos;d rather wait, you don&apos;t need to do anything: close this page, and we&apos;ll e‑mail you the tracking number as soon as your order ships.
            </p>
            <LateCancelButton token={token} />
          </section>
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
