// Picks the payment provider the configuration asks for: Stripe when its keys
// are set, the local test mode on the embedded database (or PAYMENTS_MODE=test
// without Stripe keys), otherwise none, and checkout explains it is unavailable.
import "server-only";
import { getConfig } from "@/lib/config";
import { unavailable } from "@/lib/errors";
import { localPaymentProvider } from "@/lib/payments/local-intents";
import { createStripeClient } from "@/lib/payments/stripe-client";
import { createStripeProvider } from "@/lib/payments/stripe-intents";
import type { PaymentProvider } from "@/lib/payments/types";
import { logger } from "@/lib/log";

const log = logger("payments");

export const PAYMENTS_UNAVAILABLE_REASON =
  "Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_MODE=test for test payments.";

let cachedStripe: PaymentProvider | undefined;

/** The mode checkout runs in, as the configuration decides it. */
export const getPaymentsMode = () => getConfig().payments.mode;

/** The publishable key the browser needs in Stripe mode, read at request time. */
export function getStripePublishableKey(): string | null {
  return getPaymentsMode() === "stripe" ? (getConfig().payments.stripePublishableKey ?? null) : null;
}

export function getPaymentProvider(): PaymentProvider {
  const mode = getPaymentsMode();
  if (mode === "test") return localPaymentProvider;
  if (mode === "stripe") {
    const { payments } = getConfig();
    cachedStripe ??= createStripeProvider(createStripeClient(payments.stripeSecretKey!, payments.stripeApiBase));
    return cachedStripe;
  }
  log.error(PAYMENTS_UNAVAILABLE_REASON);
  throw unavailable("Payments are not available right now.", "payments_unavailable");
}
