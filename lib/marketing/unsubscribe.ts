// The one-click unsubscribe link of every marketing e-mail
// (/api/unsubscribe?token=…): the token is signed with the subscriber's id
// (lib/links/email-link.ts, purpose "unsubscribe"), has no expiry and works
// any number of times: a second click answers that the address is
// unsubscribed. A token with a wrong signature is refused before the
// database is asked. The answer never names the address.
import "server-only";
import { db } from "@/lib/db";
import { signedLinkId, uuidOfLinkId } from "@/lib/links/email-link";
import { unsubscribe, type UnsubscribeWay } from "@/lib/marketing/consent";
import { getSite } from "@/lib/site";

/** The refusal of a link that is not the shop's, naming where to write instead. */
export function badUnsubscribeLink(): string {
  return `This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to us at ${getSite().supportEmail} and we will unsubscribe you.`;
}

export type UnsubscribeLinkState = { ok: false } | { ok: true; subscribed: boolean };

async function subscriberOf(token: string): Promise<string | null> {
  const compactId = await signedLinkId("unsubscribe", token);
  return compactId ? uuidOfLinkId(compactId) : null;
}

/** Whether the link is good and its address still subscribed (for its page, without changing anything). */
export async function unsubscribeLinkState(token: string): Promise<UnsubscribeLinkState> {
  const id = await subscriberOf(token);
  const row = id ? await db.subscriber.findUnique({ where: { id }, select: { unsubscribedAt: true } }) : null;
  return row ? { ok: true, subscribed: row.unsubscribedAt === null } : { ok: false };
}

/** Unsubscribes the link's address (again: nothing changes, still ok); { ok: false } for a bad link. */
export async function unsubscribeByLink(token: string, way: Extract<UnsubscribeWay, "one-click" | "unsubscribe-page">): Promise<{ ok: boolean }> {
  const id = await subscriberOf(token);
  if (!id) return { ok: false };
  const exists = await db.subscriber.findUnique({ where: { id }, select: { id: true } });
  if (!exists) return { ok: false };
  await db.$transaction((tx) => unsubscribe(tx, { id }, way, null));
  return { ok: true };
}
