// The shop's outgoing e-mail queue. A message is stored (once per dedupe key)
// in the same transaction as the thing it announces, then delivered. Each
// message is claimed just before it is sent, in one statement that skips rows
// another deliverer is claiming (FOR UPDATE SKIP LOCKED), so any number of
// deliverers on any number of instances send it once; a failed send is retried
// later with growing delays, up to MAX_ATTEMPTS. Log lines name a message by
// its id and dedupe key, never by its recipient.
//
// Two kinds of message: transactional (order mail, sign-in links), sent as
// soon as it is due, and marketing (lib/marketing/), sent only by the
// marketing delivery at the owner's rate, and claimed only while its address
// is still subscribed (and, for an abandoned-checkout reminder, while its
// checkout is still unpaid); one that no longer qualifies is cancelled
// instead of sent. A delivery run of one kind never claims the other's.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { redactEmails } from "@/lib/security/redact";
import { sendMail, SMTP_TIMEOUTS, smtpTimeoutsWithin } from "@/lib/mail/transport";
import { logger } from "@/lib/log";

const log = logger("mail");

export const MAX_ATTEMPTS = 8;

/**
 * Waits between the tries of recording a send's result (a database that
 * blinks): about 8 seconds in all.
 */
export const RECORD_RETRY_DELAYS_MS: readonly number[] = [500, 2_000, 5_000];

/**
 * How long a claim keeps a message from every other deliverer. A deliverer
 * sends a message right after claiming it; the send ends within
 * SMTP_TIMEOUTS.deadlineMs (90 s) and recording its result within a few more
 * tries, under 3 minutes in all even with slow database answers. A claim
 * older than this therefore belongs to a process that died mid-send, and the
 * message is sent again. The window is several times the longest send so that
 * a slow send can never still be running when a second deliverer takes the
 * message (a test checks the ratio).
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

export type EmailKind = "transactional" | "marketing";

export interface QueuedEmail {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** "transactional" unless said (marketing: lib/marketing/queue.ts alone). */
  kind?: EmailKind;
  /** Extra headers by name (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

type Tx = Prisma.TransactionClient;

/** Stores a message to send; a second message with the same key is ignored. */
export async function queueEmail(tx: Tx, email: QueuedEmail): Promise<void> {
  await tx.outgoingEmail.createMany({ data: [email], skipDuplicates: true });
}

/** Stores many messages in one statement (a newsletter's batch); answers how many were new. */
export async function queueEmails(tx: Tx, emails: readonly QueuedEmail[]): Promise<number> {
  if (emails.length === 0) return 0;
  const { count } = await tx.outgoingEmail.createMany({ data: [...emails], skipDuplicates: true });
  return count;
}

// What a marketing message (alias o, an "OutgoingEmail" row) needs to be
// sent: its address is subscribed now, and when it reminds of a checkout
// (dedupe key abandoned-checkout:<payment intent>), that checkout has no
// order. Written out in both queries below (claimMarketingOf and
// cancelUnwantedMarketing).

/**
 * Cancels the pending marketing messages that must no longer go out (their
 * address unsubscribed, their checkout was paid); answers how many. The
 * marketing delivery runs it before sending, and claims only messages that
 * still qualify, so that one unsubscribed meanwhile is never sent either.
 */
export async function cancelUnwantedMarketing(): Promise<number> {
  return db.$executeRaw`
    UPDATE "OutgoingEmail" o SET status = 'cancelled', "lastError" = 'not sent: the address is no longer subscribed, or the checkout was paid'
    WHERE o.kind = 'marketing' AND o.status = 'pending' AND (
      NOT EXISTS (SELECT 1 FROM "Subscriber" s WHERE s."email" = o."to" AND s."unsubscribedAt" IS NULL)
      OR (o."dedupeKey" LIKE 'abandoned-checkout:%'
        AND EXISTS (SELECT 1 FROM "CheckoutAttempt" c WHERE c."paymentIntentId" = substr(o."dedupeKey", 20) AND c."orderedAt" IS NOT NULL)))`;
}

/** Delay before attempt n+1: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

interface ClaimedEmail {
  id: string;
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  /** Including this one. */
  attempts: number;
  /** "sending" when the claim taken over was another deliverer's that went stale. */
  previousStatus: string;
  /** When the previous claim was taken (the row's nextAttemptAt before this claim). */
  previousAt: Date;
}

