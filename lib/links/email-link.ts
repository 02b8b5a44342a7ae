// Links sent by e-mail that act for whoever holds them: write the review of
// an order, answer a privacy request, cancel a late order (the delay
// notice's link, lib/orders/late-cancel.ts). (Seeing one's orders is not one of
// them: it is a sign-in, by the community's e-mail sign-in link, because the
// account is a session over many pages and actions; see
// lib/account/session.ts.) One way for all of them:
// - the token is "<link id>.<signature>": the signature is an HMAC-SHA256 of
//   the id with a key of the link's purpose (derived from AUTH_SECRET, and
//   accepted with AUTH_SECRET_PREVIOUS during a rotation), so a token made up
//   or made for another purpose is refused before the database is asked, and
//   a token of one purpose never works for another;
// - the database keeps the link (purpose, e-mail, order, expiry, first use)
//   with the SHA-256 of its token only, never the token itself;
// - a single-use link is used in one statement (UPDATE … WHERE "usedAt" IS
//   NULL), so two requests racing with the same link get one success.
// Every refusal says which of unknown, expired or used it was, so a page can
// say what happened; nothing about the link's e-mail is in the answer.
//
// Two purposes need a link that works for as long as what it names exists,
// any number of times, with no row of its own: a marketing e-mail's
// unsubscribe link (it must still work years later, and on a second click)
// and an abandoned-checkout reminder's cart link. Their token is the same
// "<id>.<signature>" with the id of the row it acts on (the subscriber, the
// checkout contact): signedLinkToken makes it, signedLinkId checks it.
import "server-only";
import { createHash, createHmac, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import { authSecrets } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { currentSecret, verifyWithAny } from "@/lib/security/signing-secrets";
import { getSite } from "@/lib/site";

export type EmailLinkPurpose = "review" | "privacy" | "cancel" | StatelessLinkPurpose;

/** Purposes whose token names a row of their own (no EmailLink row; see above). */
export type StatelessLinkPurpose = "unsubscribe" | "cart-restore";

export interface EmailLinkRow {
  id: string;
  purpose: string;
  email: string;
  orderId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** Why a link does not work: never made (or altered), past its time, or already used. */
export type EmailLinkFailure = "unknown" | "expired" | "used";

export type EmailLinkCheck = { ok: true; link: EmailLinkRow } | { ok: false; reason: EmailLinkFailure };

type Tx = Prisma.TransactionClient;

const TOKEN_SHAPE = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

function signingKey(purpose: EmailLinkPurpose, secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "verdant-ink", `email-link:${purpose}`, 32));
}

function signatureOf(purpose: EmailLinkPurpose, id: string, secret: string): string {
  return createHmac("sha256", signingKey(purpose, secret)).update(id).digest("base64url");
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The link's id when the token is well formed and signed for this purpose,
 * else null (compared in constant time).
 */
export async function signedLinkId(purpose: EmailLinkPurpose, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [compactId, signature] = token.split(".");
  const given = Buffer.from(signature);
  const signedWith = (secret: string) => {
    const expected = Buffer.from(signatureOf(purpose, compactId, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return (await verifyWithAny(authSecrets(), signedWith, Boolean)) ? compactId : null;
}

/**
 * A token for `id` (a UUID of the row it acts on) with no EmailLink row:
 * signedLinkId(purpose, token) answers the id back (without dashes) for as
 * long as the signing secret is the current or previous one.
 */
export function signedLinkToken(purpose: StatelessLinkPurpose, id: string): string {
  const compactId = id.replaceAll("-", "").toLowerCase();
  return `${compactId}.${signatureOf(purpose, compactId, currentSecret(authSecrets()))}`;
}

/** The UUID (with dashes) of a 32-hex id answered by signedLinkId. */
export function uuidOfLinkId(compactId: string): string {
  return `${compactId.slice(0, 8)}-${compactId.slice(8, 12)}-${compactId.slice(12, 16)}-${compactId.slice(16, 20)}-${compactId.slice(20)}`;
}

export interface NewEmailLink {
  purpose: Exclude<EmailLinkPurpose, StatelessLinkPurpose>;
  email: string;
  orderId?: string | null;
  /** How long it works, in ms. */
  validForMs: number;
  now?: Date;
}

/**
 * Stores a new link (in the caller's transaction, with what it announces)
 * and answers its token, which only the e-mail carries.
 */
export async function createEmailLink(tx: Tx, link: NewEmailLink): Promise<{ id: string; token: string; expiresAt: Date }> {
  const id = randomUUID();
  const compactId = id.replaceAll("-", "");
  const token = `${compactId}.${signatureOf(link.purpose, compactId, currentSecret(authSecrets()))}`;
  const now = link.now ?? new Date();
  const expiresAt = new Date(now.getTime() + link.validForMs);
  await tx.emailLink.create({
    data: { id, tokenHash: hashOf(token), purpose: link.purpose, email: link.email.trim().toLowerCase(), orderId: link.orderId ?? null, expiresAt, createdAt: now },
  });
  return { id, token, expiresAt };
}

/** The shop's address of a page with a link's token: `/reviews/write?token=…`. */
export function emailLinkUrl(path: string, token: string): string {
  const url = new URL(path, getSite().url);
  url.searchParams.set("token", token);
  return url.toString();
}

const linkSelect = { id: true, purpose: true, email: true, orderId: true, expiresAt: true, usedAt: true, createdAt: true } as const;

function judge(link: EmailLinkRow | null, now: Date): EmailLinkCheck {
  if (!link) return { ok: false, reason: "unknown" };
  if (link.usedAt) return { ok: false, reason: "used" };
  if (link.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, link };
}

async function findLink(client: Tx | typeof db, purpose: EmailLinkPurpose, token: string): Promise<EmailLinkRow | null> {
  if (!(await signedLinkId(purpose, token))) return null;
  const link = await client.emailLink.findUnique({ where: { tokenHash: hashOf(token) }, select: linkSelect });
  return link && link.purpose === purpose ? link : null;
}

/** Whether a link works now (without using it): to show its page. */
export async function checkEmailLink(purpose: EmailLinkPurpose, token: string, now = new Date()): Promise<EmailLinkCheck> {
  return judge(await findLink(db, purpose, token), now);
}

/**
 * Uses a single-use link in the caller's transaction: of two requests with
 * the same link, one gets it and the other "used". When the transaction
 * rolls back (what the link was for failed), the link stays unused.
 */
export async function useEmailLink(tx: Tx, purpose: EmailLinkPurpose, token: string, now = new Date()): Promise<EmailLinkCheck> {
  if (!(await signedLinkId(purpose, token))) return { ok: false, reason: "unknown" };
  const used = await tx.emailLink.updateManyAndReturn({
    where: { tokenHash: hashOf(token), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
    select: linkSelect,
  });
  if (used.length === 1) return { ok: true, link: used[0] };
  return judge(await findLink(tx, purpose, token), now);
}

/** Deletes links past their time (used or not) a day after they expired; returns how many. */
export async function purgeExpiredEmailLinks(now = new Date()): Promise<number> {
  const { count } = await db.emailLink.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } });
  return count;
}
