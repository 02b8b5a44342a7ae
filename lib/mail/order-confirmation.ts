// The order confirmation e-mail: order id, each line (quantity, size, name,
// unit price, line total), subtotal, discount, tax and the amount paid, the
// shipping address, what happens next (the owner's delivery promise), where
// to see the order (the customer's account, by a sign-in link asked for at
// /orders), the support address and the footer every e-mail has
// (lib/mail/footer.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/catalog/money";
import { formatRate } from "@/lib/cart/pricing";
import type { OrderWithLines } from "@/lib/orders/order-json";
import { escapeHtml } from "@/lib/format/html";
import { readMailFacts } from "@/lib/editable-content/policies";
import { deliveryTexts, type BusinessDetails, type DeliveryPromise } from "@/lib/editable-content/policy-schema";
import { mailFooter } from "@/lib/mail/footer";
import { queueEmail } from "@/lib/mail/outbox";
import { getSite } from "@/lib/site";

type Order = OrderWithLines;

/** The order's money below its lines: subtotal, discount, tax, shipping and total, as [label, amount]. */
export function orderMoneyRows(order: Order): [string, string][] {
  return [
    ["Subtotal", formatMoney(order.subtotalCents)],
    ...(order.discountCents > 0 ? [[`Discount${order.discountCode ? ` (${order.discountCode})` : ""}`, `-${formatMoney(order.discountCents)}`] as [string, string]] : []),
    ...(order.taxCents > 0 ? [[`Sales tax${order.taxState ? ` (${order.taxState}, ${formatRate(order.taxRatePpm)})` : ""}`, formatMoney(order.taxCents)] as [string, string]] : []),
    ["Shipping", "FREE"],
    ["Amount paid", formatMoney(order.amountCents)],
  ];
}

/** "2 × Natural Tattoo Aftercare Ointment (4 oz) at $15.99: $31.98" */
export function lineText(line: Order["lines"][number]): string {
  return `${line.quantity} × ${line.productName} (${line.productSize}) at ${formatMoney(line.unitPriceCents)}: ${formatMoney(line.lineTotalCents)}`;
}

export function orderConfirmationKey(orderId: string): string {
  return `order-confirmation:${orderId}`;
}

export function composeOrderConfirmation(order: Order, { business, delivery }: { business: BusinessDetails; delivery: DeliveryPromise }) {
  const site = getSite();
  const footer = mailFooter(business);
  const promise = deliveryTexts(delivery);
  const amount = formatMoney(order.amountCents);
  const address = [
    order.shippingName,
    order.shippingAddress,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingZipCode}`,
    order.shippingCountry,
  ];
  const subject = `Your ${site.name} order is confirmed (${order.id.slice(0, 8)})`;
  const ordersPage = new URL("/orders", site.url).toString();
  const text = [
    `Hi ${order.customerName},`,
    "",
    `Thank you for your order! We have received your payment of ${amount}.`,
    "",
    `Order: ${order.id}`,
    "",
    ...order.lines.map((line) => `  ${lineText(line)}`),
    "",
    ...orderMoneyRows(order).map(([label, value]) => `${label}: ${value}`),
    "",
    "Shipping to:",
    ...address.map((line) => `  ${line}`),
    "",
    "What happens next:",
    `  - We process your order within ${promise.processing}.`,
    `  - Delivery takes ${promise.delivery}, with free shipping.`,
    "  - We e-mail you the tracking number as soon as your parcel ships.",
    "",
    `See your orders, or cancel this one before it ships: ${ordersPage}`,
    "",
    `Questions? Write to us at ${site.supportEmail}.`,
    "",
    `${site.name}`,
    "",
    footer.text,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<h1 style="color:#1d5535">Thank you for your order!</h1>
<p>Hi ${escapeHtml(order.customerName)}, we have received your payment of <strong>${amount}</strong>.</p>
<p>Order ${order.id}</p>
<table cellpadding="4">
<tr><th align="left">Item</th><th align="left">Size</th><th align="right">Qty</th><th align="right">Price</th><th align="right">Total</th></tr>
${order.lines.map((line) => `<tr><td>${escapeHtml(line.productName)}</td><td>${escapeHtml(line.productSize)}</td><td align="right">${line.quantity}</td><td align="right">${formatMoney(line.unitPriceCents)}</td><td align="right">${formatMoney(line.lineTotalCents)}</td></tr>`).join("\n")}
${orderMoneyRows(order).map(([label, value]) => `<tr><td colspan="4">${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<h2>Shipping to</h2><p>${address.map(escapeHtml).join("<br>")}</p>
<h2>What happens next</h2>
<ul><li>We process your order within ${escapeHtml(promise.processing)}.</li><li>Delivery takes ${escapeHtml(promise.delivery)}, with free shipping.</li><li>We e-mail you the tracking number as soon as your parcel ships.</li></ul>
<p><a href="${escapeHtml(ordersPage)}" style="color:#1d5535;font-weight:bold">See your orders</a> (or cancel this one before it ships).</p>
<p>Questions? Write to us at <a href="mailto:${site.supportEmail}">${site.supportEmail}</a>.</p>
<p>${site.name}</p>
${footer.html}</body></html>`;
  return { subject, text, html };
}

/** Queues the confirmation in the order's own transaction (once per order). */
export async function queueOrderConfirmation(tx: Prisma.TransactionClient, order: Order): Promise<void> {
  await queueEmail(tx, { dedupeKey: orderConfirmationKey(order.id), to: order.customerEmail, ...composeOrderConfirmation(order, await readMailFacts(tx)) });
}
