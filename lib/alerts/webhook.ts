// The alerts' webhook (ALERT_WEBHOOK_URL): each alert is POSTed there once,
// signed (lib/alerts/notify.ts). An alert is claimed just before its POST in
// one statement that skips rows another deliverer is claiming (FOR UPDATE
// SKIP LOCKED), so any number of deliverers on any number of instances send it
// once; an answer other than 2xx (or none within the timeout) is tried again
// with growing delays (1, 2, 4 … minutes, at most 6 hours), up to
// WEBHOOK_MAX_ATTEMPTS. A deliverer that dies mid-POST leaves a claim that
// goes stale and is taken over: the receiver may then get that alert twice,
// with the same alert id to tell.
import "server-only";
import { webhookBody, webhookSignature, type AlertFact } from "@/lib/alerts/notify";
import type { AlertName } from "@/lib/alerts/events";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { retryDelayMs } from "@/lib/mail/outbox";
import { getSite } from "@/lib/site";
import { logger } from "@/lib/log";

const log = logger("alerts");

export const WEBHOOK_MAX_ATTEMPTS = 10;
/** How long a POST may take. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claim older than this belongs to a deliverer that died mid-POST (many times the timeout). */
export const WEBHOOK_STALE_CLAIM_MS = 2 * 60 * 1000;

interface ClaimedAlert {
  id: string;
  name: AlertName;
  key: string;
  message: string;
  details: Record<string, AlertFact>;
  openedAt: Date;
  /** Including this one. */
  attempts: number;
}

async function claimNext(now: Date, alertId: string | undefined): Promise<ClaimedAlert | null> {
  const staleBefore = new Date(now.getTime() - WEBHOOK_STALE_CLAIM_MS);
  const rows = await db.$queryRaw<ClaimedAlert[]>`
    WITH next AS (
      SELECT "id" FROM "Alert"
      WHERE (("webhookStatus" = 'pending' AND "webhookNextAttemptAt" <= ${now}) OR ("webhookStatus" = 'sending' AND "webhookNextAttemptAt" <= ${staleBefore}))
        AND (${alertId ?? null}::uuid IS NULL OR "id" = ${alertId ?? null}::uuid)
      ORDER BY "openedAt"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "Alert" a
    SET "webhookStatus" = 'sending', "webhookAttempts" = a."webhookAttempts" + 1, "webhookNextAttemptAt" = ${now}
    FROM next
    WHERE a."id" = next."id"
    RETURNING a."id"::text AS "id", a."name", a."key", a."message", a."details", a."openedAt", a."webhookAttempts" AS "attempts"`;
  return rows[0] ?? null;
}

/** POSTs the alert; resolves with null when the receiver took it (2xx), else with what went wrong. */
async function post(url: string, secret: string, alert: ClaimedAlert): Promise<string | null> {
  const body = webhookBody({ id: alert.id, name: alert.name, key: alert.key, message: alert.message, facts: alert.details ?? {}, openedAt: new Date(alert.openedAt) }, getSite());
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "VerdantInk-Alerts/1",
        "X-Shop-Signature": webhookSignature(body, secret, Math.floor(Date.now() / 1000)),
        "X-Shop-Alert": alert.name,
        "X-Shop-Alert-Id": alert.id,
      },
      body,
      // A redirect is an answer to fix in the configuration, not to follow with the signature.
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const text = (await response.text().catch(() => "")).slice(0, 200);
    return `HTTP ${response.status}${text ? `: ${text}` : ""}`;
  } catch (error) {
    return error instanceof Error ? (error.name === "TimeoutError" ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : error.message) : String(error);
  }
}

export interface WebhookDeliveryOptions {
  /** Only this alert. */
  alertId?: string;
  /** At most this many alerts. */
  limit?: number;
  now?: Date;
}

/**
 * POSTs the alerts whose webhook is due, one claim at a time. Without
 * ALERT_WEBHOOK_URL nothing is sent (alerts raised while it was set wait for it).
 */
export async function deliverAlertWebhooks(options: WebhookDeliveryOptions = {}): Promise<{ sent: number; failed: number }> {
  const { webhookUrl, webhookSecret } = getConfig().alerts;
  let sent = 0;
  let failed = 0;
  if (!webhookUrl || !webhookSecret) return { sent, failed };
  const limit = options.limit ?? 20;
  for (let handled = 0; handled < limit; handled++) {
    const now = options.now ?? new Date();
    const alert = await claimNext(now, options.alertId);
    if (!alert) break;
    const problem = await post(webhookUrl, webhookSecret, alert);
    if (problem === null) {
      sent++;
      await db.alert.updateMany({ where: { id: alert.id, webhookStatus: "sending" }, data: { webhookStatus: "sent", webhookSentAt: new Date(), webhookLastError: null } });
      continue;
    }
    failed++;
    const givingUp = alert.attempts >= WEBHOOK_MAX_ATTEMPTS;
    log.error("the alert webhook failed", { alertId: alert.id, alert: alert.name, attempt: alert.attempts, lastAttempt: givingUp, error: problem });
    await db.alert.updateMany({
      where: { id: alert.id, webhookStatus: "sending" },
      data: { webhookStatus: givingUp ? "failed" : "pending", webhookLastError: problem.slice(0, 1000), webhookNextAttemptAt: new Date(now.getTime() + retryDelayMs(alert.attempts)) },
    });
  }
  return { sent, failed };
}
