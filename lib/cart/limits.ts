// A cart's bounds, shared by the browser's cart (lib/cart/browser-cart.ts) and
// the cart schema (lib/cart/cart-schema.ts). Kept apart from the schema so
// that the cart link on every page ships no validation library.

/** Lines a cart may hold. */
export const MAX_CART_LINES = 10;
/** Above any size's own limit (Product.maxPerOrder, 10 unless the owner sets another): the schema's bound. */
export const MAX_LINE_QUANTITY = 1000;
