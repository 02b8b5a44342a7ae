// The parameters Stripe adds to the return address after a card needed a
// redirect (3-D Secure): the payment's id, its client secret and the outcome.

export const PAYMENT_REDIRECT_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"] as const;

/**
 * The address (path, query and fragment) without Stripe's redirect
 * parameters, or null when it carries none of them.
 */
export function withoutPaymentRedirectParams(href: string): string | null {
  const url = new URL(href);
  const present = PAYMENT_REDIRECT_PARAMS.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
