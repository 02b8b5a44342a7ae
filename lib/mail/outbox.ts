// The shop's outgoing e-mail queue. A message is stored (once per dedupe key)
// in the same transaction as the thing it announces, then delivered. Each
// message is claimed before it is sent, so it goes out once even when several
// instances deliver at the same time; a failed send is retried later with
// growing delays, up to MAX_ATTEMPTS. Log lines name a message by its id and
// dedupe key, never by its recipient.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { redactEmails } from "@/lib/mail/redact";
import { sendMail } from "@/lib/mail/transport";

export const MAX_ATTEMPTS = 8;
/** A claim older than this is taken to be from a process that died mid-send. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

export interface QueuedEmail {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Tx = Prisma.TransactionClient;

/** Stores a message to send; a second message with the same key is ignored. */
export async function queueEmail(tx: Tx, email: QueuedEmail): Promise<void> {
  await tx.outgoingEmail.createMany({ data: [email], skipDuplicates: true });
}

/** Delay before attempt n+1: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Sends the messages that are due (only the one of `dedupeKey` when given: a
 * request sends its own message and leaves the rest to the schedule). Returns
 * how many were sent and how many failed.
 */
export async function deliverPendingEmails(options: { limit?: number; now?: Date; dedupeKey?: string } = {}) {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const due = await db.outgoingEmail.findMany({
    where: {
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
      OR: [
        { status: "pending", nextAttemptAt: { lte: now } },
        { status: "sending", nextAttemptAt: { lte: staleBefore } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 20,
  });

  let sent = 0;
  let failed = 0;
  for (const email of due) {
    const claim = await db.outgoingEmail.updateMany({
      where: { id: email.id, status: email.status, attempts: email.attempts },
      data: { status: "sending", attempts: { increment: 1 }, nextAttemptAt: now },
    });
    if (claim.count !== 1) continue;
    const attempts = email.attempts + 1;
    try {
      await sendMail({ id: email.id, to: email.to, subject: email.subject, text: email.text, html: email.html });
      await db.outgoingEmail.update({ where: { id: email.id }, data: { status: "sent", sentAt: new Date(), lastError: null } });
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      // A mail server's refusal often quotes the recipient: masked in the log, kept whole in lastError.
      console.error(`[mail] sending message ${email.id} (${email.dedupeKey}) failed (attempt ${attempts}): ${redactEmails(message)}`);
      await db.outgoingEmail.update({
        where: { id: email.id },
        data: {
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        },
      });
    }
  }
  return { sent, failed };
}
