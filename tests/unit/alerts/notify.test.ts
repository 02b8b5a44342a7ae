// What an alert says: the admins' plain-text e-mail (what happened, the facts,
// what to do, where to resolve it, the shop's footer), the webhook's
// Slack-compatible body with the alert's fields, and its signature, which a
// receiver checks with the shared secret.
import { createHmac } from "node:crypto";
import { ALERT_EVENTS, ALERT_NAMES } from "@/lib/alerts/events";
import { alertEmail, labelledFacts, webhookBody, webhookSignature, type AlertNotice } from "@/lib/alerts/notify";

const site = { name: "Verdant Ink", url: "https://verdantink.com" };
const footer = { text: "--\nVerdant Ink, 123 Sample Street\nContact us: https://verdantink.com/contact", html: "<hr>" };
const notice: AlertNotice = {
  id: "5b0c8f3e-8a0c-4c8e-9a51-1f5d1c2b3a4d",
  name: "dispute_opened",
  key: "dp_123",
  message: "Payment pi_123 of order 9f1 is disputed (fraudulent): respond in Stripe before the deadline",
  facts: { reason: "fraudulent", paymentIntentId: "pi_123", orderId: "9f1", amount: "$15.99", respondBy: null },
  openedAt: new Date("2026-11-27T10:00:00Z"),
};

describe("alert events", () => {
  it("keep the stable names the webhook's receivers match on, each with a title and what to do", () => {
    expect(ALERT_NAMES).toEqual(expect.arrayContaining([
      "payment_refunded_no_order", "refund_failed", "refund_stuck", "dispute_opened",
      "email_failed", "label_void_refused", "backup_stale", "reconcile_created_orders",
    ]));
    for (const name of ALERT_NAMES) {
      expect(ALERT_EVENTS[name].title).toMatch(/^[A-Z].*[^.]$/);
      expect(ALERT_EVENTS[name].action).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe("the admins' e-mail", () => {
  it("says in plain text what happened, the facts, what to do and where to resolve it, with the footer", () => {
    const { subject, text } = alertEmail(notice, site, footer);
    expect(subject).toBe("[Verdant Ink] A payment is disputed");
    expect(text).toBe(
      [
        "Hello,",
        "",
        "Verdant Ink needs your attention: a payment is disputed.",
        "",
        `What happened: ${notice.message}`,
        "",
        "- Order: 9f1",
        "- Payment: pi_123",
        "- Amount: $15.99",
        "- Reason: fraudulent",
        "",
        `What to do: ${ALERT_EVENTS.dispute_opened.action}`,
        "",
        "Open alerts are on the dashboard, where you mark this one resolved: https://verdantink.com/admin/dashboard",
        "",
        "Event: dispute_opened (dp_123), 2026-11-27T10:00:00.000Z",
        "",
        footer.text,
      ].join("\n"),
    );
  });
});

describe("the webhook", () => {
  it("sends Slack's text and the alert's fields", () => {
    const body = JSON.parse(webhookBody(notice, site));
    expect(body.text).toBe(
      [
        "Verdant Ink alert: A payment is disputed",
        notice.message,
        "Order: 9f1",
        "Payment: pi_123",
        "Amount: $15.99",
        "Reason: fraudulent",
        `What to do: ${ALERT_EVENTS.dispute_opened.action}`,
        "https://verdantink.com/admin/dashboard",
      ].join("\n"),
    );
    expect(body.alert).toEqual({
      id: notice.id,
      name: "dispute_opened",
      key: "dp_123",
      title: "A payment is disputed",
      message: notice.message,
      action: ALERT_EVENTS.dispute_opened.action,
      details: notice.facts,
      openedAt: "2026-11-27T10:00:00.000Z",
      dashboardUrl: "https://verdantink.com/admin/dashboard",
      shop: "Verdant Ink",
    });
  });

  it("is signed with HMAC-SHA256 over the timestamp and the body", () => {
    const body = webhookBody(notice, site);
    const header = webhookSignature(body, "a-shared-secret-of-the-shop", 1_790_000_000);
    const expected = createHmac("sha256", "a-shared-secret-of-the-shop").update(`1790000000.${body}`).digest("hex");
    expect(header).toBe(`t=1790000000,v1=${expected}`);
    // Another body, time or secret gives another signature.
    expect(webhookSignature(`${body} `, "a-shared-secret-of-the-shop", 1_790_000_000)).not.toBe(header);
    expect(webhookSignature(body, "a-shared-secret-of-the-shop", 1_790_000_001)).not.toBe(header);
    expect(webhookSignature(body, "another-secret-of-the-shop", 1_790_000_000)).not.toBe(header);
  });
});

describe("facts", () => {
  it("are shown in one order whatever order the database keeps them in, without empty ones", () => {
    expect(labelledFacts({ error: "boom", zeta: 1, refundId: "r1", orderId: "o1", empty: "", none: null })).toEqual([
      { label: "Order", value: "o1" },
      { label: "Refund", value: "r1" },
      { label: "Error", value: "boom" },
      { label: "zeta", value: "1" },
    ]);
  });
});
