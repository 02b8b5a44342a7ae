// Delivering marketing e-mail at the owner's rate (the "marketing" schedule,
// lib/maintenance/background.ts, every minute, once for the whole shop with
// runJob): first the due reminders are queued (abandoned checkouts, reorder
// reminders), then transactional mail that is due goes out (it never waits
// behind marketing), then marketing messages whose address is no longer
// subscribed (or whose checkout was paid) are cancelled, and at most what the
// last minute leaves of the rate is sent (lib/marketing/throttle.ts); the
// outbox claims each only while its address is still subscribed.
import "server-only";
import { db } from "@/lib/db";
import { cancelUnwantedMarketing, deliverPendingEmails } from "@/lib/mail/outbox";
import { queueAbandonedCheckoutReminders } from "@/lib/marketing/abandoned";
import { queueReorderReminders } from "@/lib/marketing/reorder";
import { readMarketingSettings } from "@/lib/marketing/settings";
import { marketingAllowance } from "@/lib/marketing/throttle";
import { runJob } from "@/lib/maintenance/jobs";

/** Marketing e-mails sent within the minute before `now` (every instance's). */
async function sentInLastMinute(now: Date): Promise<number> {
  return db.outgoingEmail.count({ where: { kind: "marketing", sentAt: { gt: new Date(now.getTime() - 60_000) } } });
}

export interface MarketingRun {
  queued: number;
  transactional: number;
  cancelled: number;
  sent: number;
}

/** One pass: queue what is due, then send transactional mail, then marketing within the rate. */
export async function runMarketingDelivery(now = new Date()): Promise<MarketingRun> {
  const abandoned = await queueAbandonedCheckoutReminders(now);
  const reorder = await queueReorderReminders(now);
  // Transactional mail first: marketing never holds it back.
  const transactional = await deliverPendingEmails({ limit: 50 });
  const cancelled = await cancelUnwantedMarketing();
  const { values } = await readMarketingSettings();
  const allowance = marketingAllowance(values.ratePerMinute, await sentInLastMinute(new Date()));
  const marketing = allowance > 0 ? await deliverPendingEmails({ kind: "marketing", limit: allowance }) : { sent: 0 };
  return { queued: abandoned.length + reorder.length, transactional: transactional.sent, cancelled, sent: marketing.sent };
}

/** The schedule's tick: one run for the whole shop at a time (the rate is the shop's, not each instance's). */
export async function marketingTick(): Promise<void> {
  await runJob("marketing-mail", { everyMs: 50_000, leaseMs: 10 * 60_000, retryMs: 60_000 }, () => runMarketingDelivery());
}
