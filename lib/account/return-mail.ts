// The e-mails of the money-back guarantee: "we have your request" (its
// number and what happens next: send the tin back, or nothing to do, and
// when the owner answers) and "we cannot refund it" (the owner's reason).
// An approved request needs no e-mail of its own: its refund sends the
// refund e-mail (lib/mail/order-updates.ts). Each is queued in the
// transaction that creates or decides the request, under a key that sends it
// once, with the footer every e-mail has.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReturnSettings } from "@/lib/account/return-schemas";
import { returnNumber } from "@/lib/account/return-rules";
import { readMailFacts } from "@/lib/editable-content/policies";
import { postalAddress, type BusinessDetails } from "@/lib/editable-content/policy-schema";
import { escapeHtml } from "@/lib/format/html";
import { mailFooter } from "@/lib/mail/footer";
import { queueEmail } from "@/lib/mail/outbox";
import { getSite } from "@/lib/site";

type Tx = Prisma.TransactionClient;

interface RequestFacts {
  id: string;
  number: number;
  orderId: string;
  customerEmail: string;
  customerName: string;
  tinWillBeSent: boolean;
}

export const returnCreatedKey = (requestId: string) => `return-created:${requestId}`;
export const returnRefusedKey = (requestId: string) => `return-refused:${requestId}`;

const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();
const orderPage = (orderId: string) => new URL(`/account/orders/${orderId}`, getSite().url).toString();

function render(name: string, subject: string, paragraphs: string[], link: { text: string; href: string }, business: BusinessDetails) {
  const site = getSite();
  const footer = mailFooter(business);
  const text = [`Hi ${name},`, "", ...paragraphs.flatMap((p) => [p, ""]), `${link.text}: ${link.href}`, "", `Questions? Write to us at ${site.supportEmail}.`, site.name, "", footer.text].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi ${escapeHtml(name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="color:#1d5535;font-weight:bold">${escapeHtml(link.text)}</a></p>
<p>Questions? Write to us at <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  return { subject, text, html };
}

/** "We have your refund request R-1042": the number and the next steps. */
export function composeReturnCreated(request: RequestFacts, settings: ReturnSettings, business: BusinessDetails) {
  const number = returnNumber(request.number);
  const days = `${settings.reviewBusinessDays} business ${settings.reviewBusinessDays === 1 ? "day" : "days"}`;
  const tin = request.tinWillBeSent
    ? `Next step: please send the tin back to ${business.name}, ${postalAddress(business)}, and write ${number} on the parcel so we know it is yours.`
    : "You don't need to send the tin back.";
  return render(
    request.customerName,
    `We have your refund request ${number} (order ${orderNumber(request.orderId)})`,
    [
      `We have your request for a refund of order ${orderNumber(request.orderId)} under our ${settings.guaranteeDays}-day money-back guarantee. Its number is ${number}.`,
      tin,
      `We will look at your request within ${days} and e-mail you. Once we approve it, the refund goes back to the card you paid with.`,
    ],
    { text: "See your order", href: orderPage(request.orderId) },
    business,
  );
}

/** "About your refund request R-1042": the owner's reason for refusing it. */
export function composeReturnRefused(request: RequestFacts, reason: string, business: BusinessDetails) {
  const number = returnNumber(request.number);
  return render(
    request.customerName,
    `About your refund request ${number}`,
    [`We have looked at your refund request ${number} for order ${orderNumber(request.orderId)}, and we are sorry: we cannot refund it.`, `Our reason: ${reason}`, "If you think we got it wrong, reply to this e-mail and tell us."],
    { text: "See your order", href: orderPage(request.orderId) },
    business,
  );
}

/** Queues "We have your refund request" in the transaction that creates it. */
export async function queueReturnCreatedEmail(tx: Tx, request: RequestFacts, settings: ReturnSettings): Promise<void> {
  const { business } = await readMailFacts(tx);
  await queueEmail(tx, { dedupeKey: returnCreatedKey(request.id), to: request.customerEmail, ...composeReturnCreated(request, settings, business) });
}

/** Queues "About your refund request" in the transaction that refuses it. */
export async function queueReturnRefusedEmail(tx: Tx, request: RequestFacts, reason: string): Promise<void> {
  const { business } = await readMailFacts(tx);
  await queueEmail(tx, { dedupeKey: returnRefusedKey(request.id), to: request.customerEmail, ...composeReturnRefused(request, reason, business) });
}
