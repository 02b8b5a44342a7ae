// Who may receive marketing e-mail, decided in one place. An address is
// subscribed when its Subscriber row has no unsubscribedAt; every marketing
// send checks it again when the message goes out (lib/mail/outbox.ts). The
// consent log (ConsentEvent) is append-only: each subscription with its
// source, the exact text shown and what proves the source (the checkout's
// payment intent, the account's member id), and each unsubscribe with how it
// was made. Nobody subscribes an address but from a checkout that holds the
// payment session (lib/marketing/checkout-consent.ts) or as its signed-in owner.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export type ConsentSource = "checkout" | "account";
export type UnsubscribeWay = "one-click" | "unsubscribe-page" | "account" | "checkout-unticked" | "checkout-changed";

/** The normalised form of an address: the key of its subscription. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface Consent {
  email: string;
  source: ConsentSource;
  /** The exact words shown with the box. */
  text: string;
  reference: string;
  now?: Date;
}

/** Subscribes an address (again) and logs the consent; answers the subscriber's id. */
export async function subscribe(tx: Tx, consent: Consent): Promise<string> {
  const email = normaliseEmail(consent.email);
  const now = consent.now ?? new Date();
  const row = await tx.subscriber.upsert({
    where: { email },
    create: { email, source: consent.source, subscribedAt: now, createdAt: now },
    update: { source: consent.source, subscribedAt: now, unsubscribedAt: null },
    select: { id: true },
  });
  await tx.consentEvent.create({ data: { email, action: "subscribe", source: consent.source, text: consent.text, reference: consent.reference, createdAt: now } });
  return row.id;
}

const HOW: Record<UnsubscribeWay, string> = {
  "one-click": "One-click unsubscribe (List-Unsubscribe-Post) from a marketing e-mail",
  "unsubscribe-page": "Unsubscribe button of a marketing e-mail's link",
  account: "Unticked the box on the account page",
  "checkout-unticked": "Unticked the box at checkout",
  "checkout-changed": "Changed the e-mail address at checkout to another one",
};

/**
 * Unsubscribes an address (a subscriber that is already unsubscribed stays so
 * and nothing is logged twice) and cancels its queued marketing messages.
 * Answers whether it was subscribed.
 */
export async function unsubscribe(tx: Tx, where: { email: string } | { id: string }, way: UnsubscribeWay, reference: string | null, now = new Date()): Promise<boolean> {
  const key = "email" in where ? { email: normaliseEmail(where.email) } : { id: where.id };
  const changed = await tx.subscriber.updateManyAndReturn({ where: { ...key, unsubscribedAt: null }, data: { unsubscribedAt: now }, select: { email: true } });
  if (changed.length === 0) return false;
  const email = changed[0].email;
  await tx.consentEvent.create({ data: { email, action: "unsubscribe", source: way, text: HOW[way], reference, createdAt: now } });
  await tx.outgoingEmail.updateMany({
    where: { kind: "marketing", status: "pending", to: email },
    data: { status: "cancelled", lastError: "not sent: the address unsubscribed" },
  });
  return true;
}

/** Whether marketing e-mail may go to this address now: the one rule. */
export async function isSubscribed(email: string, client: Pick<Tx, "subscriber"> = db): Promise<boolean> {
  const row = await client.subscriber.findUnique({ where: { email: normaliseEmail(email) }, select: { unsubscribedAt: true } });
  return row !== null && row.unsubscribedAt === null;
}
