// /orders: where a customer gets back to their orders. They give the e-mail
// address they ordered with and get a sign-in link (the community's own
// e-mail sign-in: one account per address, lib/account/session.ts) that
// opens /account. Every address gets the same answer, whether or not it has
// orders. Prerendered: who is signed in is asked by the form in the browser.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, HelpCircle } from "lucide-react";
import { OrdersSignIn } from "@/components/account/orders-sign-in";
import { getSite } from "@/lib/site";

export const metadata: Metadata = {
  title: "Your Orders",
  description: "See your orders, follow their parcels and cancel an order before it ships: sign in with the e-mail address you ordered with.",
  alternates: { canonical: "/orders" },
  robots: { index: false, follow: true },
};

export default function OrdersPage() {
  const { supportEmail } = getSite();
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Your Orders</h1>
          <p className="mt-2 text-neutral-700">See every order you placed with us, follow its parcel, or cancel an order before it ships. No password needed.</p>
        </header>
        <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
          <OrdersSignIn />
        </div>
        <aside aria-labelledby="orders-help-heading" className="rounded-2xl bg-brand-50 p-6 text-neutral-700">
          <h2 id="orders-help-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <HelpCircle aria-hidden="true" className="h-5 w-5" /> Need Help?
          </h2>
          <p className="mt-2">
            Have a tracking number? <Link href="/track" className="font-semibold text-brand-700 underline">Track your parcel</Link> without signing in.
          </p>
          <p className="mt-2">
            No e-mail arrived? Check your spam folder, or write to us at{" "}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
