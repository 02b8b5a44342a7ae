// The delay notice: the e-mail a customer gets, once, when their order has not
// shipped within the promised processing time (lib/orders/late-orders.ts
// queues it). As the FTC's mail-order rule asks, it says plainly that the
// order is late, gives a new ship-by date, and offers two choices: wait
// (nothing to do) or cancel for a full refund, by a link that works without
// signing in, once, until the order ships.
import "server-only";
import { describeLines } from "@/lib/cart/pricing";
import { formatMoney } from "@/lib/catalog/money";
import { escapeHtml } from "@/lib/format/html";
import type { MailFooter } from "@/lib/mail/footer";
import type { OrderWithLines } from "@/lib/orders/order-json";
import { getSite } from "@/lib/site";

export const delayNoticeKey = (orderId: string) => `delay-notice:${orderId}`;

export interface DelayNoticeFacts {
  /** "Monday, November 23, 2026": the day the order was placed, in the shop's time zone. */
  placedOn: string;
  /** "2 business days": the processing time promised. */
  promised: string;
  /** "Tuesday, December 1, 2026": the new day the order is expected to ship by. */
  newShipBy: string;
  /** The one-click cancel link. */
  cancelUrl: string;
}

/** The e-mail, ending with the shop's footer (lib/mail/footer.ts) like every other. */
export function composeDelayNotice(order: OrderWithLines, facts: DelayNoticeFacts, footer: MailFooter) {
  const site = getSite();
  const what = describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize })));
  const refund = formatMoney(order.amountCents - order.refundedCents);
  const intro = [
    `We're sorry: your order ${order.id.slice(0, 8)} (${what}), placed on ${facts.placedOn}, has not shipped yet. We promised to ship it within ${facts.promised}, and we are late.`,
    `We now expect to ship it by ${facts.newShipBy}.`,
    "You can choose what happens next:",
  ];
  const wait = "Wait for it: you don't need to do anything. We'll e-mail you the tracking number as soon as it ships.";
  const cancel = `Cancel it: open the link below and press "Cancel order". You get a full refund of ${refund} to the card you paid with. No sign-in needed.`;
  const rules = "The link works once, and only until your order ships.";
  const closing = [`Questions? Write to us at ${site.supportEmail}.`, site.name, "", footer.text];
  const text = [
    `Hi ${order.customerName},`,
    "",
    ...intro.flatMap((p) => [p, ""]),
    `1. ${wait}`,
    `2. ${cancel}`,
    "",
    `Cancel my order: ${facts.cancelUrl}`,
    "",
    rules,
    "",
    ...closing,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi ${escapeHtml(order.customerName)},</p>
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<ol>
<li>${escapeHtml(wait)}</li>
<li>${escapeHtml(cancel)}</li>
</ol>
<p><a href="${escapeHtml(facts.cancelUrl)}" style="color:#1d5535;font-weight:bold">Cancel my order</a></p>
<p>${escapeHtml(rules)}</p>
<p>Questions? Write to us at <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  return { subject: `Your ${site.name} order is delayed: wait or cancel`, text, html };
}
