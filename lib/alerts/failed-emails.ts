// email_failed: an e-mail the outbox gave up on (MAX_ATTEMPTS failed sends,
// lib/mail/outbox.ts) is raised as an alert, once per e-mail and number of
// attempts (a failed e-mail the owner retries and that fails again is raised
// again). The outbox itself knows nothing of alerts: the alerts schedule
// finds what it gave up on, recently, and raises it. An alert's own e-mail
// that fails is raised without e-mails (they would fail the same way): the
// dashboard and the webhook still tell.
import "server-only";
import { ALERT_EMAIL_PREFIX, raiseAlert } from "@/lib/alerts/raise";
import { db } from "@/lib/db";
import { redactEmails } from "@/lib/security/redact";

/** Only e-mails that failed in this window are raised (older ones, e.g. from before alerts existed, are on the dashboard's list). */
const RECENT_DAYS = 7;

export const emailFailedKey = (emailId: string, attempts: number) => `${emailId}:${attempts}`;

/** Raises email_failed for each e-mail given up on recently and not raised yet; returns how many were raised. */
export async function raiseFailedEmailAlerts(limit = 50): Promise<number> {
  const rows = await db.$queryRaw<{ id: string; dedupeKey: string; subject: string; attempts: number; lastError: string | null }[]>`
    SELECT e."id"::text AS "id", e."dedupeKey", e."subject", e."attempts", e."lastError"
    FROM "OutgoingEmail" e
    WHERE e."status" = 'failed'
      AND e."nextAttemptAt" > now() - make_interval(days => ${RECENT_DAYS})
      AND NOT EXISTS (SELECT 1 FROM "Alert" a WHERE a."name" = 'email_failed' AND a."key" = e."id"::text || ':' || e."attempts")
    ORDER BY e."createdAt"
    LIMIT ${limit}`;
  let raised = 0;
  for (const email of rows) {
    const error = redactEmails(email.lastError ?? "unknown error");
    const { raised: recorded } = await raiseAlert(
      "email_failed",
      emailFailedKey(email.id, email.attempts),
      {
        message: `The e-mail "${email.subject}" (${email.dedupeKey}) could not be sent after ${email.attempts} attempts: ${error}`,
        facts: { emailId: email.id, subject: email.subject, attempts: email.attempts, error },
      },
      { email: !email.dedupeKey.startsWith(ALERT_EMAIL_PREFIX) },
    );
    if (recorded) raised++;
  }
  return raised;
}
