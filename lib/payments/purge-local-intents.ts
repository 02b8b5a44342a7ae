// Retention of the local test payment mode: its payment intents (with the
// customer's details and the client's address key) are deleted 30 days after
// they were opened. Orders copy everything they need when they are made, so
// they keep all of it; only unfinished or refused payment sessions go away.
import "server-only";
import { db } from "@/lib/db";

export const LOCAL_INTENT_RETENTION_DAYS = 30;

/** Deletes the local payment intents opened more than 30 days before `now`; returns how many. */
export async function purgeLocalPaymentIntents(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LOCAL_INTENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await db.localPaymentIntent.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}
