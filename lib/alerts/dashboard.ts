// The dashboard's part of the alerts: the open alerts (each with its event in
// words, its facts and what to do) and the e-mails the outbox gave up on, with
// the two things the owner does about them: Resolve an alert (recorded with
// the admin and the time, on the alert and in the change log) and Retry a
// failed e-mail (it is put back to pending and sent at once; the change log
// records the retry). Admins see the recipient of a failed e-mail, as they see
// the customers of orders; the change log names the e-mail by its subject and
// key only.
import "server-only";
import { ALERT_EVENTS, isAlertName } from "@/lib/alerts/events";
import { labelledFacts, type AlertFact } from "@/lib/alerts/notify";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { recordChange } from "@/lib/editing/changes";
import { conflict, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import { deliverPendingEmails, REQUEST_EMAIL_BUDGET_MS } from "@/lib/mail/outbox";
import { logger } from "@/lib/log";
import { countLateOrders } from "@/lib/orders/late-orders";
import { redactEmails } from "@/lib/security/redact";

const log = logger("mail");

/** How many of each list the dashboard shows (newest first), with the total. */
export const DASHBOARD_ALERTS_LIMIT = 50;

export interface AlertJson {
  id: string;
  name: string;
  /** The event in words. */
  title: string;
  /** What the owner should do. */
  action: string;
  key: string;
  message: string;
  facts: { label: string; value: string }[];
  openedAt: string;
}

export interface FailedEmailJson {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface AlertsPanelJson {
  alerts: AlertJson[];
  /** Open alerts in all, of which `alerts` are the newest. */
  openAlerts: number;
  failedEmails: FailedEmailJson[];
  /** Failed e-mails in all. */
  failedTotal: number;
  /** Orders found late (past the promised processing time) and still unshipped: the dashboard's badge. */
  lateOrders: number;
}

function alertJson(row: { id: string; name: string; key: string; message: string; details: unknown; openedAt: Date }): AlertJson {
  const event = isAlertName(row.name) ? ALERT_EVENTS[row.name] : { title: row.name, action: "" };
  const details = (row.details && typeof row.details === "object" ? row.details : {}) as Record<string, AlertFact>;
  return {
    id: row.id,
    name: row.name,
    title: event.title,
    action: event.action,
    key: row.key,
    message: row.message,
    facts: labelledFacts(details),
    openedAt: row.openedAt.toISOString(),
  };
}

/** The open alerts and the failed e-mails, newest first. */
export async function alertsPanel(admin: AdminPrincipal): Promise<AlertsPanelJson> {
  assertAdmin(admin);
  const [alerts, openAlerts, emails, failedTotal, lateOrders] = await Promise.all([
    db.alert.findMany({ where: { resolvedAt: null }, orderBy: [{ openedAt: "desc" }, { id: "desc" }], take: DASHBOARD_ALERTS_LIMIT }),
    db.alert.count({ where: { resolvedAt: null } }),
    db.outgoingEmail.findMany({
      where: { status: "failed" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DASHBOARD_ALERTS_LIMIT,
      select: { id: true, to: true, subject: true, attempts: true, lastError: true, createdAt: true },
    }),
    db.outgoingEmail.count({ where: { status: "failed" } }),
    countLateOrders(),
  ]);
  return {
    alerts: alerts.map(alertJson),
    openAlerts,
    failedEmails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
    failedTotal,
    lateOrders,
  };
}

export interface ResolvedAlertJson {
  id: string;
  resolvedAt: string;
  resolvedBy: string;
  /** Someone (or the shop) had resolved it before this request. */
  alreadyResolved: boolean;
}

const alertGone = () => notFound("This alert no longer exists.", "alert_not_found");

/** Marks an open alert resolved by this admin; one already resolved is answered as it is. */
export async function resolveAlert(admin: AdminPrincipal, id: string, now = new Date()): Promise<ResolvedAlertJson> {
  assertAdmin(admin);
  if (!isUuid(id)) throw alertGone();
  return db.$transaction(async (tx) => {
    const { count } = await tx.alert.updateMany({ where: { id, resolvedAt: null }, data: { resolvedAt: now, resolvedById: admin.id, resolvedByEmail: admin.email } });
    const alert = await tx.alert.findUnique({ where: { id }, select: { name: true, key: true, message: true, resolvedAt: true, resolvedByEmail: true } });
    if (!alert) throw alertGone();
    if (count === 1) {
      const title = isAlertName(alert.name) ? ALERT_EVENTS[alert.name].title : alert.name;
      await recordChange(tx, admin, { entity: "alert", entityId: id, action: "update", summary: `Resolved the alert "${title}" (${alert.name} ${alert.key})`, before: { resolvedAt: null }, after: { resolvedAt: now.toISOString() } });
    }
    return { id, resolvedAt: alert.resolvedAt!.toISOString(), resolvedBy: alert.resolvedByEmail ?? "", alreadyResolved: count === 0 };
  });
}

export interface RetriedEmailJson {
  id: string;
  /** sent: it went out now; failed: it failed again; pending: not tried yet (the mail schedule sends it). */
  status: "sent" | "failed" | "pending";
  lastError: string | null;
}

const emailGone = () => notFound("This e-mail no longer exists.", "email_not_found");

/**
 * Puts a failed e-mail back to pending and sends it at once (within a
 * request's budget); answers what became of it. A send that fails again is
 * failed again (it had used its attempts), with the new error. Sent, it closes
 * the e-mail's email_failed alerts as resolved by this admin.
 */
export async function retryFailedEmail(admin: AdminPrincipal, id: string, now = new Date()): Promise<RetriedEmailJson> {
  assertAdmin(admin);
  if (!isUuid(id)) throw emailGone();
  const email = await db.$transaction(async (tx) => {
    const { count } = await tx.outgoingEmail.updateMany({ where: { id, status: "failed" }, data: { status: "pending", nextAttemptAt: now } });
    const row = await tx.outgoingEmail.findUnique({ where: { id }, select: { dedupeKey: true, subject: true, status: true } });
    if (!row) throw emailGone();
    if (count === 0) throw conflict(row.status === "sent" ? "This e-mail has been sent already." : "This e-mail is already waiting to be sent.", "email_not_failed");
    await recordChange(tx, admin, { entity: "email", entityId: id, action: "update", summary: `Retried the failed e-mail "${row.subject}" (${row.dedupeKey})`, before: { status: "failed" }, after: { status: "pending" } });
    return row;
  });
  await deliverPendingEmails({ dedupeKey: email.dedupeKey, budgetMs: REQUEST_EMAIL_BUDGET_MS }).catch((error) =>
    log.error("retrying a failed e-mail failed", { messageId: id, dedupeKey: email.dedupeKey, error: redactEmails(error instanceof Error ? error.message : String(error)) }),
  );
  const after = await db.outgoingEmail.findUniqueOrThrow({ where: { id }, select: { status: true, lastError: true } });
  if (after.status === "sent") {
    await db.alert.updateMany({ where: { name: "email_failed", key: { startsWith: `${id}:` }, resolvedAt: null }, data: { resolvedAt: new Date(), resolvedById: admin.id, resolvedByEmail: admin.email } });
  }
  const status = after.status === "sent" || after.status === "failed" ? after.status : "pending";
  return { id, status, lastError: status === "sent" ? null : after.lastError };
}
