// The owner's newsletter: a subject and a text in the shop's small Markdown,
// a test sent to the signed-in admin, then a send to every subscriber. A send
// is a Newsletter row (logged with recordChange) and one outbox message per
// subscriber under the dedupe key newsletter:<id>:<subscriberId>, queued in
// batches of BATCH in subscriber id order; each batch moves the row's cursor
// (queuedThroughId) in its own transaction, so a send interrupted halfway
// resumes after the last batch, and the dedupe key means nobody ever gets a
// second copy. The messages then go out at the owner's rate
// (lib/marketing/delivery.ts), each to an address still subscribed.
import "server-only";
import { randomUUID } from "node:crypto";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { recordChange } from "@/lib/editing/changes";
import { conflict, notFound } from "@/lib/errors";
import { queueEmail, queueEmails, sendQueuedEmailNow } from "@/lib/mail/outbox";
import { composeMarketingEmail, markdownEmailHtml } from "@/lib/marketing/message";
import { marketingContext, marketingMessage } from "@/lib/marketing/queue";
import type { NewsletterDraft } from "@/lib/marketing/schemas";

/** Subscribers queued per statement. */
export const NEWSLETTER_BATCH = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newsletterKey = (newsletterId: string, subscriberId: string) => `newsletter:${newsletterId}:${subscriberId}`;

const bodyOf = (draft: NewsletterDraft) => ({ subject: draft.subject, text: draft.body, html: markdownEmailHtml(draft.body) });

/** Subscribed addresses now. */
export async function subscriberCount(): Promise<number> {
  return db.subscriber.count({ where: { unsubscribedAt: null } });
}

/** The draft, sent once to the signed-in admin's own address (marked as a test; no subscription needed). */
export async function sendTestNewsletter(admin: AdminPrincipal, draft: NewsletterDraft): Promise<{ to: string }> {
  assertAdmin(admin);
  const dedupeKey = `newsletter-test:${randomUUID()}`;
  await db.$transaction(async (tx) => {
    const context = await marketingContext(tx);
    const unsubscribe = { url: new URL("/unsubscribe", context.siteUrl).toString(), supportEmail: context.supportEmail };
    const email = composeMarketingEmail(bodyOf(draft), unsubscribe, context.footer);
    await queueEmail(tx, { dedupeKey, to: admin.email, ...email, subject: `[Test] ${email.subject}` });
  });
  await sendQueuedEmailNow(dedupeKey);
  return { to: admin.email };
}

/**
 * Queues what is left of a newsletter's send, batch after batch, from its
 * cursor; answers the newsletter's row when done.
 */
export async function queueNewsletter(newsletterId: string) {
  const newsletter = await db.newsletter.findUnique({ where: { id: newsletterId } });
  if (!newsletter) throw notFound("This newsletter does not exist.");
  const body = bodyOf(newsletter);
  let cursor = newsletter.queuedThroughId;
  for (;;) {
    const batch = await db.subscriber.findMany({
      where: { unsubscribedAt: null, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: NEWSLETTER_BATCH,
      select: { id: true, email: true },
    });
    const last = batch.at(-1)?.id ?? cursor;
    const done = batch.length < NEWSLETTER_BATCH;
    await db.$transaction(async (tx) => {
      const context = await marketingContext(tx);
      const added = await queueEmails(tx, batch.map((subscriber) => marketingMessage(context, subscriber, newsletterKey(newsletterId, subscriber.id), body)));
      await tx.newsletter.update({
        where: { id: newsletterId },
        data: { queuedThroughId: last, queuedCount: { increment: added }, ...(done ? { status: "queued", queuedAt: new Date() } : {}) },
      });
    });
    cursor = last;
    if (done) break;
  }
  return db.newsletter.findUniqueOrThrow({ where: { id: newsletterId } });
}

/**
 * Sends the newsletter to every subscriber: refused (409) when the number the
 * owner confirmed is no longer the number of subscribers.
 */
export async function sendNewsletter(admin: AdminPrincipal, draft: NewsletterDraft & { confirmedCount: number }) {
  assertAdmin(admin);
  const count = await subscriberCount();
  if (count !== draft.confirmedCount) throw conflict(`The number of subscribers changed: there are ${count} now. Check it and confirm again.`, "subscribers_changed");
  if (count === 0) throw conflict("There are no subscribers to send to yet.", "no_subscribers");
  const created = await db.$transaction(async (tx) => {
    const row = await tx.newsletter.create({ data: { subject: draft.subject, body: draft.body, createdByEmail: admin.email } });
    await recordChange(tx, admin, { entity: "newsletter", entityId: row.id, action: "create", summary: `Newsletter “${draft.subject}” sent to ${count} subscribers`, after: { subject: draft.subject, subscribers: count } });
    return row;
  });
  return queueNewsletter(created.id);
}

/** Goes on with a send that was interrupted (its row still "queueing"); logged. */
export async function resumeNewsletter(admin: AdminPrincipal, newsletterId: string) {
  assertAdmin(admin);
  const row = UUID.test(newsletterId) ? await db.newsletter.findUnique({ where: { id: newsletterId }, select: { status: true, subject: true } }) : null;
  if (!row) throw notFound("This newsletter does not exist.");
  if (row.status !== "queueing") throw conflict("This newsletter is already queued for every subscriber.", "newsletter_queued");
  await db.$transaction((tx) => recordChange(tx, admin, { entity: "newsletter", entityId: newsletterId, action: "update", summary: `Newsletter “${row.subject}”: its interrupted send resumed` }));
  return queueNewsletter(newsletterId);
}

export interface NewsletterJson {
  id: string;
  subject: string;
  status: string;
  queued: number;
  sent: number;
  cancelled: number;
  createdAt: string;
  createdBy: string;
}

/** The latest newsletters with how many of their messages went out (admins only). */
export async function listNewsletters(admin: AdminPrincipal, take = 10): Promise<NewsletterJson[]> {
  assertAdmin(admin);
  const rows = await db.newsletter.findMany({ orderBy: { createdAt: "desc" }, take });
  if (rows.length === 0) return [];
  const oldest = rows.at(-1)!.createdAt;
  const counts = await db.$queryRaw<{ id: string; status: string; count: number }[]>`
    SELECT split_part("dedupeKey", ':', 2) AS "id", status, COUNT(*)::int AS "count"
    FROM "OutgoingEmail"
    WHERE kind = 'marketing' AND "dedupeKey" LIKE 'newsletter:%' AND "createdAt" >= ${oldest}
    GROUP BY 1, 2`;
  const countOf = (id: string, status: string) => counts.find((c) => c.id === id && c.status === status)?.count ?? 0;
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    queued: row.queuedCount,
    sent: countOf(row.id, "sent"),
    cancelled: countOf(row.id, "cancelled"),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
  }));
}
