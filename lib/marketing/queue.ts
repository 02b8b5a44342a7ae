// Queues marketing e-mail in the outbox (kind "marketing"): only to a
// subscriber, with the unsubscribe link and headers and the footer with the
// postal address (lib/marketing/message.ts). The outbox checks the
// subscription again when it sends (lib/mail/outbox.ts) and sends at the
// owner's rate (lib/marketing/delivery.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readMailFacts } from "@/lib/editable-content/policies";
import { signedLinkToken } from "@/lib/links/email-link";
import { mailFooter, type MailFooter } from "@/lib/mail/footer";
import type { QueuedEmail } from "@/lib/mail/outbox";
import { composeMarketingEmail, unsubscribeUrl, type MarketingBody } from "@/lib/marketing/message";
import { getSite } from "@/lib/site";

type Tx = Prisma.TransactionClient;

export interface MarketingContext {
  footer: MailFooter;
  siteUrl: string;
  supportEmail: string;
}

/** What every message of a run shares: the footer (read once), the site's address. */
export async function marketingContext(tx: Tx): Promise<MarketingContext> {
  const site = getSite();
  return { footer: mailFooter((await readMailFacts(tx)).business), siteUrl: site.url, supportEmail: site.supportEmail };
}

/** The outbox row of one marketing message to one subscriber. */
export function marketingMessage(context: MarketingContext, subscriber: { id: string; email: string }, dedupeKey: string, body: MarketingBody): QueuedEmail {
  const url = unsubscribeUrl(context.siteUrl, signedLinkToken("unsubscribe", subscriber.id));
  const email = composeMarketingEmail(body, { url, supportEmail: context.supportEmail }, context.footer);
  return { dedupeKey, to: subscriber.email, kind: "marketing", ...email };
}
