// A discount code at checkout. `checkCode` says whether a code gives a cart a
// discount and how much (or which field message it gets instead); `holdCode`
// reserves one of the code's uses for a checkout session, under the code's
// row lock, so that a code never gets more orders than its uses even when
// many checkouts race for its last one; the order made from the session marks
// its reservation used (`useHeldCode`). A reservation not paid within
// HOLD_MINUTES is released and counts no more; the last step before paying
// (the shipping details) holds it again, so a shopper who lost it is told
// before paying, not after.
//
// A client holds one use of a code at a time: every visit of the checkout
// opens a session, and a client's new session takes over the reservation of
// its earlier ones (whose details step then holds the code again if a use is
// left). So one client cannot keep a code's uses from other shoppers by
// opening checkouts it never pays. A session that reached its details (about
// to be paid) keeps its reservation. The client is kept as a keyed hash of
// its address, only while its reservation may be taken over.
import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import type { DiscountCode, Prisma } from "@/lib/generated/prisma/client";
import { discountFor, eligibleSubtotal, type PricedLine } from "@/lib/cart/pricing";
import { DISCOUNT_MESSAGES } from "@/lib/discounts/messages";

export const HOLD_MINUTES = 60;

type Tx = Prisma.TransactionClient;

let holdKey: { secret: string; key: Buffer } | null = null;

/** The client of a reservation as it is kept: a keyed hash of its address (lib/http/client-address.ts clientKey). */
function clientHashOf(clientKey: string): string {
  const secret = authSecret();
  if (holdKey?.secret !== secret) holdKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "verdant-ink", "discount-holds", 32)) };
  return createHmac("sha256", holdKey.key).update(clientKey).digest("base64url").slice(0, 22);
}

export type CodeCheck =
  | { ok: true; code: DiscountCode; discountCents: number }
  | { ok: false; message: string; reason: "unknown" | "not_started" | "expired" | "paused" | "used_up" | "already_used" | "below_minimum" | "wrong_size" };

/** The code row by its text (upper-case), or null. */
export function findCode(code: string, client: Tx | typeof db = db) {
  return client.discountCode.findUnique({ where: { code: code.trim().toUpperCase() } });
}

/** Live uses of a code: orders made with it and reservations not expired, other than this session's. */
async function liveUses(client: Tx | typeof db, codeId: string, paymentIntentId: string | null, now: Date): Promise<number> {
  return client.discountRedemption.count({
    where: {
      codeId,
      ...(paymentIntentId ? { paymentIntentId: { not: paymentIntentId } } : {}),
      OR: [{ status: "used" }, { status: "reserved", expiresAt: { gt: now } }],
    },
  });
}

async function usedByCustomer(client: Tx | typeof db, codeId: string, email: string, paymentIntentId: string | null, now: Date): Promise<boolean> {
  const found = await client.discountRedemption.findFirst({
    where: {
      codeId,
      customerEmail: email.toLowerCase(),
      ...(paymentIntentId ? { paymentIntentId: { not: paymentIntentId } } : {}),
      OR: [{ status: "used" }, { status: "reserved", expiresAt: { gt: now } }],
    },
    select: { id: true },
  });
  return found !== null;
}

/** The rules of a found code against a cart, without its uses. */
function checkTerms(code: DiscountCode, lines: readonly PricedLine[], sizeName: string | null, now: Date): CodeCheck {
  if (!code.active) return { ok: false, reason: "paused", message: DISCOUNT_MESSAGES.paused };
  if (code.startsAt && code.startsAt > now) return { ok: false, reason: "not_started", message: DISCOUNT_MESSAGES.notStarted(code.startsAt) };
  if (code.endsAt && code.endsAt <= now) return { ok: false, reason: "expired", message: DISCOUNT_MESSAGES.expired };
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (code.minSubtotalCents && subtotal < code.minSubtotalCents) {
    return { ok: false, reason: "below_minimum", message: DISCOUNT_MESSAGES.belowMinimum(code.minSubtotalCents) };
  }
  if (code.productId && eligibleSubtotal(lines, code) === 0) {
    return { ok: false, reason: "wrong_size", message: DISCOUNT_MESSAGES.wrongSize(sizeName ?? code.productId) };
  }
  return { ok: true, code, discountCents: discountFor(lines, code) };
}

async function sizeName(client: Tx | typeof db, productId: string | null): Promise<string | null> {
  if (!productId) return null;
  return (await client.product.findUnique({ where: { id: productId }, select: { size: true } }))?.size ?? null;
}

/**
 * Whether `codeText` gives these lines a discount now, counting the code's
 * uses other than `paymentIntentId`'s own reservation. `email`, when known,
 * is checked against a once-per-customer code.
 */
export async function checkCode(
  codeText: string,
  lines: readonly PricedLine[],
  options: { email?: string | null; paymentIntentId?: string | null; now?: Date; client?: Tx } = {},
): Promise<CodeCheck> {
  const client = options.client ?? db;
  const now = options.now ?? new Date();
  const code = await findCode(codeText, client);
  if (!code) return { ok: false, reason: "unknown", message: DISCOUNT_MESSAGES.unknown };
  const terms = checkTerms(code, lines, await sizeName(client, code.productId), now);
  if (!terms.ok) return terms;
  const intentId = options.paymentIntentId ?? null;
  if (code.maxUses !== null && (await liveUses(client, code.id, intentId, now)) >= code.maxUses) {
    return { ok: false, reason: "used_up", message: DISCOUNT_MESSAGES.usedUp };
  }
  if (code.oncePerCustomer && options.email && (await usedByCustomer(client, code.id, options.email, intentId, now))) {
    return { ok: false, reason: "already_used", message: DISCOUNT_MESSAGES.alreadyUsed };
  }
  return terms;
}

