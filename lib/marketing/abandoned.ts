// The abandoned-checkout reminder: a checkout whose shopper gave an e-mail
// and ticked the marketing box (CheckoutContact, lib/marketing/checkout-consent.ts)
// and then left it unpaid gets one e-mail, the owner's number of minutes
// after its last change (lib/marketing/settings.ts), whose link restores the
// cart (/checkout/restore, lib/marketing/restore.ts). Once per checkout
// whatever runs at the same time: the contact is claimed by a conditional
// update of remindedAt, and the e-mail is queued in that same transaction
// under the dedupe key abandoned-checkout:<payment intent>. Only while the
// address is subscribed and the checkout has no order; the outbox checks
// both again when it sends (paying or unsubscribing meanwhile cancels it).
// A checkout left more than REMINDER_WINDOW_DAYS before the delay is never
// reminded (turning the delay down never mails old checkouts).
import "server-only";
import { db } from "@/lib/db";
import { describeLines } from "@/lib/cart/pricing";
import { escapeHtml } from "@/lib/format/html";
import { signedLinkToken } from "@/lib/links/email-link";
import { queueEmail } from "@/lib/mail/outbox";
import { marketingContext, marketingMessage } from "@/lib/marketing/queue";
import { readMarketingSettings } from "@/lib/marketing/settings";
import { storedLines } from "@/lib/payments/checkout-session";
import { getSite } from "@/lib/site";
import { redactEmails } from "@/lib/security/redact";
import { logger } from "@/lib/log";

const log = logger("marketing");

export const REMINDER_WINDOW_DAYS = 7;
/** A checkout's contact is kept this long after its last change, then deleted (the retention run). */
export const CHECKOUT_CONTACT_DAYS = 30;
const BATCH = 100;

export const abandonedCheckoutKey = (paymentIntentId: string) => `abandoned-checkout:${paymentIntentId}`;

/** The page the reminder's link opens: it puts the checkout's lines back in the cart. */
export const RESTORE_PATH = "/checkout/restore";

export function restoreUrl(siteUrl: string, contactId: string): string {
  const url = new URL(RESTORE_PATH, siteUrl);
  url.searchParams.set("token", signedLinkToken("cart-restore", contactId));
  return url.toString();
}

interface DueContact {
  id: string;
  paymentIntentId: string;
  email: string;
  subscriberId: string;
}

async function remindOne(contact: DueContact, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.checkoutContact.updateMany({ where: { id: contact.id, remindedAt: null }, data: { remindedAt: now } });
    if (claimed.count !== 1) return false;
    const attempt = await tx.checkoutAttempt.findUnique({ where: { paymentIntentId: contact.paymentIntentId }, select: { lines: true, orderedAt: true } });
    if (!attempt || attempt.orderedAt) return false;
    const lines = storedLines(attempt.lines);
    const context = await marketingContext(tx);
    const site = getSite();
    const link = restoreUrl(context.siteUrl, contact.id);
    const what = describeLines(lines);
    const paragraphs = [
      `You left ${what} in your cart at ${site.name}. We kept it for you.`,
      "Whenever you are ready, the link below puts it back in your cart so you can finish your order in a minute.",
    ];
    const body = {
      subject: "You left your tattoo aftercare in your cart",
      text: ["Hi,", "", ...paragraphs.flatMap((p) => [p, ""]), `Finish your order: ${link}`, "", site.name].join("\n"),
      html: `<p>Hi,</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}\n<p><a href="${escapeHtml(link)}" style="color:#1d5535;font-weight:bold">Finish your order</a></p>\n<p>${escapeHtml(site.name)}</p>`,
    };
    await queueEmail(tx, marketingMessage(context, { id: contact.subscriberId, email: contact.email }, abandonedCheckoutKey(contact.paymentIntentId), body));
    return true;
  });
}

/** Queues the reminder of every checkout that is due; answers the dedupe keys queued. */
export async function queueAbandonedCheckoutReminders(now = new Date()): Promise<string[]> {
  const { values } = await readMarketingSettings();
  const to = new Date(now.getTime() - values.abandonedDelayMinutes * 60_000);
  const from = new Date(to.getTime() - REMINDER_WINDOW_DAYS * 24 * 60 * 60_000);
  const queued: string[] = [];
  const failed = new Set<string>();
  for (;;) {
    const due = await db.$queryRaw<DueContact[]>`
      SELECT k."id"::text AS "id", k."paymentIntentId", k."email", s."id"::text AS "subscriberId"
      FROM "CheckoutContact" k
      JOIN "CheckoutAttempt" a ON a."paymentIntentId" = k."paymentIntentId" AND a."orderedAt" IS NULL
      JOIN "Subscriber" s ON s."email" = k."email" AND s."unsubscribedAt" IS NULL
      WHERE k."remindedAt" IS NULL AND k."updatedAt" <= ${to} AND k."updatedAt" > ${from}
      ORDER BY k."updatedAt"
      LIMIT ${BATCH}`;
    const fresh = due.filter((contact) => !failed.has(contact.id));
    for (const contact of fresh) {
      try {
        if (await remindOne(contact, now)) queued.push(abandonedCheckoutKey(contact.paymentIntentId));
        else failed.add(contact.id);
      } catch (error) {
        failed.add(contact.id);
        log.error("an abandoned-checkout reminder could not be queued", { paymentIntentId: contact.paymentIntentId, error: redactEmails(error instanceof Error ? error.message : String(error)) });
      }
    }
    if (due.length < BATCH || fresh.length === 0) break;
  }
  return queued;
}

/** Deletes the contacts of checkouts last changed more than CHECKOUT_CONTACT_DAYS ago, reminded or not; returns how many. */
export async function purgeOldCheckoutContacts(now = new Date()): Promise<number> {
  const { count } = await db.checkoutContact.deleteMany({ where: { updatedAt: { lt: new Date(now.getTime() - CHECKOUT_CONTACT_DAYS * 24 * 60 * 60 * 1000) } } });
  return count;
}
