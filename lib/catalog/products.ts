import "server-only";
import { cache } from "react";
import { cachedRead, STOREFRONT_READ_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";

export interface ProductOption {
  id: string;
  name: string;
  size: string;
  priceCents: number;
  description: string;
  /** Tins left, or null when the shop does not count them; 0 is sold out. */
  stock: number | null;
  /** The most tins of this size one order may hold. */
  maxPerOrder: number;
}

const productSelect = { id: true, name: true, size: true, priceCents: true, description: true, stock: true, maxPerOrder: true } as const;

async function readProducts(): Promise<ProductOption[]> {
  return db.product.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: productSelect });
}

/**
 * The product options on sale, in display order, as the public pages show
 * them: a cached read tagged "products" (a save or a sale refreshes it), read
 * once per render.
 */
export const listProducts = cache(cachedRead("products", ["products"], readProducts, STOREFRONT_READ_SECONDS));

/** The product options on sale, read from the database now (the checkout, rendered per request). */
export const listProductsNow = cache(readProducts);

/** Whether a size can no longer be bought (its counted stock is used up). */
export function isSoldOut(product: Pick<ProductOption, "stock">): boolean {
  return product.stock !== null && product.stock <= 0;
}

/** "Starting from" when no product is on sale: $9, the price of the smallest size. */
const FALLBACK_STARTING_PRICE_CENTS = 900;

/**
 * The lowest price in cents, for "Starting from": of the sizes that can be
 * bought, or of all of them when every one is sold out; $9 when there are none.
 */
export function lowestPriceCents(products: readonly Pick<ProductOption, "priceCents" | "stock">[]): number {
  const available = products.filter((product) => !isSoldOut(product));
  const shown = available.length ? available : products;
  return shown.length ? Math.min(...shown.map((product) => product.priceCents)) : FALLBACK_STARTING_PRICE_CENTS;
}
