// The shopper's cart in the browser: sizes, quantities and a discount code,
// kept in localStorage so that it survives a reload and is shared by every
// tab. Prices are never kept here: the server prices the cart each time
// (lib/cart/quote.ts). A change is announced to the page's other readers (the
// header's badge) with an event; other tabs learn it from the storage event.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@/lib/cart/limits";

export interface StoredCart {
  items: { id: string; quantity: number }[];
  discountCode: string | null;
}

const KEY = "inkwell.cart.v1";
const EVENT = "inkwell:cart";
export const EMPTY_CART: StoredCart = { items: [], discountCode: null };

/** A stored value made safe: whole quantities within bounds, each size once, at most MAX_CART_LINES lines. */
function sanitise(value: unknown): StoredCart {
  const raw = (value ?? {}) as { items?: unknown; discountCode?: unknown };
  const seen = new Set<string>();
  const items = (Array.isArray(raw.items) ? raw.items : [])
    .map((item) => item as { id?: unknown; quantity?: unknown })
    .filter((item): item is { id: string; quantity: number } => typeof item.id === "string" && Number.isInteger(item.quantity))
    .map((item) => ({ id: item.id.slice(0, 50), quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, item.quantity)) }))
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .slice(0, MAX_CART_LINES);
  const discountCode = typeof raw.discountCode === "string" && raw.discountCode.trim() ? raw.discountCode.trim().slice(0, 40).toUpperCase() : null;
  return { items, discountCode };
}

let cachedText: string | null | undefined;
let cachedCart: StoredCart = EMPTY_CART;

export function readCart(): StoredCart {
  if (typeof window === "undefined") return EMPTY_CART;
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY_CART;
  }
  // The same text gives the same object, as useSyncExternalStore needs.
  if (text !== cachedText) {
    cachedText = text;
    try {
      cachedCart = text ? sanitise(JSON.parse(text)) : EMPTY_CART;
    } catch {
      cachedCart = EMPTY_CART;
    }
  }
  return cachedCart;
}

export function writeCart(cart: StoredCart): void {
  try {
    const clean = sanitise(cart);
    if (clean.items.length === 0 && !clean.discountCode) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(clean));
  } catch {
    // Private browsing without storage: the cart lives as long as the page.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function clearCart(): void {
  writeCart(EMPTY_CART);
}

/** Calls `listener` on every change of the cart, in this tab or another. */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Tins in the cart. */
export function cartTins(cart: StoredCart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}
