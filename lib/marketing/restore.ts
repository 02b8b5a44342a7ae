// The cart an abandoned-checkout reminder's link puts back
// (/checkout/restore?token=…): the token is signed with the checkout
// contact's id (lib/links/email-link.ts, purpose "cart-restore"; no expiry of
// its own, it works while the checkout is unpaid), and the cart is that
// checkout's lines (sizes and quantities; prices are always the server's at
// checkout) and its discount code. A paid checkout answers "ordered".
import "server-only";
import { db } from "@/lib/db";
import type { StoredCart } from "@/lib/cart/browser-cart";
import { signedLinkId, uuidOfLinkId } from "@/lib/links/email-link";
import { storedLines } from "@/lib/payments/checkout-session";

export type RestoredCart = { ok: true; cart: StoredCart } | { ok: false; reason: "invalid" | "ordered" };

export async function cartOfRestoreLink(token: string): Promise<RestoredCart> {
  const compactId = await signedLinkId("cart-restore", token);
  if (!compactId) return { ok: false, reason: "invalid" };
  const contact = await db.checkoutContact.findUnique({ where: { id: uuidOfLinkId(compactId) }, select: { paymentIntentId: true } });
  const attempt = contact ? await db.checkoutAttempt.findUnique({ where: { paymentIntentId: contact.paymentIntentId }, select: { lines: true, discountCode: true, orderedAt: true } }) : null;
  if (!attempt) return { ok: false, reason: "invalid" };
  if (attempt.orderedAt) return { ok: false, reason: "ordered" };
  const items = storedLines(attempt.lines).map((line) => ({ id: line.productId, quantity: line.quantity }));
  return { ok: true, cart: { items, discountCode: attempt.discountCode } };
}