/**
 * Reserves a use of the code for the checkout session `paymentIntentId`, in
 * the caller's transaction: the code's row is locked first, so reservations
 * of the same code queue and each counts the ones before it. A session that
 * held another code gives it back. With `clientKey`, the client's earlier
 * sessions that have not reached their details give their reservation of the
 * code to this one, which a later session of the client may take over in
 * turn, unless `detailed` (this session's details are kept). Returns the
 * check; nothing is reserved when it fails.
 */
export async function holdCode(
  tx: Tx,
  input: { codeText: string; lines: readonly PricedLine[]; paymentIntentId: string; email?: string | null; discountCents?: number; clientKey?: string; detailed?: boolean; now?: Date },
): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "DiscountCode" WHERE code = ${input.codeText.trim().toUpperCase()} FOR UPDATE`;
  if (locked.length === 0) return { ok: false, reason: "unknown", message: DISCOUNT_MESSAGES.unknown };
  const client = input.clientKey ? clientHashOf(input.clientKey) : null;
  // The client's earlier sessions give their reservation of this code to this one.
  if (client) {
    await tx.discountRedemption.updateMany({
      where: { codeId: locked[0]!.id, clientHash: client, status: "reserved", paymentIntentId: { not: input.paymentIntentId } },
      data: { status: "released", clientHash: null },
    });
  }
  const clientHash = input.detailed ? null : client;
  const check = await checkCode(input.codeText, input.lines, { email: input.email, paymentIntentId: input.paymentIntentId, now, client: tx });
  if (!check.ok) return check;
  const email = check.code.oncePerCustomer && input.email ? input.email.toLowerCase() : null;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  // The discount the shopper is shown (priced just before) is the one reserved.
  const discountCents = input.discountCents ?? check.discountCents;
  await tx.discountRedemption.upsert({
    where: { paymentIntentId: input.paymentIntentId },
    create: { codeId: check.code.id, paymentIntentId: input.paymentIntentId, customerEmail: email, clientHash, discountCents, expiresAt },
    update: { codeId: check.code.id, status: "reserved", customerEmail: email, ...(client ? { clientHash } : {}), discountCents, expiresAt },
  });
  return { ...check, discountCents };
}

/**
 * Right before paying: a session that still holds its code keeps it as it
 * was shown (a code paused, ended or used up since then does not move an open
 * checkout); only a once-per-customer code is checked against the e-mail now
 * known, and the reservation runs for another HOLD_MINUTES, for this session
 * alone from now on. A session whose reservation expired, or was taken over by
 * a later checkout of its client, holds the code again, as a new one would.
 */
export async function keepHeldCode(
  tx: Tx,
  input: { codeText: string; lines: readonly PricedLine[]; paymentIntentId: string; email: string; discountCents: number; clientKey?: string; now?: Date },
): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "DiscountCode" WHERE code = ${input.codeText.trim().toUpperCase()} FOR UPDATE`;
  const held = locked[0]
    ? await tx.discountRedemption.findFirst({ where: { paymentIntentId: input.paymentIntentId, codeId: locked[0].id, status: "reserved", expiresAt: { gt: now } } })
    : null;
  if (!held) return holdCode(tx, { ...input, detailed: true });
  const code = await tx.discountCode.findUniqueOrThrow({ where: { id: held.codeId } });
  if (code.oncePerCustomer && (await usedByCustomer(tx, code.id, input.email, input.paymentIntentId, now))) {
    return { ok: false, reason: "already_used", message: DISCOUNT_MESSAGES.alreadyUsed };
  }
  await tx.discountRedemption.update({
    where: { id: held.id },
    data: { customerEmail: code.oncePerCustomer ? input.email.toLowerCase() : null, clientHash: null, expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000) },
  });
  return { ok: true, code, discountCents: input.discountCents };
}

/**
 * Retention: the client's hash of reservations that expired (a checkout left
 * unpaid) goes; a live one keeps it until it is used, released or taken over.
 * Returns how many were cleared.
 */
export async function clearExpiredHoldClients(now = new Date()): Promise<number> {
  const { count } = await db.discountRedemption.updateMany({ where: { clientHash: { not: null }, expiresAt: { lt: now } }, data: { clientHash: null } });
  return count;
}

/** The session no longer holds a code (the shopper removed it). */
export async function releaseHeldCode(tx: Tx, paymentIntentId: string): Promise<void> {
  await tx.discountRedemption.updateMany({ where: { paymentIntentId, status: "reserved" }, data: { status: "released", clientHash: null } });
}

/**
 * The session's order was made: its reservation becomes a use of the code,
 * for `customerEmail`'s once-per-customer record. The order honours the
 * discount its checkout showed even when the reservation had expired.
 */
export async function useHeldCode(tx: Tx, input: { paymentIntentId: string; codeId: string; orderId: string; customerEmail: string; discountCents: number; oncePerCustomer: boolean; now?: Date }): Promise<void> {
  let email = input.oncePerCustomer ? input.customerEmail.toLowerCase() : null;
  // The same customer paid twice with a once-per-customer code (two tabs): the
  // second order keeps its discount, and the first use stays the one on record.
  if (email && (await usedByCustomer(tx, input.codeId, email, input.paymentIntentId, input.now ?? new Date()))) email = null;
  await tx.discountRedemption.upsert({
    where: { paymentIntentId: input.paymentIntentId },
    create: {
      codeId: input.codeId,
      paymentIntentId: input.paymentIntentId,
      status: "used",
      customerEmail: email,
      discountCents: input.discountCents,
      orderId: input.orderId,
      expiresAt: input.now ?? new Date(),
    },
    update: { status: "used", orderId: input.orderId, customerEmail: email, clientHash: null, discountCents: input.discountCents },
  });
}
