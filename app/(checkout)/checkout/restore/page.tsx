// /checkout/restore?token=…: the link of an abandoned-checkout reminder. A
// good link puts that checkout's sizes, quantities and code back in this
// browser's cart and opens /checkout (prices are the server's, as always); a
// paid checkout or a link that is not valid says so. Never indexed.
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { RestoreCart } from "@/components/marketing/restore-cart";
import { cartOfRestoreLink } from "@/lib/marketing/restore";

export const metadata: Metadata = { title: "Your Cart", robots: { index: false, follow: false } };

export default async function RestoreCartPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const restored = typeof raw === "string" && raw ? await cartOfRestoreLink(raw.slice(0, 200)) : ({ ok: false, reason: "invalid" } as const);
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-xl space-y-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Your cart</h1>
        {restored.ok ? (
          <RestoreCart cart={restored.cart} />
        ) : (
          <>
            <p role="alert" className="text-neutral-800">
              {restored.reason === "ordered" ? "This order has already been placed. Thank you!" : "This cart link is not valid. Copy the whole link from the e-mail, or start a new order."}
            </p>
            <Link href="/checkout" className={buttonClasses({})}>
              Go to checkout
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
