// The checkout's "E-mail me care tips and offers" box, recorded as the
// shopper gives it, before paying (POST /api/marketing/checkout-consent): the
// browser sends the box and the e-mail of its payment session with the
// session's client secret, which proves the caller opened that checkout.
// Ticked with a valid address: the address is subscribed (source checkout,
// the exact text, the payment intent as reference) and the checkout is kept
// as a contact for one abandoned-checkout reminder (lib/marketing/abandoned.ts).
// Unticked again, or ticked for another address (a typo corrected): the
// contact is dropped, and the subscription too when this checkout gave it, so
// a checkout subscribes one address at most. An address subscribed before
// keeps its subscription as it was. An address that unsubscribed is not
// subscribed again from a checkout, nor reminded: typing an address into a
// checkout does not prove it is one's own, and an opt-out stands until the
// address's owner, signed in to their account, subscribes again; only this
// checkout's own withdrawal can be undone in it (unticked, then ticked
// again). The answer is the same whatever the address: whether it was
// subscribed before is never told.
import "server-only";
import { db } from "@/lib/db";
import { invalidInput } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
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

/** The address's last consent event, or null. */
function lastConsent(tx: Prisma.TransactionClient, email: string) {
  return tx.consentEvent.findFirst({ where: { email }, orderBy: { createdAt: "desc" }, select: { action: true, source: true, reference: true } });
}

/** Drops the checkout's contact, and the subscription with it when this checkout gave it (its last consent), and no other. */
async function withdraw(tx: Prisma.TransactionClient, paymentIntentId: string, way: "checkout-unticked" | "checkout-changed", now: Date): Promise<void> {
  const contact = await tx.checkoutContact.findUnique({ where: { paymentIntentId }, select: { email: true } });
  if (!contact) return;
  await tx.checkoutContact.delete({ where: { paymentIntentId } });
  const last = await lastConsent(tx, contact.email);
  if (last?.action === "subscribe" && last.source === "checkout" && last.reference === paymentIntentId) {
    await unsubscribe(tx, { email: contact.email }, way, paymentIntentId, now);
  }
}

export async function recordCheckoutConsent({ clientSecret, email: given, consent }: CheckoutConsentInput, now = new Date()): Promise<void> {
  const paymentIntentId = await intentOf(clientSecret);
  const email = normaliseEmail(given);
  if (!consent) {
    await db.$transaction((tx) => withdraw(tx, paymentIntentId, "checkout-unticked", now));
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
    // The address this checkout was ticked for before (a typo, since corrected) is withdrawn.
    await withdraw(tx, paymentIntentId, "checkout-changed", now);
    const known = await tx.subscriber.findUnique({ where: { email }, select: { unsubscribedAt: true } });
    if (known?.unsubscribedAt) {
      const last = await lastConsent(tx, email);
      const withdrawnHere = last?.action === "unsubscribe" && last.reference === paymentIntentId && (last.source === "checkout-unticked" || last.source === "checkout-changed");
      if (!withdrawnHere) {
        log.info("a checkout's box was not recorded: the address unsubscribed", { paymentIntentId });
        return;
      }
    }
    // Subscribed before (from the account or another checkout): it stays as it was, and this checkout gives nothing to withdraw.
    if (!known || known.unsubscribedAt) await subscribe(tx, { email, source: "checkout", text: CONSENT_SHOWN, reference: paymentIntentId, now });
    await tx.checkoutContact.create({ data: { paymentIntentId, email, updatedAt: now, createdAt: now } });
  });
}
