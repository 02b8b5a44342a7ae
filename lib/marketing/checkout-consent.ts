// The checkout's "E-mail me care tips and offers" box, recorded as the
// shopper gives it, before paying (POST /api/marketing/checkout-consent): the
// browser sends the box and the e-mail of its payment session with the
// session's client secret, which proves the caller opened that checkout.
// Ticked with a valid address: the address is subscribed (source checkout,
// the exact text, the payment intent as reference) and the checkout is kept
// as a contact for one abandoned-checkout reminder (lib/marketing/abandoned.ts).
// Unticked again: the contact is dropped, and the subscription too when this
// checkout gave it. An address that unsubscribed is not subscribed again from
// a checkout, nor reminded: typing an address into a checkout does not prove
// it is one's own, and an opt-out stands until the address's owner, signed in
// to their account, subscribes again. The answer is the same whatever the
// address: whether it was subscribed before is never told.
import "server-only";
import { db } from "@/lib/db";
import { invalidInput } from "@/lib/errors";
import { subscribe, normaliseEmail, unsubscribe } from "@/lib/marketing/consent";
import { CONSENT_SHOWN } from "@/lib/marketing/schemas";
import { getPaymentProvider } from "@/lib/payments/provider";
import { sameSecret } from "@/lib/payments/secrets";
import { intentIdFromClientSecret } from "@/lib/payments/types";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";
import { logger } from "@/lib/log";

const log = logger("marketing");

/** The payment intent a client secret opens, or a refusal (the same for made-up and unknown secrets). */
async function intentOf(clientSecret: string): Promise<string> {
  const id = intentIdFromClientSecret(clientSecret);
  const intent = id ? await getPaymentProvider().retrieveIntent(id) : null;
  if (!intent || !intent.clientSecret || !sameSecret(intent.clientSecret, clientSecret)) {
    throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  }
  const attempt = await db.checkoutAttempt.findUnique({ where: { paymentIntentId: intent.id }, select: { paymentIntentId: true } });
  if (!attempt) throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  return intent.id;
}

export interface CheckoutConsentInput {
  clientSecret: string;
  email: string;
  consent: boolean;
}

export async function recordCheckoutConsent({ clientSecret, email: given, consent }: CheckoutConsentInput, now = new Date()): Promise<void> {
  const paymentIntentId = await intentOf(clientSecret);
  const email = normaliseEmail(given);
  if (!consent) {
    await db.$transaction(async (tx) => {
      const contact = await tx.checkoutContact.findUnique({ where: { paymentIntentId }, select: { email: true } });
      if (!contact) return;
      await tx.checkoutContact.delete({ where: { paymentIntentId } });
      // The subscription this checkout gave (its last consent), and no other, goes with the box.
      const last = await tx.consentEvent.findFirst({ where: { email: contact.email }, orderBy: { createdAt: "desc" }, select: { action: true, source: true, reference: true } });
      if (last?.action === "subscribe" && last.source === "checkout" && last.reference === paymentIntentId) {
        await unsubscribe(tx, { email: contact.email }, "checkout-unticked", paymentIntentId, now);
      }
    });
    return;
  }
  const contact = await db.checkoutContact.findUnique({ where: { paymentIntentId }, select: { email: true } });
  if (contact?.email === email) {
    await db.checkoutContact.update({ where: { paymentIntentId }, data: { updatedAt: now } });
    return;
  }
  // A new address for this checkout: its own consent, within the address's limit (counted outside the transaction).
  const perAddress = await consumeLimit(LIMITS.marketingConsentsPerEmail, email);
  if (!perAddress.allowed) {
    log.warn("a subscription was not recorded: too many for one address", { paymentIntentId });
    return;
  }
  await db.$transaction(async (tx) => {
    const known = await tx.subscriber.findUnique({ where: { email }, select: { unsubscribedAt: true } });
    if (known?.unsubscribedAt) {
      log.info("a checkout's box was not recorded: the address unsubscribed", { paymentIntentId });
      return;
    }
    await subscribe(tx, { email, source: "checkout", text: CONSENT_SHOWN, reference: paymentIntentId, now });
    await tx.checkoutContact.upsert({
      where: { paymentIntentId },
      create: { paymentIntentId, email, updatedAt: now, createdAt: now },
      update: { email, updatedAt: now, remindedAt: null },
    });
  });
}
