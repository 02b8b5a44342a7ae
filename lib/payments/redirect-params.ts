// Stripe's return to the shop after a payment that needed a redirect: the
// parameters it adds to the return address (/success), what they say of the
// payment, and the checkout's own parameter that carries an unfinished
// payment's outcome back to the checkout page (proxy.ts sends it there).

export const PAYMENT_REDIRECT_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"] as const;

/** The checkout page's parameter: `/checkout?payment=failed` or `?payment=processing`. */
export const CHECKOUT_PAYMENT_PARAM = "payment";

/**
 * What a payment that went through a redirect came to: paid, still
 * processing (the order is made when Stripe confirms it), or not completed
 * (declined, authentication failed or abandoned: no money was taken).
 */
export type PaymentRedirectOutcome = "succeeded" | "processing" | "failed";

/**
 * The outcome Stripe's `redirect_status` names, or null without one. Any
 * value other than succeeded or processing counts as not completed, so that
 * only a paid order is ever confirmed.
 */
export function paymentRedirectOutcome(params: URLSearchParams): PaymentRedirectOutcome | null {
  const status = params.get("redirect_status");
  if (status === null) return null;
  return status === "succeeded" || status === "processing" ? status : "failed";
}

/** A payment's redirect that did not end in a paid order: what the checkout page is told. */
export type UnpaidPaymentOutcome = Exclude<PaymentRedirectOutcome, "succeeded">;

/** The unfinished payment the checkout page was sent back with, or null. */
export function returnedPaymentOutcome(value: string | string[] | undefined): UnpaidPaymentOutcome | null {
  return value === "failed" || value === "processing" ? value : null;
}

/** Whether the address is Stripe's complete return from a payment that succeeded. */
export function isPaidPaymentReturn(href: string): boolean {
  const params = new URL(href).searchParams;
  return paymentRedirectOutcome(params) === "succeeded" && PAYMENT_REDIRECT_PARAMS.every((name) => params.get(name));
}

/**
 * The address (path, query and fragment) without the query parameters
 * `names`, or null when it carries none of them.
 */
export function withoutParams(href: string, names: readonly string[]): string | null {
  const url = new URL(href);
  const present = names.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address without Stripe's redirect parameters, or null when it carries none of them. */
export function withoutPaymentRedirectParams(href: string): string | null {
  return withoutParams(href, PAYMENT_REDIRECT_PARAMS);
}
