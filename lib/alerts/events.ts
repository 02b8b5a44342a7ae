// The events the owner is told about, by their stable names: each name is
// what the webhook's receivers and the e-mails' filters match on, so a name
// never changes once shipped. For each: a title in words (the dashboard, the
// e-mail's subject) and what the owner should do about it.

export const ALERT_NAMES = [
  "payment_refunded_no_order",
  "refund_failed",
  "refund_stuck",
  "dispute_opened",
  "email_failed",
  "label_void_refused",
  "backup_stale",
  "reconcile_created_orders",
  "tax_record_failed",
  "order_late",
] as const;

export type AlertName = (typeof ALERT_NAMES)[number];

export interface AlertEvent {
  /** The event in words: "A payment was refunded: it could not become an order". */
  title: string;
  /** What the owner should do about it. */
  action: string;
}

export const ALERT_EVENTS: Record<AlertName, AlertEvent> = {
  payment_refunded_no_order: {
    title: "A payment was refunded: it could not become an order",
    action:
      "Nothing ships and the customer has their money back. Read the reason: when a size sold out, restock it in Products & Prices; when the amount or the details were wrong, look for a fault in checkout. The payment is in Stripe's Dashboard under its id.",
  },
  refund_failed: {
    title: "A refund did not go through",
    action:
      "The customer has not been paid back. Look the payment up in Stripe's Dashboard (Payments) and fix what the error names; a payment that could not become an order is refunded again by the shop at its next try, an owner's refund is made again from the order's details.",
  },
  refund_stuck: {
    title: "A refund could not be settled",
    action:
      "The shop stopped while asking the payment provider for this refund and cannot tell what became of it. Look the payment up in Stripe's Dashboard: the shop keeps trying and closes this alert itself once the provider answers; if it stays open, tell your developer.",
  },
  dispute_opened: {
    title: "A payment is disputed",
    action:
      "Respond in Stripe's Dashboard (Payments → Disputes) before the deadline Stripe shows, with the order's evidence (what was bought, the tracking number and delivery). Hold the parcel if it has not shipped.",
  },
  email_failed: {
    title: "An e-mail could not be sent",
    action:
      "The shop tried several times over about a day and gave up. Check the mail settings (SMTP_URL, MAIL_FROM) and the error, then press Retry beside the e-mail under Failed e-mails on the dashboard.",
  },
  label_void_refused: {
    title: "A shipping label could not be voided",
    action: "The order will not ship, but its postage was not given back. Ask the label provider for the refund by hand (EasyPost: Dashboard → Shipments → the label → Refund).",
  },
  backup_stale: {
    title: "No recent backup",
    action: "Check the backup schedule's log and where backups are kept (the backups folder or the S3 bucket), then run npm run backup by hand and make sure it ends without an error.",
  },
  reconcile_created_orders: {
    title: "Orders were made from payments that had none",
    action:
      "These customers paid but their orders were not made at the time (the database was down, or Stripe's webhook never arrived). The orders are on the dashboard now: ship them as usual, and find out why they were missed.",
  },
  tax_record_failed: {
    title: "A sale or refund was not recorded with Stripe Tax",
    action: "The money moved, but Stripe Tax's records miss it: record it in Stripe's Dashboard (Tax → Transactions) so that the tax reports stay right.",
  },
  order_late: {
    title: "An order has not shipped in the promised time",
    action:
      "The customer has been e-mailed a delay notice with a new ship-by date and a link to cancel for a full refund. Ship the order by that date (buy its label from the dashboard), or cancel it yourself; resolve this alert once it is on its way.",
  },
};

export const isAlertName = (name: string): name is AlertName => (ALERT_NAMES as readonly string[]).includes(name);
