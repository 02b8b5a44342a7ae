// Reading the e-mails the shop writes to its outbox (DATA_DIR/outbox/*.eml):
// the text part with quoted-printable undone, and the community sign-in link.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The message's text with quoted-printable soft breaks and escapes undone. */
export function decodeEml(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every .eml in the outbox, oldest first, as decoded text. */
export function outboxMessages(outboxDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => decodeEml(readFileSync(path.join(outboxDir, name), "utf8")));
}

/** The newest sign-in e-mail's link to `email`: the confirmation page (/sign-in/confirm?…) it opens. */
export function latestSignInPage(outboxDir: string, email: string): string | undefined {
  const message = outboxMessages(outboxDir)
    .filter((text) => text.includes(`To: ${email}`) && text.includes("/sign-in/confirm?"))
    .at(-1);
  return message?.match(/https?:\/\/[^\s"<>]+\/sign-in\/confirm\?[^\s"<>]+/)?.[0]?.replace(/&amp;/g, "&");
}

/**
 * The newest sign-in link to `email` as its page's button sends it: Auth.js's
 * callback with the link's token, address and return path.
 */
export function latestSignInLink(outboxDir: string, email: string): string | undefined {
  const page = latestSignInPage(outboxDir, email);
  if (!page) return undefined;
  const url = new URL(page);
  return `${url.origin}/api/community/auth/callback/nodemailer${url.search}`;
}
