import "server-only";
import { db } from "@/lib/db";

export interface ProductOption {
  id: string;
  name: string;
  size: string;
  priceCents: number;
  description: string;
}

const productSelect = { id: true, name: true, size: true, priceCents: true, description: true } as const;

/** The product options on sale, in display order. */
export async function listProducts(): Promise<ProductOption[]> {
  return db.product.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: productSelect });
}

/** "Starting from" when no product is on sale: $9, the price of the smallest size. */
const FALLBACK_STARTING_PRICE_CENTS = 900;

/** The lowest price of `products` in cents, for "Starting from"; $9 when there are none. */
export function lowestPriceCents(products: readonly Pick<ProductOption, "priceCents">[]): number {
  return products.length ? Math.min(...products.map((product) => product.priceCents)) : FALLBACK_STARTING_PRICE_CENTS;
}

/** One product on sale by id, or null: the server's price authority. */
export async function findProduct(id: string): Promise<ProductOption | null> {
  return db.product.findFirst({ where: { id, active: true }, select: productSelect });
}
