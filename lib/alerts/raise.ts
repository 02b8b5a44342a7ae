// Raising an alert: the owner is told once about each event. An event is a
// row of Alert, unique on its name and key, inserted with ON CONFLICT DO
// NOTHING: of any number of callers raising it (a retry, a redelivered
// webhook, two instances at the same moment) one records it, and only that
// one queues the admins' e-mails (in the same transaction, each under a
// dedupe key) and marks the webhook due. Delivery then starts at once, in the
// background; what it cannot send now the schedules send later (the outbox
// for the e-mails, lib/alerts/webhook.ts for the webhook).
//
// Raising never fails its caller. Each event is logged once, as "[alert] …",
// when it is recorded (or when it cannot be: then the log is all there is).
import "server-only";
import { randomUUID } from "node:crypto";
import { ALERT_EVENTS, type AlertName } from "@/lib/alerts/events";
import { alertEmail, type AlertDetails, type AlertFact, type AlertNotice } from "@/lib/alerts/notify";
import { deliverAlertWebhooks } from "@/lib/alerts/webhook";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { readMailFacts } from "@/lib/editable-content/policies";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mailFooter } from "@/lib/mail/footer";
import { queueEmail, sendQueuedEmailNow } from "@/lib/mail/outbox";
import { redactEmails } from "@/lib/security/redact";
import { getSite } from "@/lib/site";
import { logger } from "@/lib/log";

const log = logger("alert");

/** The dedupe key of an alert's e-mail to one admin. */
export const alertEmailKey = (alertId: string, adminId: string) => `${ALERT_EMAIL_PREFIX}${alertId}:${adminId}`;
export const ALERT_EMAIL_PREFIX = "alert:";

const MAX_KEY_LENGTH = 200;

export interface RaiseOptions {
  /** false: the admins are not e-mailed (an alert about an alert's own e-mail, which would fail the same way). */
  email?: boolean;
}

export interface RaisedAlert {
  /** This call recorded the event (false: it was raised before, or could not be recorded). */
  raised: boolean;
  id: string | null;
}

// Deliveries started by this process and not finished yet (one set for the
// process, however many times the module is loaded).
const state = globalThis as unknown as { shopAlertDeliveries?: Set<Promise<void>> };
const inFlight = (state.shopAlertDeliveries ??= new Set());

/**
 * Resolves once every delivery this process started has ended (a command
 * waits for them before it closes the database; tests wait for them).
 */
export async function alertDeliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Facts as stored: no e-mail address ever reaches the alert, its webhook or its log. */
function cleanFacts(facts: Record<string, AlertFact> = {}): Record<string, AlertFact> {
  return Object.fromEntries(Object.entries(facts).map(([name, value]) => [name, typeof value === "string" ? redactEmails(value).slice(0, 1000) : value]));
}

interface Recorded {
  notice: AlertNotice;
  emailKeys: string[];
  webhook: boolean;
}

async function record(name: AlertName, key: string, details: AlertDetails, options: RaiseOptions): Promise<Recorded | null> {
  const notice: AlertNotice = { id: randomUUID(), name, key, message: redactEmails(details.message).slice(0, 2000), facts: cleanFacts(details.facts), openedAt: new Date() };
  const webhook = getConfig().alerts.webhookUrl !== undefined;
  return db.$transaction(async (tx) => {
    const { count } = await tx.alert.createMany({
      data: [
        {
          id: notice.id,
          name,
          key,
          message: notice.message,
          details: notice.facts as Prisma.InputJsonValue,
          openedAt: notice.openedAt,
          webhookStatus: webhook ? "pending" : null,
          webhookNextAttemptAt: webhook ? notice.openedAt : null,
        },
      ],
      skipDuplicates: true,
    });
    if (count === 0) return null;
    const emailKeys: string[] = [];
    if (options.email !== false) {
      const admins = await tx.adminUser.findMany({ select: { id: true, email: true }, orderBy: { createdAt: "asc" } });
      if (admins.length > 0) {
        const { business } = await readMailFacts(tx);
        const content = alertEmail(notice, getSite(), mailFooter(business));
        for (const admin of admins) {
          const dedupeKey = alertEmailKey(notice.id, admin.id);
          await queueEmail(tx, { dedupeKey, to: admin.email, ...content });
          emailKeys.push(dedupeKey);
        }
        await tx.alert.update({ where: { id: notice.id }, data: { notifiedAt: new Date() } });
      }
    }
    return { notice, emailKeys, webhook };
  });
}

/** Sends what the alert just recorded: the webhook first (it does not depend on the mail server), then each admin's e-mail. */
async function deliverNow(recorded: Recorded): Promise<void> {
  if (recorded.webhook) await deliverAlertWebhooks({ alertId: recorded.notice.id });
  for (const dedupeKey of recorded.emailKeys) await sendQueuedEmailNow(dedupeKey);
}

/**
 * Tells the owner about an event, once per name and key: logged, recorded,
 * e-mailed to every admin and (with ALERT_WEBHOOK_URL) posted to the webhook.
 * Never throws.
 */
export async function raiseAlert(name: AlertName, key: string, details: AlertDetails, options: RaiseOptions = {}): Promise<RaisedAlert> {
  const eventKey = key.slice(0, MAX_KEY_LENGTH);
  const alertLine = () => log.error(redactEmails(details.message), { alert: name, key: eventKey });
  let recorded: Recorded | null;
  try {
    recorded = await record(name, eventKey, details, options);
  } catch (error) {
    alertLine();
    log.error("the alert could not be recorded, so no one was told but this log", { alert: name, key: eventKey, error: redactEmails(error instanceof Error ? error.message : String(error)) });
    return { raised: false, id: null };
  }
  // Raised before: told already, and logged then.
  if (!recorded) return { raised: false, id: null };
  alertLine();
  const delivery = deliverNow(recorded)
    .catch((error) => log.error("delivering the alert failed; the schedule tries again", { alert: name, key: eventKey, error: redactEmails(error instanceof Error ? error.message : String(error)) }))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return { raised: true, id: recorded.notice.id };
}

/**
 * Closes the open alerts of `name` whose key is `key` (or starts with it,
 * `prefix: true`) as resolved by the shop itself: what they were about has
 * settled (a stuck refund was finished, a backup was made). Never throws.
 */
export async function closeAlertsSettledByShop(name: AlertName, key: string, { prefix = false } = {}): Promise<number> {
  try {
    const { count } = await db.alert.updateMany({
      where: { name, key: prefix ? { startsWith: key } : key, resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedByEmail: "shop" },
    });
    if (count > 0) log.info(`"${ALERT_EVENTS[name].title}" settled, closed by the shop`, { alert: name, key: prefix ? `${key}…` : key, closed: count });
    return count;
  } catch (error) {
    log.error("the alerts could not be closed", { alert: name, key, error: error instanceof Error ? error.message : String(error) });
    return 0;
  }
}
