// Retention: what the shop keeps only for a while is deleted on a schedule
// (lib/maintenance/background.ts, hourly in every server process) or by hand
// with `npm run retention`.
// - abuse-limit counters once their window has ended;
// - admin sessions once expired or idle;
// - login attempts (the audit trail of admin logins) after 90 days;
// - login delays of an e-mail not tried for a day;
// - processed Stripe webhook event ids after 90 days (Stripe redelivers an
//   event for 3 days at most);
// - uploaded photos no order uses, after 24 hours (8 days for a photo named in
//   a payment's checkout details, whose order may still be made);
// - local test payment intents, after 30 days;
// - community sign-in links once expired (a used one is deleted when used);
// - forum members' sessions once expired (a signed-out one is deleted then);
// - links sent by e-mail (reviews, privacy requests) a day after they expired;
// - page visits ("people viewing now") after an hour;
// - sent e-mails (rows and .eml files) after 90 days;
// - order photos (file and Order.photoUrl) the owner's number of days after
//   delivery (90 by default, /admin/privacy);
// - the client (a keyed hash of its address) of a discount code's reservation
//   once the reservation expired.
// Every purge is one bulk statement (uploads: batches claimed with SKIP
// LOCKED) and deletes only what is past its time, so running it again, or on
// several instances at once, is safe. A purge that fails is logged and the
// others still run; the next run tries it again.
import "server-only";
import { purgeEndedSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { clearExpiredHoldClients } from "@/lib/discounts/redeem";
import { purgeEndedMemberSessions } from "@/lib/forum/member-sessions";
import { purgeExpiredEmailLinks } from "@/lib/links/email-link";
import { purgeOldCheckoutContacts } from "@/lib/marketing/abandoned";
import { purgeOldEmails } from "@/lib/mail/outbox-files";
import { purgeLocalPaymentIntents } from "@/lib/payments/purge-local-intents";
import { purgeOrderPhotos } from "@/lib/privacy/order-photos";
import { LOGIN_ATTEMPT_RETENTION_DAYS } from "@/lib/security/limits";
import { purgeExpiredLimits } from "@/lib/security/rate-limit";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { purgeOldPageVisits } from "@/lib/social-proof/visits";
import { logger } from "@/lib/log";

const log = logger("retention");

const DAY_MS = 24 * 60 * 60 * 1000;

export const LOGIN_THROTTLE_IDLE_MS = DAY_MS;
export const WEBHOOK_EVENT_RETENTION_DAYS = 90;

/** Deletes login attempts older than 90 days; returns how many. */
export async function purgeOldLoginAttempts(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_DAYS * DAY_MS);
  const { count } = await db.loginAttempt.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}

/** Deletes the login delays of e-mails not tried for a day (their delay ended long ago); returns how many. */
export async function purgeIdleLoginThrottles(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LOGIN_THROTTLE_IDLE_MS);
  const { count } = await db.loginThrottle.deleteMany({ where: { updatedAt: { lt: cutoff } } });
  return count;
}

/** Deletes the records of webhook events processed more than 90 days ago; returns how many. */
export async function purgeOldWebhookEvents(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_EVENT_RETENTION_DAYS * DAY_MS);
  const { count } = await db.processedWebhookEvent.deleteMany({ where: { processedAt: { lt: cutoff } } });
  return count;
}

/** Deletes the tokens of sign-in links past their hour; returns how many. */
export async function purgeExpiredSignInLinks(now = new Date()): Promise<number> {
  const { count } = await db.memberSignInToken.deleteMany({ where: { expires: { lt: now } } });
  return count;
}

/** Every purge of a retention run, by the name its count has in the summary. */
const PURGES = {
  rateLimitCounters: (now: Date) => purgeExpiredLimits(now),
  adminSessions: (now: Date) => purgeEndedSessions(now),
  loginAttempts: (now: Date) => purgeOldLoginAttempts(now),
  loginThrottles: (now: Date) => purgeIdleLoginThrottles(now),
  webhookEvents: (now: Date) => purgeOldWebhookEvents(now),
  unattachedUploads: (now: Date) => purgeUnattachedUploads(now),
  localPaymentIntents: (now: Date) => purgeLocalPaymentIntents(now),
  signInLinks: (now: Date) => purgeExpiredSignInLinks(now),
  memberSessions: (now: Date) => purgeEndedMemberSessions(now),
  emailLinks: (now: Date) => purgeExpiredEmailLinks(now),
  pageVisits: (now: Date) => purgeOldPageVisits(now),
  sentEmails: (now: Date) => purgeOldEmails(now),
  orderPhotos: (now: Date) => purgeOrderPhotos(now),
  checkoutContacts: (now: Date) => purgeOldCheckoutContacts(now),
  discountHoldClients: (now: Date) => clearExpiredHoldClients(now),
} satisfies Record<string, (now: Date) => Promise<number>>;

export type RetentionPurge = keyof typeof PURGES;
export const RETENTION_PURGES = Object.keys(PURGES) as RetentionPurge[];

/** Rows deleted per purge; a purge that failed has no entry. */
export type RetentionSummary = Partial<Record<RetentionPurge, number>>;

/**
 * Runs every purge once, one after the other, each on its own: a failure is
 * logged and the others still run. Logs one line when anything was deleted.
 */
export async function runRetention(now = new Date()): Promise<RetentionSummary> {
  const summary: RetentionSummary = {};
  for (const name of RETENTION_PURGES) {
    try {
      summary[name] = await PURGES[name](now);
    } catch (error) {
      log.error("purge failed", { purge: name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const deleted = RETENTION_PURGES.filter((name) => (summary[name] ?? 0) > 0);
  if (deleted.length > 0) log.info("purged", { deleted: Object.fromEntries(deleted.map((name) => [name, summary[name]])) });
  return summary;
}
