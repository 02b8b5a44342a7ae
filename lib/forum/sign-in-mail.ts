// The e-mail with a member's sign-in link, sent at once over the shop's mail
// transport (SMTP_URL, or an .eml file in the outbox). It is not queued: the
// link is wanted now, and it stays out of the database (only its hash is
// kept). On a development start without SMTP the link is also printed, so
// signing in needs no mail client. It ends with the footer every e-mail has
// (lib/mail/footer.ts).
//
// The same sign-in serves the community and the customer's account (one
// account per address, lib/account/session.ts); a link asked for at /orders
// (it returns to /account) says so, the others speak of the community.
//
// The e-mailed link opens a page of the shop (/sign-in/confirm, with the
// link's token, address and return path) whose button signs in: opening a
// link must not use it up, since mail scanners (Outlook's Safe Links and
// others) open the links of an e-mail before its reader does, and a link a
// scanner used would fail the customer as "expired or already used".
import "server-only";
import { randomUUID } from "node:crypto";
import { getConfig } from "@/lib/config";
import { readMailFacts } from "@/lib/editable-content/policies";
import { escapeHtml } from "@/lib/format/html";
import { mailFooter } from "@/lib/mail/footer";
import { sendMail } from "@/lib/mail/transport";
import { BRAND_NAME, getSite } from "@/lib/site";
import { logger } from "@/lib/log";

const log = logger("community");

export const SIGN_IN_SUBJECT = `Your sign-in link for the ${BRAND_NAME} community`;
export const ORDERS_SIGN_IN_SUBJECT = `Your link to see your ${BRAND_NAME} orders`;

/** The page an e-mailed sign-in link opens. */
export const SIGN_IN_CONFIRM_PATH = "/sign-in/confirm";

/** What a sign-in link carries: Auth.js's token, the address and the path to return to. */
export const SIGN_IN_LINK_FIELDS = ["callbackUrl", "token", "email"] as const;

/** The link the e-mail carries for Auth.js's link: the confirmation page of the same origin, with the same fields. */
export function confirmationLink(authLink: string): string {
  const link = new URL(authLink);
  const query = new URLSearchParams();
  for (const name of SIGN_IN_LINK_FIELDS) {
    const value = link.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${link.origin}${SIGN_IN_CONFIRM_PATH}?${query}`;
}

/** Whether a return path is the customer's account (a link asked for at /orders). */
export function isAccountCallback(callbackUrl: string): boolean {
  try {
    const path = new URL(callbackUrl, "https://shop.invalid").pathname;
    return path === "/account" || path.startsWith("/account/");
  } catch {
    return false;
  }
}

/** Whether the link returns to the customer's account (asked for at /orders). */
export function isAccountSignIn(url: string): boolean {
  try {
    return isAccountCallback(new URL(url).searchParams.get("callbackUrl") ?? "");
  } catch {
    return false;
  }
}

function wording(url: string) {
  if (isAccountSignIn(url)) {
    return {
      subject: ORDERS_SIGN_IN_SUBJECT,
      intro: "Use this link to sign in and see your orders. It works once, within the next hour:",
      button: "See your orders",
      after: "You will see every order placed with this e-mail address. The same account signs you in to the community.",
    };
  }
  return { subject: SIGN_IN_SUBJECT, intro: "Use this link to sign in to the community. It works once, within the next hour:", button: "Sign in to the community", after: null };
}

/** Sends the e-mail for Auth.js's sign-in link `authLink`: it carries the confirmation page's link. */
export async function sendSignInLink(email: string, authLink: string): Promise<void> {
  const url = confirmationLink(authLink);
  const site = getSite();
  const footer = mailFooter((await readMailFacts()).business);
  const words = wording(url);
  const text = [
    "Hi,",
    "",
    words.intro,
    url,
    "",
    ...(words.after ? [words.after, ""] : []),
    "If you did not ask to sign in, ignore this e-mail: nothing happens without the link.",
    "",
    site.name,
    "",
    footer.text,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1a1a1a">
<p>Hi,</p>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(url)}" style="color:#1d5535;font-weight:bold">${escapeHtml(words.button)}</a></p>
${words.after ? `<p>${escapeHtml(words.after)}</p>\n` : ""}<p>If you did not ask to sign in, ignore this e-mail: nothing happens without the link.</p>
<p>${escapeHtml(site.name)}</p>
${footer.html}</body></html>`;
  await sendMail({ id: randomUUID(), to: email, subject: words.subject, text, html });
  const config = getConfig();
  if (!config.mail.smtpUrl && config.env === "development") log.info("sign-in link (development only)", { url });
}
