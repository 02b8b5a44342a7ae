import "server-only";
// Kept out of the content index: it reads the database (server only).
import { listProducts } from "@/lib/catalog/products";

/** The lowest price on sale in cents, for "Starting from"; the spec's $9 when nothing is on sale. */
export async function lowestPriceCents(): Promise<number> {
  const products = await listProducts();
  return products.length ? Math.min(...products.map((product) => product.priceCents)) : 900;
}
