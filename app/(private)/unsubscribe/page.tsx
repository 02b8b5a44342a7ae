// /unsubscribe?token=…: the page a marketing e-mail's unsubscribe link opens
// (GET /api/unsubscribe sends the reader here). Opening it changes nothing
// (mail scanners open links); its one button posts the link back to
// /api/unsubscribe, which unsubscribes at once, no sign-in, no JavaScript. A
// link with a wrong signature gets a message and no button. Never names the
// address; rendered per request, never indexed, no third-party script.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { badUnsubscribeLink, unsubscribeLinkState } from "@/lib/marketing/unsubscribe";
import { UNSUBSCRIBE_PATH } from "@/lib/marketing/message";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

const card = "space-y-4 rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-800 shadow-sm";

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[]; done?: string | string[] }> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token.slice(0, 200) : "";
  const state = token ? await unsubscribeLinkState(token) : ({ ok: false } as const);
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Unsubscribe</h1>
        {!state.ok ? (
          <div role="alert" className={card}>
            <p>{badUnsubscribeLink()}</p>
          </div>
        ) : !state.subscribed ? (
          <div role="status" className={card} data-testid="unsubscribed">
            <p className="font-semibold text-neutral-900">You are unsubscribed.</p>
            <p>We will send you no more care tips or offers. E-mails about your orders (confirmations, shipping, refunds) still come as usual.</p>
            {/* Only the address's owner, signed in, subscribes it again: a checkout's box does not (anyone may type an address there). */}
            <p className="text-sm text-neutral-600">
              Changed your mind? Tick &ldquo;E-mail me care tips and offers&rdquo; on{" "}
              <Link href="/account" className="font-medium text-brand-700 underline">
                your account page
              </Link>
              , signed in with this e-mail address.
            </p>
          </div>
        ) : (
          <form method="post" action={`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`} className={card}>
            <input type="hidden" name="from" value="page" />
            <p>Stop receiving care tips and offers from us by e-mail? E-mails about your orders still come as usual.</p>
            <button type="submit" className={buttonClasses({})}>
              Unsubscribe
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
