// What an alert says to the owner: the admins' e-mail (plain text: what
// happened, the facts, what to do, where to look) and the webhook's body
// (Slack-compatible: a "text" Slack shows, and the same alert as structured
// fields for any other receiver), with its signature.
//
// The signature: X-Shop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>" under ALERT_WEBHOOK_SECRET>. A receiver computes the same
// HMAC over the body as received, compares it in constant time, and refuses a
// timestamp more than five minutes old (a replay).
import { createHmac } from "node:crypto";
import { ALERT_EVENTS, type AlertName } from "@/lib/alerts/events";
import type { MailFooter } from "@/lib/mail/footer";

/** A fact of an alert: an id, an amount in words, a reason. */
export type AlertFact = string | number | boolean | null;

export interface AlertDetails {
  /** What happened, in one plain sentence (also the log line). */
  message: string;
  /** The ids and figures the owner needs to look it up, by name (paymentIntentId, orderId, …). */
  facts?: Record<string, AlertFact>;
}

/** An alert as it is sent. */
export interface AlertNotice {
  id: string;
  name: AlertName;
  key: string;
  message: string;
  facts: Record<string, AlertFact>;
  openedAt: Date;
}

/** How the facts are named in words, in the order they are shown. */
const FACT_LABELS: Record<string, string> = {
  orderId: "Order",
  paymentIntentId: "Payment",
  refundId: "Refund",
  disputeId: "Dispute",
  labelId: "Label",
  emailId: "E-mail",
  subject: "Subject",
  amount: "Amount",
  provider: "Provider",
  trackingNumber: "Tracking number",
  reason: "Reason",
  respondBy: "Respond by",
  attempts: "Attempts",
  lastBackupAt: "Last backup",
  bytes: "Size (bytes)",
  orders: "Orders",
  payments: "Payments",
  placedOn: "Placed on",
  promisedBy: "Promised by",
  newShipBy: "New ship-by date",
  error: "Error",
};

const FACT_ORDER = Object.keys(FACT_LABELS);
const rank = (name: string) => (FACT_ORDER.includes(name) ? FACT_ORDER.indexOf(name) : FACT_ORDER.length);

/**
 * The facts that say something, each with its label, in one order wherever
 * they are shown (the database keeps JSON objects in an order of its own).
 */
export function labelledFacts(facts: Record<string, AlertFact>): { label: string; value: string }[] {
  return Object.entries(facts)
    .filter(([, value]) => value !== null && value !== "")
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, value]) => ({ label: FACT_LABELS[name] ?? name, value: String(value) }));
}

/** "Payment: pi_123" lines. */
const factLines = (facts: Record<string, AlertFact>) => labelledFacts(facts).map((fact) => `${fact.label}: ${fact.value}`);

const dashboardUrl = (siteUrl: string) => new URL("/admin/dashboard", siteUrl).toString();

/** The e-mail to each admin: plain text, ending with the footer every e-mail has. */
export function alertEmail(alert: AlertNotice, site: { name: string; url: string }, footer: MailFooter): { subject: string; text: string } {
  const event = ALERT_EVENTS[alert.name];
  const facts = factLines(alert.facts);
  const text = [
    "Hello,",
    "",
    `${site.name} needs your attention: ${event.title.charAt(0).toLowerCase()}${event.title.slice(1)}.`,
    "",
    `What happened: ${alert.message}`,
    ...(facts.length ? ["", ...facts.map((line) => `- ${line}`)] : []),
    "",
    `What to do: ${event.action}`,
    "",
    `Open alerts are on the dashboard, where you mark this one resolved: ${dashboardUrl(site.url)}`,
    "",
    `Event: ${alert.name} (${alert.key}), ${alert.openedAt.toISOString()}`,
    "",
    footer.text,
  ].join("\n");
  return { subject: `[${site.name}] ${event.title}`, text };
}

/** The webhook's JSON body: Slack's "text", and the alert's fields for other receivers. */
export function webhookBody(alert: AlertNotice, site: { name: string; url: string }): string {
  const event = ALERT_EVENTS[alert.name];
  const facts = factLines(alert.facts);
  const text = [`${site.name} alert: ${event.title}`, alert.message, ...facts, `What to do: ${event.action}`, dashboardUrl(site.url)].join("\n");
  return JSON.stringify({
    text,
    alert: {
      id: alert.id,
      name: alert.name,
      key: alert.key,
      title: event.title,
      message: alert.message,
      action: event.action,
      details: alert.facts,
      openedAt: alert.openedAt.toISOString(),
      dashboardUrl: dashboardUrl(site.url),
      shop: site.name,
    },
  });
}

/** The X-Shop-Signature header of `body` sent at `timestamp` (unix seconds). */
export function webhookSignature(body: string, secret: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}
