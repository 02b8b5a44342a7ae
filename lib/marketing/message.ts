// What every marketing e-mail carries besides its own text (pure functions):
//   - a one-click unsubscribe link (signed with the subscriber's id, no
//     expiry, works any number of times: lib/links/email-link.ts) in the text,
//     and in the headers List-Unsubscribe (that link and a mailto: to the
//     shop) and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058:
//     a POST to the link unsubscribes with no other step);
//   - the business's name and postal address (CAN-SPAM), from the shop's
//     mail footer (lib/mail/footer.ts).
// Texts the owner writes (the newsletter) are the shop's small Markdown
// (lib/format/markdown.ts): the text part keeps it as typed, the HTML part
// renders it, every text escaped.
import { escapeHtml } from "@/lib/format/html";
import { parseMarkdown, type Block, type Inline } from "@/lib/format/markdown";
import type { MailFooter } from "@/lib/mail/footer";

/** The page and endpoint of the unsubscribe link: GET shows a button, POST unsubscribes. */
export const UNSUBSCRIBE_PATH = "/api/unsubscribe";

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The headers of a marketing e-mail (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(url: string, supportEmail: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>, <mailto:${supportEmail}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export interface MarketingBody {
  subject: string;
  /** Paragraphs of plain text (already without the greeting's HTML). */
  text: string;
  /** The body's HTML (escaped), without <html>/<body>. */
  html: string;
}

export interface MarketingEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const WHY = "You are getting this e-mail because you asked for care tips and offers from us.";

/** The whole message: the body, why it came, the unsubscribe link and the footer with the postal address. */
export function composeMarketingEmail(body: MarketingBody, unsubscribe: { url: string; supportEmail: string }, footer: MailFooter): MarketingEmail {
  const text = [body.text.trimEnd(), "", WHY, `Unsubscribe in one click: ${unsubscribe.url}`, "", footer.text].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
${body.html}
<p style="font-size:12px;color:#525252">${escapeHtml(WHY)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#1d5535">Unsubscribe in one click</a>.</p>
${footer.html}</body></html>`;
  return { subject: body.subject, text, html, headers: unsubscribeHeaders(unsubscribe.url, unsubscribe.supportEmail) };
}

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case "text":
          return escapeHtml(part.text);
        case "strong":
          return `<strong>${inlineHtml(part.children)}</strong>`;
        case "em":
          return `<em>${inlineHtml(part.children)}</em>`;
        case "link":
          return `<a href="${escapeHtml(part.href)}" style="color:#1d5535">${inlineHtml(part.children)}</a>`;
      }
    })
    .join("");
}

function blockHtml(block: Block): string {
  if (block.type === "heading") return `<h${block.level}>${inlineHtml(block.children)}</h${block.level}>`;
  if (block.type === "paragraph") return `<p>${inlineHtml(block.children)}</p>`;
  const tag = block.ordered ? "ol" : "ul";
  return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
}

/** The owner's Markdown as e-mail HTML (links only to safe addresses, every text escaped). */
export function markdownEmailHtml(source: string): string {
  return parseMarkdown(source).map(blockHtml).join("\n");
}