/**
 * Claims the oldest transactional message that is due (pending and due, or
 * claimed longer than STALE_CLAIM_MS ago) in one statement: rows another
 * deliverer has locked are skipped, not waited for, and a row is claimed by
 * one deliverer only.
 */
async function claimNextTransactional(now: Date, dedupeKey: string | undefined): Promise<ClaimedEmail | null> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const rows = await db.$queryRaw<ClaimedEmail[]>`
    WITH next AS (
      SELECT "id", "status" AS "previousStatus", "nextAttemptAt" AS "previousAt"
      FROM "OutgoingEmail"
      WHERE ((status = 'pending' AND "nextAttemptAt" <= ${now}) OR (status = 'sending' AND "nextAttemptAt" <= ${staleBefore}))
        AND kind = 'transactional'
        AND (${dedupeKey ?? null}::text IS NULL OR "dedupeKey" = ${dedupeKey ?? null})
      ORDER BY "createdAt"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "OutgoingEmail" e
    SET status = 'sending', attempts = e.attempts + 1, "nextAttemptAt" = ${now}
    FROM next
    WHERE e."id" = next."id"
    RETURNING e."id"::text AS "id", e."dedupeKey", e."to", e."subject", e."text", e."html", e."headers", e."attempts",
      next."previousStatus", next."previousAt"`;
  return rows[0] ?? null;
}

/**
 * Claims the oldest marketing message of `status` due before `before` whose
 * address is still subscribed (and whose checkout, for a reminder, is still
 * unpaid). One status per statement, so that the index on (kind, status,
 * createdAt) is read in order and the checks run only until the first message
 * that passes them: a newsletter's 10,000 queued messages cost one claim each,
 * not a sort of all of them.
 */
async function claimMarketingOf(status: "pending" | "sending", before: Date, now: Date, dedupeKey: string | undefined): Promise<ClaimedEmail | null> {
  const rows = await db.$queryRaw<ClaimedEmail[]>`
    WITH next AS (
      SELECT "id", "status" AS "previousStatus", "nextAttemptAt" AS "previousAt"
      FROM "OutgoingEmail" o
      WHERE kind = 'marketing' AND status = ${status} AND "nextAttemptAt" <= ${before}
        AND EXISTS (SELECT 1 FROM "Subscriber" s WHERE s."email" = o."to" AND s."unsubscribedAt" IS NULL)
        AND (o."dedupeKey" NOT LIKE 'abandoned-checkout:%'
          OR NOT EXISTS (SELECT 1 FROM "CheckoutAttempt" c WHERE c."paymentIntentId" = substr(o."dedupeKey", 20) AND c."orderedAt" IS NOT NULL))
        AND (${dedupeKey ?? null}::text IS NULL OR "dedupeKey" = ${dedupeKey ?? null})
      ORDER BY "createdAt"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "OutgoingEmail" e
    SET status = 'sending', attempts = e.attempts + 1, "nextAttemptAt" = ${now}
    FROM next
    WHERE e."id" = next."id"
    RETURNING e."id"::text AS "id", e."dedupeKey", e."to", e."subject", e."text", e."html", e."headers", e."attempts",
      next."previousStatus", next."previousAt"`;
  return rows[0] ?? null;
}

