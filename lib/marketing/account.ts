// The signed-in customer's own subscription (/account): only the account of
// an address (a member signed in by that address's e-mail link) may
// subscribe it from here, and the consent log names the member as the proof.
// Counted per account (LIMITS.accountMarketing).
import "server-only";
import { assertCustomer, type CustomerPrincipal } from "@/lib/account/principal";
import { db } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { isSubscribed, subscribe, unsubscribe } from "@/lib/marketing/consent";
import { CONSENT_SHOWN } from "@/lib/marketing/schemas";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";

export async function accountSubscribed(customer: CustomerPrincipal): Promise<boolean> {
  assertCustomer(customer);
  return isSubscribed(customer.email);
}

/** Subscribes or unsubscribes the account's own address; answers the new state. */
export async function setAccountSubscription(customer: CustomerPrincipal, subscribed: boolean): Promise<boolean> {
  assertCustomer(customer);
  const count = await consumeLimit(LIMITS.accountMarketing, customer.memberId);
  if (!count.allowed) throw rateLimited(count.retryAfterSeconds);
  await db.$transaction(async (tx) => {
    const now = await isSubscribed(customer.email, tx);
    if (subscribed && !now) await subscribe(tx, { email: customer.email, source: "account", text: CONSENT_SHOWN, reference: customer.memberId });
    if (!subscribed && now) await unsubscribe(tx, { email: customer.email }, "account", customer.memberId);
  });
  return subscribed;
}
