// /privacy/request: anyone asks for a link to the data the shop keeps about
// their e-mail address (a copy to download, or its deletion). Prerendered; the
// form is a small client island (components/privacy/privacy-request-form.tsx).
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { PrivacyRequestForm } from "@/components/privacy/privacy-request-form";
import { getSite } from "@/lib/site";

export const metadata: Metadata = {
  title: "Your Data: Get a Copy or Delete It",
  description: "Ask for a copy of the data Verdant Ink keeps about your e-mail address, or have it deleted.",
  alternates: { canonical: "/privacy/request" },
};

export default function PrivacyRequestPage() {
  const { supportEmail } = getSite();
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Your Data: Get a Copy or Delete It</h1>
          <p className="mt-3 text-neutral-700">
            Enter your e-mail address and we will send you a link. With it you can download everything we keep about that address (orders,
            reviews, your forum account, wholesale applications and the e-mails we sent you), or have it deleted.
          </p>
        </header>
        <section aria-labelledby="request-heading" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
          <h2 id="request-heading" className="mb-4 text-lg font-semibold text-neutral-900">
            Send me a link
          </h2>
          <PrivacyRequestForm />
        </section>
        <section aria-labelledby="how-heading" className="space-y-3 text-neutral-700">
          <h2 id="how-heading" className="text-lg font-semibold text-neutral-900">
            How it works
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            <li>The link goes only to the address you enter, so only its owner can use it. It works for 24 hours.</li>
            <li>Deleting is final. We keep the amounts of your orders for tax and accounting, without your name, e-mail, street address or photo.</li>
            <li>Forum posts can stay under &ldquo;Deleted member&rdquo; or be removed: you choose.</li>
            <li>
              Questions? Write to us at{" "}
              <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
                {supportEmail}
              </a>
              .
            </li>
          </ul>
        </section>
      </div>
    </main>
  );
}
