// The footer of every e-mail the shop sends: the business's name and postal
// address (the owner's Business details) and a link to the contact page, as
// plain text and as HTML. A composer puts `text` after its last line and
// `html` just before `</body>`; the business details are read with
// readMailFacts (lib/editable-content/policies.ts), in the transaction that
// queues the e-mail.
import { postalAddress, type BusinessDetails } from "@/lib/editable-content/policy-schema";
import { escapeHtml } from "@/lib/format/html";
import { getSite } from "@/lib/site";

export interface MailFooter {
  text: string;
  html: string;
}

export function mailFooter(business: BusinessDetails): MailFooter {
  const contact = new URL("/contact", getSite().url).toString();
  const address = postalAddress(business);
  return {
    text: ["--", `${business.name}, ${address}`, `Contact us: ${contact}`].join("\n"),
    html: `<hr style="border:none;border-top:1px solid #d4d4d4;margin:24px 0 12px">
<p style="font-size:12px;line-height:1.5;color:#525252">${escapeHtml(business.name)}, ${escapeHtml(address)}<br><a href="${escapeHtml(contact)}" style="color:#1d5535">Contact us</a></p>`,
  };
}
