// The reorder reminder: the owner's number of days after an order was
// delivered (lib/marketing/settings.ts), one e-mail per order, only to a
// subscriber, under the dedupe key reorder-reminder:<orderId> (a second run
// finds the key taken and queues nothing). Orders delivered more than
// REORDER_WINDOW_DAYS before that are never reminded, so that changing the
// setting never mails customers of long ago. Cancelled, refunded and
// anonymized orders are not reminded.
import "server-only";
import { db } from "@/lib/db";
import { escapeHtml } from "@/lib/format/html";
import { queueEmails } from "@/lib/mail/outbox";
import { marketingContext, marketingMessage } from "@/lib/marketing/queue";
import { readMarketingSettings } from "@/lib/marketing/settings";
import { getSite } from "@/lib/site";

export const REORDER_WINDOW_DAYS = 14;
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export const reorderReminderKey = (orderId: string) => `reorder-reminder:${orderId}`;

interface DueOrder {
  id: string;
  customerName: string;
  email: string;
  subscriberId: string;
}

function reminderBody(order: DueOrder) {
  const site = getSite();
  const shop = new URL("/checkout", site.url).toString();
  const first = order.customerName.trim().split(/\s+/)[0] || "there";
  const paragraphs = [
    "Your last tin of our healing ointment arrived a while ago. Running low, or planning your next tattoo?",
    "A fresh tin is one click away, and it ships within our usual handling time.",
  ];
  return {
    subject: `Time for a fresh tin? ${site.name}`,
    text: [`Hi ${first},`, "", ...paragraphs.flatMap((p) => [p, ""]), `Order again: ${shop}`, "", site.name].join("\n"),
    html: `<p>Hi ${escapeHtml(first)},</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}\n<p><a href="${escapeHtml(shop)}" style="color:#1d5535;font-weight:bold">Order again</a></p>\n<p>${escapeHtml(site.name)}</p>`,
  };
}

/** Queues the reminder of every order that is due; answers the dedupe keys queued. */
export async function queueReorderReminders(now = new Date()): Promise<string[]> {
  const { values } = await readMarketingSettings();
  const to = new Date(now.getTime() - values.reorderDays * DAY_MS);
  const from = new Date(to.getTime() - REORDER_WINDOW_DAYS * DAY_MS);
  const queued: string[] = [];
  let after = "";
  for (;;) {
    const due = await db.$queryRaw<DueOrder[]>`
      SELECT o."id"::text AS "id", o."customerName", s."email", s."id"::text AS "subscriberId"
      FROM "Order" o
      JOIN "Subscriber" s ON s."email" = lower(trim(o."customerEmail")) AND s."unsubscribedAt" IS NULL
      WHERE o."status" = 'delivered' AND o."deliveredAt" > ${from} AND o."deliveredAt" <= ${to}
        AND o."cancelledAt" IS NULL AND o."anonymizedAt" IS NULL AND o."id"::text > ${after}
        AND NOT EXISTS (SELECT 1 FROM "OutgoingEmail" e WHERE e."dedupeKey" = 'reorder-reminder:' || o."id"::text)
      ORDER BY o."id"
      LIMIT ${BATCH}`;
    if (due.length === 0) break;
    await db.$transaction(async (tx) => {
      const context = await marketingContext(tx);
      await queueEmails(tx, due.map((order) => marketingMessage(context, { id: order.subscriberId, email: order.email }, reorderReminderKey(order.id), reminderBody(order))));
    });
    queued.push(...due.map((order) => reorderReminderKey(order.id)));
    after = due[due.length - 1].id;
    if (due.length < BATCH) break;
  }
  return queued;
}
