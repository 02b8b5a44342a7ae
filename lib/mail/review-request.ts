// The one e-mail asking a customer for a review, some days after their order
// was delivered (lib/reviews/requests.ts queues it). It carries the order's
// single-use review link and says plainly that every review is published
// once checked, whatever its rating: the shop asks every buyer, never only
// the happy ones.
import "server-only";
import { describeLines } from "@/lib/cart/pricing";
import { escapeHtml } from "@/lib/format/html";
import type { OrderWithLines } from "@/lib/orders/order-json";
import type { MailFooter } from "@/lib/mail/footer";
import { getSite } from "@/lib/site";

export const reviewRequestKey = (orderId: string) => `review-request:${orderId}`;

/** The e-mail, ending with the shop's footer (lib/mail/footer.ts) like every other. */
export function composeReviewRequest(order: OrderWithLines, link: { url: string; validDays: number }, footer: MailFooter) {
  const site = getSite();
  const what = describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize })));
  const paragraphs = [
    `Your order ${order.id.slice(0, 8)} (${what}) has arrived, and we hope your tattoo is healing well.`,
    "Would you tell other customers how the ointment worked for you? Give it 1 to 5 stars and a few words; a photo is welcome but not needed. It takes two minutes.",
    "We publish every genuine review, good or bad, once we have checked it.",
    `The link below is just for this order: it works once, for ${link.validDays} days. This is the only time we ask.`,
  ];
  // The shared footer goes after the closing lines, in both parts.
  const closing = [`Questions? Write to us at ${site.supportEmail}.`, site.name, "", footer.text];
  const text = [`Hi ${order.customerName},`, "", ...paragraphs.flatMap((p) => [p, ""]), `Write your review: ${link.url}`, "", ...closing].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi ${escapeHtml(order.customerName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.url)}" style="color:#1d5535;font-weight:bold">Write your review</a></p>
<p>Questions? Write to us at <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  return { subject: `How is your tattoo healing? Review your ${site.name} order`, text, html };
}
