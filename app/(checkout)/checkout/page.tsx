import type { Metadata } from "next";
import { connection } from "next/server";
import { Lock } from "lucide-react";
import { CheckoutExperience } from "@/components/checkout/checkout-experience";
import { listProductsNow } from "@/lib/catalog/products";
import { getDeliveryPromise } from "@/lib/editable-content/policies";
import { deliveryTexts } from "@/lib/editable-content/policy-schema";
import { getPaymentsMode, getStripePublishableKey } from "@/lib/payments/provider";
import { CHECKOUT_PAYMENT_PARAM, returnedPaymentOutcome } from "@/lib/payments/redirect-params";

export const metadata: Metadata = {
  title: "Secure Checkout",
  description: "Order your natural tattoo healing ointment with free shipping to all 50 US states.",
  robots: { index: false },
};

// Prices come from the database and the Stripe key from the environment, per
// request. `?payment=failed` or `?payment=processing`: the shopper is back
// from a payment that needed a redirect and was not completed (proxy.ts).
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const paymentReturn = returnedPaymentOutcome((await searchParams)[CHECKOUT_PAYMENT_PARAM]);
  const [products, mode, promise] = [await listProductsNow(), getPaymentsMode(), await getDeliveryPromise()];
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <h1 className="flex items-center justify-center gap-2 text-center text-2xl font-bold tracking-wide text-brand-900 sm:text-3xl">
          <Lock aria-hidden="true" className="h-6 w-6" /> SECURE CHECKOUT
        </h1>
        <div className="mt-8">
          <CheckoutExperience products={products} mode={mode} publishableKey={getStripePublishableKey()} deliveryTime={deliveryTexts(promise).delivery} paymentReturn={paymentReturn} />
        </div>
      </div>
    </main>
  );
}
