// The e-mails that tell a customer what happened to their order after it was
// confirmed: it shipped (carrier, tracking number, a link to /track with the
// number filled in), it was delivered, money was refunded. Each is queued in
// the transaction of the change it announces, under a key that sends it once
// (a repeated change, a second instance, a retried request queue nothing new).
// Each ends with the footer every e-mail has (lib/mail/footer.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/catalog/money";
import { describeLines } from "@/lib/cart/pricing";
import type { OrderWithLines } from "@/lib/orders/order-json";
import { USAGE_STEPS } from "@/lib/fixed-content";
import { escapeHtml } from "@/lib/format/html";
import { readMailFacts } from "@/lib/editable-content/policies";
import type { BusinessDetails } from "@/lib/editable-content/policy-schema";
import { mailFooter } from "@/lib/mail/footer";
import { queueEmail } from "@/lib/mail/outbox";
import { getSite } from "@/lib/site";

type Order = OrderWithLines;

/** "your order (2 × 4 oz, 1 × 1 oz)" */
const whatWasOrdered = (order: Order) => `your order (${describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize })))})`;
type Tx = Prisma.TransactionClient;


interface Message {
  subject: string;
  /** Paragraphs of the message, as plain text. */
  paragraphs: string[];
  /** A link shown under the paragraphs. */
  link?: { text: string; href: string };
}

/** The same message as plain text and as HTML, signed with the shop's name and support address, with the business's footer. */
function render(order: Order, message: Message, business: BusinessDetails) {
  const site = getSite();
  const footer = mailFooter(business);
  const closing = [`Questions? Write to us at ${site.supportEmail}.`, site.name, "", footer.text];
  const text = [`Hi ${order.customerName},`, "", ...message.paragraphs.flatMap((p) => [p, ""]), ...(message.link ? [`${message.link.text}: ${message.link.href}`, ""] : []), ...closing].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi ${escapeHtml(order.customerName)},</p>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${message.link ? `<p><a href="${escapeHtml(message.link.href)}" style="color:#1d5535;font-weight:bold">${escapeHtml(message.link.text)}</a></p>` : ""}
<p>Questions? Write to us at <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  return { subject: message.subject, text, html };
}

/** The tracking page with the number filled in. */
export function trackingLink(trackingNumber: string): string {
  const link = new URL("/track", getSite().url);
  link.searchParams.set("number", trackingNumber);
  return link.toString();
}

export const shippedKey = (orderId: string) => `order-shipped:${orderId}`;
export const deliveredKey = (orderId: string) => `order-delivered:${orderId}`;
export const refundedKey = (refundId: string) => `order-refunded:${refundId}`;

export function composeShipped(order: Order, label: { carrier: string; service: string; trackingNumber: string }, business: BusinessDetails) {
  const short = order.id.slice(0, 8);
  return render(order, {
    subject: `Your order has shipped (${short})`,
    paragraphs: [
      `Good news: ${whatWasOrdered(order)} is on its way.`,
      `Carrier: ${label.carrier} ${label.service}`,
      `Tracking number: ${label.trackingNumber}`,
    ],
    link: { text: "Track your parcel", href: trackingLink(label.trackingNumber) },
  }, business);
}

export function composeDelivered(order: Order, business: BusinessDetails) {
  return render(order, {
    subject: `Delivered: your order ${order.id.slice(0, 8)}`,
    paragraphs: [
      `${whatWasOrdered(order).replace(/^y/, "Y")} has been delivered.`,
      "How to use it:",
      // The storefront's own usage steps, as the owner wrote them.
      ...USAGE_STEPS.map((step) => `${step.number}. ${step.title}: ${step.description}`),
    ],
    ...(order.trackingNumber ? { link: { text: "See the delivery", href: trackingLink(order.trackingNumber) } } : {}),
  }, business);
}

export function composeRefunded(order: Order, refund: { amountCents: number; taxCents?: number }, business: BusinessDetails) {
  const amount = formatMoney(refund.amountCents);
  const total = formatMoney(order.refundedCents);
  const full = order.refundedCents >= order.amountCents;
  return render(order, {
    subject: `Refunded: ${amount} for your order ${order.id.slice(0, 8)}`,
    paragraphs: [
      ...(order.status === "cancelled" ? [`${whatWasOrdered(order).replace(/^y/, "Y")} has been cancelled: it will not ship.`] : []),
      `We have refunded ${amount} to the card you paid with${refund.taxCents ? ` (${formatMoney(refund.taxCents)} of it sales tax)` : ""}.`,
      // One refund of the whole order says so once; the last of several gives the total.
      !full
        ? `Refunded on this order so far: ${total} of ${formatMoney(order.amountCents)}.`
        : refund.amountCents >= order.refundedCents
          ? "That is the whole amount of your order."
          : `Your order has now been refunded in full (${total}).`,
      "Your bank usually shows the refund within 5-10 business days.",
    ],
  }, business);
}

/** Queues "Your order has shipped" (once per order) in the transaction that stores its label. */
export async function queueShippedEmail(tx: Tx, order: Order, label: { carrier: string; service: string; trackingNumber: string }): Promise<void> {
  await queueEmail(tx, { dedupeKey: shippedKey(order.id), to: order.customerEmail, ...composeShipped(order, label, (await readMailFacts(tx)).business) });
}

/** Queues "Delivered" (once per order) in the transaction that marks it delivered. */
export async function queueDeliveredEmail(tx: Tx, order: Order): Promise<void> {
  await queueEmail(tx, { dedupeKey: deliveredKey(order.id), to: order.customerEmail, ...composeDelivered(order, (await readMailFacts(tx)).business) });
}

/** Queues "Refunded" with the amount (once per refund) in the transaction that records it. */
export async function queueRefundEmail(tx: Tx, order: Order, refund: { id: string; amountCents: number; taxCents?: number }): Promise<void> {
  await queueEmail(tx, { dedupeKey: refundedKey(refund.id), to: order.customerEmail, ...composeRefunded(order, refund, (await readMailFacts(tx)).business) });
}
