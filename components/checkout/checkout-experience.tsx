"use client";

// The checkout page's island: opens a payment session for the chosen size
// (again whenever the size changes), and shows the spinner, the Payment Setup
// Error card, or the summary, size picker and form. Sizes sold out cannot be
// chosen; a size that sold out since the page was opened (the server answers
// 409 sold_out) is marked so and another is chosen.
import * as React from "react";
import Link from "next/link";
import { AlertCircle, Loader2 } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { OrderSummary } from "@/components/checkout/order-summary";
import { SizePicker } from "@/components/checkout/size-picker";
import { TrustBadges } from "@/components/checkout/trust-badges";
import type { CheckoutProduct, PaymentsMode } from "@/components/checkout/types";
import { centsToDollars } from "@/lib/catalog/money";
import { apiRequest, HttpError } from "@/lib/http/client";

/** The payment session of one size; while it is not the selected size's, a new one is being opened. */
type Session = { productId: string; clientSecret: string };

export function CheckoutExperience({
  products,
  mode,
  publishableKey,
}: {
  products: CheckoutProduct[];
  mode: PaymentsMode;
  publishableKey: string | null;
}) {
  const [soldOutIds, setSoldOutIds] = React.useState<ReadonlySet<string>>(() => new Set());
  const shown = React.useMemo(() => products.map((p) => (soldOutIds.has(p.id) ? { ...p, stock: 0 } : p)), [products, soldOutIds]);
  // The default size is the second in the list (the larger tin), when it can be bought.
  const [selectedId, setSelectedId] = React.useState(() => firstAvailable(products)?.id ?? "");
  const [session, setSession] = React.useState<Session | null>(null);
  const [failed, setFailed] = React.useState(false);
  const product = shown.find((p) => p.id === selectedId && p.stock !== 0);

  React.useEffect(() => {
    if (!product) return;
    const controller = new AbortController();
    apiRequest(
      "POST",
      "/api/create-payment-intent",
      { items: [{ id: product.id, name: product.name }], amount: centsToDollars(product.priceCents) },
      { signal: controller.signal },
    )
      .then((res) => res.json() as Promise<{ clientSecret: string }>)
      .then(({ clientSecret }) => setSession({ productId: product.id, clientSecret }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof HttpError && error.status === 409 && error.body.includes('"sold_out"')) {
          const soldOut = new Set(soldOutIds).add(product.id);
          setSoldOutIds(soldOut);
          setSelectedId(firstAvailable(products.filter((p) => !soldOut.has(p.id)))?.id ?? "");
        } else setFailed(true);
      });
    return () => controller.abort();
    // A size found sold out changes soldOutIds and the selection together; the selection alone opens the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.id, product?.priceCents]);

  if (!failed && !product && products.length > 0) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto h-10 w-10 text-neutral-500" />
        <h2 className="mt-4 text-xl font-semibold text-neutral-900">Sold out</h2>
        <p className="mt-2 text-neutral-700">Every size is sold out right now. Please check back soon.</p>
        <Link href="/" className={buttonClasses({ className: "mt-6" })}>
          Return Home
        </Link>
      </div>
    );
  }

  if (failed || !product) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto h-10 w-10 text-red-600" />
        <h2 className="mt-4 text-xl font-semibold text-neutral-900">Payment Setup Error</h2>
        <p className="mt-2 text-neutral-700">Unable to initialize payment. Please try again or contact support.</p>
        <Link href="/" className={buttonClasses({ className: "mt-6" })}>
          Return Home
        </Link>
      </div>
    );
  }

  if (!session) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-neutral-600">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
        <span>Preparing your secure checkout…</span>
      </div>
    );
  }
  const loading = session.productId !== product.id;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <div className="space-y-6 lg:sticky lg:top-6">
        <OrderSummary product={product} />
        <TrustBadges />
        <SizePicker products={shown} selectedId={selectedId} onSelect={setSelectedId} disabled={loading} />
      </div>
      <CheckoutForm
        product={product}
        clientSecret={session.clientSecret}
        mode={mode}
        publishableKey={publishableKey}
        sessionLoading={loading}
      />
    </div>
  );
}

/** The size chosen first: the second in the list (the larger tin), else the first, of those not sold out. */
function firstAvailable(products: readonly CheckoutProduct[]): CheckoutProduct | undefined {
  const available = products.filter((p) => p.stock !== 0);
  return available.find((p) => p.id === products[1]?.id) ?? available[0];
}
