import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ArrowLeft, HelpCircle } from "lucide-react";
import { TrackForm } from "@/components/track/track-form";
import { TrackingResult } from "@/components/track/tracking-result";
import { getSite } from "@/lib/site";
import { clientKey } from "@/lib/http/client-address";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";
import { TRACKING_LIMIT_MESSAGE, TRACKING_NOT_FOUND_MESSAGE } from "@/lib/tracking/messages";
import { findPublicTracking, normalizeTrackingNumber } from "@/lib/tracking/public";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = {
  title: "Track Your Order",
  description: "Track your tattoo aftercare order: carrier, shipping dates and the full tracking history.",
  alternates: { canonical: "/track" },
};

/** The lookup of `number`, counted against the client's tracking limit. */
async function lookUp(number: string) {
  const { allowed } = await consumeLimit(LIMITS.trackingLookups, clientKey(await headers()));
  if (!allowed) return { limited: true as const };
  return { limited: false as const, tracking: await findPublicTracking(number) };
}

export default async function TrackPage({ searchParams }: { searchParams: Promise<{ number?: string | string[] }> }) {
  const site = getSite();
  const raw = (await searchParams).number;
  const number = typeof raw === "string" ? normalizeTrackingNumber(raw) : "";
  const result = number ? await lookUp(number) : null;
  const tracking = result && !result.limited ? result.tracking : null;
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Track Your Order</h1>
          <p className="mt-2 text-neutral-700">Enter the tracking number from your shipping confirmation e-mail.</p>
        </header>
        <TrackForm key={number} initialNumber={number} />
        {result?.limited && (
          <Notice tone="warning" message={TRACKING_LIMIT_MESSAGE} />
        )}
        {number &&
          !result?.limited &&
          (tracking ? (
            <TrackingResult tracking={tracking} />
          ) : (
            <Notice tone="error" message={TRACKING_NOT_FOUND_MESSAGE} />
          ))}
        <aside aria-labelledby="help-heading" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="help-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <HelpCircle aria-hidden="true" className="h-5 w-5" /> Need Help?
          </h2>
          <p className="mt-2 text-neutral-700">
            Questions about your order? Email us at{" "}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            .
          </p>
          <p className="mt-2 text-neutral-700">
            Ordering for a studio?{" "}
            <Link href="/wholesale" className="font-semibold text-brand-700 underline">
              See our wholesale program
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
