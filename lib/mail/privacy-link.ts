// The e-mail with a privacy request's link: it opens the page where the
// holder of the address downloads everything the shop keeps about it, or
// has it deleted. The same message goes to every address asked for, whether
// the shop knows it or not, so neither the answer nor the e-mail tells a
// stranger who is a customer. It is sent at once over the shop's mail
// transport (SMTP_URL, or an .eml file in the outbox) and not queued: the
// link acts for whoever holds it, so its token stays out of the database
// (only its hash is kept, lib/links/email-link.ts). It ends with the footer
// every e-mail has (lib/mail/footer.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import { readMailFacts } from "@/lib/editable-content/policies";
import { escapeHtml } from "@/lib/format/html";
import { mailFooter, type MailFooter } from "@/lib/mail/footer";
import { sendMail, smtpTimeoutsWithin } from "@/lib/mail/transport";
import { BRAND_NAME, getSite } from "@/lib/site";

export const PRIVACY_LINK_SUBJECT = `Your ${BRAND_NAME} data: download or delete`;

/** How long the request waits for the mail server before telling the visitor to try again. */
export const PRIVACY_LINK_SEND_BUDGET_MS = 15_000;

interface Message {
  subject: string;
  /** Paragraphs of the message, as plain text. */
  paragraphs: string[];
  link: { text: string; href: string };
  /** Paragraphs under the link. */
  after: string[];
}

/** The same message as plain text and as HTML, signed with the shop's name and support address (as the order e-mails are). */
function render(message: Message, footer: MailFooter) {
  const site = getSite();
  const closing = [`Questions? Write to us at ${site.supportEmail}.`, site.name, "", footer.text];
  const text = ["Hi,", "", ...message.paragraphs.flatMap((p) => [p, ""]), `${message.link.text}: ${message.link.href}`, "", ...message.after.flatMap((p) => [p, ""]), ...closing].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi,</p>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(message.link.href)}" style="color:#1d5535;font-weight:bold">${escapeHtml(message.link.text)}</a></p>
${message.after.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>Questions? Write to us at <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  return { subject: message.subject, text, html };
}

/** The message with the link to `url` (the manage page with the token). */
export function composePrivacyLink(url: string, footer: MailFooter) {
  return render({
    subject: PRIVACY_LINK_SUBJECT,
    paragraphs: [
      `Someone (we hope you) asked to see or delete the data ${BRAND_NAME} keeps about this e-mail address.`,
      "Open the link below to download a copy of it, or to have it deleted. The link works for 24 hours.",
    ],
    link: { text: "See or delete your data", href: url },
    after: [
      "If we keep nothing about this address, the page says so.",
      "If you did not ask for this, ignore this e-mail: nothing happens without the link. Do not forward it: whoever has the link can see and delete the data.",
    ],
  }, footer);
}

/** Sends the link to `email` now; throws when the mail server refuses it or does not answer in time. */
export async function sendPrivacyLink(email: string, url: string): Promise<void> {
  const footer = mailFooter((await readMailFacts()).business);
  await sendMail({ id: randomUUID(), to: email, ...composePrivacyLink(url, footer) }, smtpTimeoutsWithin(PRIVACY_LINK_SEND_BUDGET_MS));
}
