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

/** One product on sale by id, or null: the server's price authority. */
export async function findProduct(id: string): Promise<ProductOption | null> {
  return db.product.findFirst({ where: { id, active: true }, select: productSelect });
}
