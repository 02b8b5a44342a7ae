// The order confirmation e-mail: order id, product, size, amount, shipping
// address, what happens next and the support address.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/catalog/money";
import { escapeHtml } from "@/lib/format/html";
import { queueEmail } from "@/lib/mail/outbox";
import { getSite } from "@/lib/site";

type Order = Prisma.OrderGetPayload<object>;


export function orderConfirmationKey(orderId: string): string {
  return `order-confirmation:${orderId}`;
}

export function composeOrderConfirmation(order: Order) {
  const site = getSite();
  const amount = formatMoney(order.amountCents);
  const address = [
    order.shippingName,
    order.shippingAddress,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingZipCode}`,
    order.shippingCountry,
  ];
  const subject = `Your ${site.name} order is confirmed (${order.id.slice(0, 8)})`;
  const text = [
    `Hi ${order.customerName},`,
    "",
    `Thank you for your order! We have received your payment of ${amount}.`,
    "",
    `Order: ${order.id}`,
    `Product: ${order.productName}`,
    `Size: ${order.productSize}`,
    `Quantity: ${order.quantity}`,
    `Amount paid: ${amount}`,
    "",
    "Shipping to:",
    ...address.map((line) => `  ${line}`),
    "",
    "What happens next:",
    "  - We process your order within 1-2 business days.",
    "  - Delivery takes 3-5 business days, with free shipping.",
    "  - We e-mail you the tracking number as soon as your parcel ships.",
    "",
    `Questions? Write to us at ${site.supportEmail}.`,
    "",
    `${site.name}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<h1 style="color:#1d5535">Thank you for your order!</h1>
<p>Hi ${escapeHtml(order.customerName)}, we have received your payment of <strong>${amount}</strong>.</p>
<table cellpadding="4">
<tr><td>Order</td><td>${order.id}</td></tr>
<tr><td>Product</td><td>${escapeHtml(order.productName)}</td></tr>
<tr><td>Size</td><td>${escapeHtml(order.productSize)}</td></tr>
<tr><td>Quantity</td><td>${order.quantity}</td></tr>
<tr><td>Amount paid</td><td>${amount}</td></tr>
</table>
<h2>Shipping to</h2><p>${address.map(escapeHtml).join("<br>")}</p>
<h2>What happens next</h2>
<ul><li>We process your order within 1-2 business days.</li><li>Delivery takes 3-5 business days, with free shipping.</li><li>We e-mail you the tracking number as soon as your parcel ships.</li></ul>
<p>Questions? Write to us at <a href="mailto:${site.supportEmail}">${site.supportEmail}</a>.</p>
<p>${site.name}</p></body></html>`;
  return { subject, text, html };
}

/** Queues the confirmation in the order's own transaction (once per order). */
export async function queueOrderConfirmation(tx: Prisma.TransactionClient, order: Order): Promise<void> {
  await queueEmail(tx, { dedupeKey: orderConfirmationKey(order.id), to: order.customerEmail, ...composeOrderConfirmation(order) });
}