/** The next message of this kind to send, or null (see claimNextTransactional and claimMarketingOf). */
async function claimNext(now: Date, dedupeKey: string | undefined, kind: EmailKind): Promise<ClaimedEmail | null> {
  if (kind === "transactional") return claimNextTransactional(now, dedupeKey);
  return (
    (await claimMarketingOf("pending", now, now, dedupeKey)) ??
    (await claimMarketingOf("sending", new Date(now.getTime() - STALE_CLAIM_MS), now, dedupeKey))
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, trying again after each of RECORD_RETRY_DELAYS_MS when it
 * fails; with a deadline (a time in ms), not after a wait that would end past it.
 */
async function withRetries<T>(work: () => Promise<T>, deadline?: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const delay = RECORD_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || (deadline !== undefined && Date.now() + delay > deadline)) throw error;
      await sleep(delay);
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface DeliveryOptions {
  /** At most this many messages. */
  limit?: number;
  now?: Date;
  /** Only the message of this key. */
  dedupeKey?: string;
  /** The kind of message this run sends: transactional unless said (marketing: lib/marketing/delivery.ts). */
  kind?: EmailKind;
  /**
   * The time the run may take, in ms (a request that must answer soon): no
   * message is claimed past it, each send ends within what is left of it, and
   * recording a failed send is not tried again past it (the message then keeps
   * its claim until it goes stale). A message whose send ran out of time stays
   * pending for the delivery schedule. Only recording a message the server
   * accepted gets every try, so that it is not sent twice.
   */
  budgetMs?: number;
}

/**
 * Sends the messages that are due (only the one of `dedupeKey` when given: a
 * request sends its own message and leaves the rest to the schedule), one
 * claim at a time, at most `limit` of them, within `budgetMs` when given.
 * Returns how many were sent and how many failed.
 */
export async function deliverPendingEmails(options: DeliveryOptions = {}) {
  const limit = options.limit ?? 20;
  const deadline = options.budgetMs === undefined ? undefined : Date.now() + options.budgetMs;
  let sent = 0;
  let failed = 0;
  for (let handled = 0; handled < limit; handled++) {
    if (deadline !== undefined && Date.now() >= deadline) break;
    // Each claim is taken at the moment of its own send, so its window covers that send only.
    const now = options.now ?? new Date();
    const email = await claimNext(now, options.dedupeKey, options.kind ?? "transactional");
    if (!email) break;
    if (email.previousStatus === "sending") {
      log.warn("a message was claimed and never finished: sending it again", { messageId: email.id, dedupeKey: email.dedupeKey, claimedAt: new Date(email.previousAt).toISOString(), attempt: email.attempts });
    }

    try {
      const timeouts = deadline === undefined ? SMTP_TIMEOUTS : smtpTimeoutsWithin(deadline - Date.now());
      await sendMail({ id: email.id, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers }, timeouts);
    } catch (error) {
      failed++;
      const message = messageOf(error);
      // A mail server's refusal often quotes the recipient: masked in the log, kept whole in lastError.
      log.error("sending a message failed", { messageId: email.id, dedupeKey: email.dedupeKey, attempt: email.attempts, error: redactEmails(message) });
      try {
        await withRetries(() =>
          db.outgoingEmail.updateMany({
            where: { id: email.id },
            data: {
              status: email.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
              lastError: message.slice(0, 1000),
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
            },
          }),
          deadline,
        );
      } catch (recordError) {
        // The claim stays: the message is tried again once it has gone stale.
        log.error("the failed send of a message could not be recorded", { messageId: email.id, dedupeKey: email.dedupeKey, error: redactEmails(messageOf(recordError)) });
      }
      continue;
    }

    // The server has the message: from here on it must not be sent again. When
    // the database cannot record that even after a few tries, the row keeps
    // its claim, so no deliverer sends it again before the claim goes stale.
    sent++;
    try {
      await withRetries(() => db.outgoingEmail.updateMany({ where: { id: email.id }, data: { status: "sent", sentAt: new Date(), lastError: null } }));
    } catch (recordError) {
      const retryAt = new Date(now.getTime() + STALE_CLAIM_MS).toISOString();
      log.error("a message was sent but could not be marked sent: it keeps its claim and is sent again after the claim goes stale unless marked sent before", {
        messageId: email.id,
        dedupeKey: email.dedupeKey,
        sendAgainAfter: retryAt,
        error: redactEmails(messageOf(recordError)),
      });
    }
  }
  return { sent, failed };
}

/** How long a request waits for its own message to be sent before answering. */
export const REQUEST_EMAIL_BUDGET_MS = 4_000;

/**
 * Sends a request's own message (by its dedupe key) right after the
 * transaction that queued it, within a short budget. A send that fails or runs
 * out of time is retried by the delivery schedule; it never fails the request.
 */
export async function sendQueuedEmailNow(dedupeKey: string): Promise<void> {
  await deliverPendingEmails({ dedupeKey, budgetMs: REQUEST_EMAIL_BUDGET_MS }).catch((error) =>
    log.error("delivery run failed", { error: redactEmails(String((error as Error)?.message ?? error)) }),
  );
}
