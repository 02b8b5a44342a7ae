// Privacy requests: a person asks at /privacy/request for a link to the data
// the shop keeps about an e-mail address; the link (signed, 24 hours, usable
// until the data is deleted) is e-mailed to that address and opens
// /privacy/request/manage, where its holder downloads the data or deletes it
// (lib/privacy/erase.ts). Every address gets the same answer and the same
// e-mail, whether the shop knows it or not, by the same steps (no lookup of
// the address is made before the link is opened), so neither the answer nor
// its timing tells who is a customer. Each step is written to the owner's log
// (PrivacyRequest: link_sent, downloaded, deleted).
import "server-only";
import { db } from "@/lib/db";
import { DomainError, notFound, unavailable } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { checkEmailLink, createEmailLink, emailLinkUrl, type EmailLinkFailure } from "@/lib/links/email-link";
import { sendPrivacyLink } from "@/lib/mail/privacy-link";
import { countsOf, personalDataOf, type PersonalData, type PersonalDataCounts } from "@/lib/privacy/personal-data";
import { LIMITS } from "@/lib/security/limits";
import { enforceLimit } from "@/lib/security/rate-limit";
import { redactEmails } from "@/lib/security/redact";
import { logger } from "@/lib/log";

const log = logger("privacy");

/** The page a privacy link opens. */
export const PRIVACY_MANAGE_PATH = "/privacy/request/manage";
/** How long a privacy link works. */
export const PRIVACY_LINK_VALID_MS = 24 * 60 * 60 * 1000;

/** The answer to every request for a link, whatever the address. */
export const PRIVACY_LINK_SENT =
  "Thank you. We sent a link to that address: open it within 24 hours to download or delete your data. If it does not arrive within a few minutes, check your spam folder.";
export const TOO_MANY_FOR_ADDRESS = "We already sent several links to this address today. Please use the last one, or try again tomorrow.";
export const MAIL_FAILED = "We could not send the e-mail just now. Please try again in a few minutes.";

/** Why a privacy link does not work, as its page and the APIs say it. */
export const LINK_FAILURE_MESSAGES: Record<EmailLinkFailure, string> = {
  unknown: "This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
  expired: "This link has expired: links work for 24 hours. Ask for a new one.",
  used: "This link was used to delete the data of its address, so it no longer works. If you need anything else, ask for a new link.",
};

/** The API's refusal of a link that does not work. */
export function linkRefused(reason: EmailLinkFailure): DomainError {
  if (reason === "unknown") return notFound(LINK_FAILURE_MESSAGES.unknown, "privacy_link_unknown");
  if (reason === "expired") return new DomainError("forbidden", "privacy_link_expired", LINK_FAILURE_MESSAGES.expired);
  return new DomainError("conflict", "privacy_link_used", LINK_FAILURE_MESSAGES.used);
}

export type PrivacyAction = "link_sent" | "downloaded" | "deleted";

/** Writes one entry of the owner's log (in the step's transaction when given). */
export async function logPrivacyRequest(client: Prisma.TransactionClient | typeof db, email: string, action: PrivacyAction, detail?: object): Promise<void> {
  await client.privacyRequest.create({ data: { email: email.toLowerCase(), action, detail: detail as Prisma.InputJsonValue | undefined } });
}

/**
 * Sends a privacy link to `email` (already checked and lower-case), at most
 * LIMITS.privacyRequestsPerEmail times a day per address. A link whose
 * e-mail could not be sent is removed, and the visitor is asked to try again.
 */
export async function requestPrivacyLink(email: string, now = new Date()): Promise<{ message: string }> {
  await enforceLimit(LIMITS.privacyRequestsPerEmail, email, TOO_MANY_FOR_ADDRESS);
  const link = await db.$transaction((tx) => createEmailLink(tx, { purpose: "privacy", email, validForMs: PRIVACY_LINK_VALID_MS, now }));
  try {
    await sendPrivacyLink(email, emailLinkUrl(PRIVACY_MANAGE_PATH, link.token));
  } catch (error) {
    log.error("the link e-mail could not be sent", { error: redactEmails(error instanceof Error ? error.message : String(error)) });
    await db.emailLink.deleteMany({ where: { id: link.id } }).catch(() => {});
    throw unavailable(MAIL_FAILED, "mail_unavailable");
  }
  await logPrivacyRequest(db, email, "link_sent");
  return { message: PRIVACY_LINK_SENT };
}

/** What the manage page shows for a link: the address and what is kept about it, or why the link does not work. */
/** What still needs the address, so that its data cannot be deleted yet. */
export interface PendingMatters {
  /** Orders not delivered, cancelled, refunded or returned yet: their parcel needs the address. */
  openOrders: number;
  /** Guarantee (refund) requests not decided, or approved with their refund under way: their answer needs the address. */
  openRefundRequests: number;
}

export type PrivacyLinkView = ({ ok: true; email: string; expiresAt: Date; counts: PersonalDataCounts } & PendingMatters) | { ok: false; reason: EmailLinkFailure };

const OPEN_ORDER_STATUSES = ["paid", "pending", "processing", "shipped"] as const;
const OPEN_REFUND_REQUEST_STATUSES = ["open", "approved"] as const;

/** What of the address is still under way (read in the caller's transaction when given). */
export async function pendingMattersOf(email: string, client: Pick<typeof db, "order" | "returnRequest"> = db): Promise<PendingMatters> {
  const ofAddress = { equals: email, mode: "insensitive" } as const;
  const [openOrders, openRefundRequests] = await Promise.all([
    client.order.count({ where: { customerEmail: ofAddress, status: { in: [...OPEN_ORDER_STATUSES] } } }),
    client.returnRequest.count({ where: { status: { in: [...OPEN_REFUND_REQUEST_STATUSES] }, order: { customerEmail: ofAddress } } }),
  ]);
  return { openOrders, openRefundRequests };
}

/** The manage page's view of a link (nothing is logged: opening the page is not a request). */
export async function viewPrivacyLink(token: string, now = new Date()): Promise<PrivacyLinkView> {
  const check = await checkEmailLink("privacy", token, now);
  if (!check.ok) return check;
  const email = check.link.email;
  const [data, pending] = await Promise.all([personalDataOf(email, now), pendingMattersOf(email)]);
  return { ok: true, email, expiresAt: check.link.expiresAt, counts: countsOf(data), ...pending };
}

/** The download of a link: everything kept about its address, logged with its counts. */
export async function downloadPersonalData(token: string, now = new Date()): Promise<PersonalData> {
  const check = await checkEmailLink("privacy", token, now);
  if (!check.ok) throw linkRefused(check.reason);
  const data = await personalDataOf(check.link.email, now);
  await logPrivacyRequest(db, check.link.email, "downloaded", countsOf(data));
  return data;
}
