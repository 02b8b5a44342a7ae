// The owner's product editor: name, description, price, an optional stock
// count and the most tins one order may hold, per size. A save names the version it was opened at (409 when another
// admin saved first), writes the audit log and, for a new price, the price
// history, and says that the products changed (refreshData). A payment
// already opened keeps its price (lib/orders/create-order.ts checks an order
// against the price its payment was opened at).
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { centsToDollars, dollarsToCents, formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { changedFields, editConflict, editedItemGone, recordChange, versionField } from "@/lib/editing/changes";
import { lineText, longText } from "@/lib/editing/fields";
import { refreshData } from "@/lib/cache/data-tags";

/** The price a size may have: Stripe's card minimum up to a sanity ceiling. */
export const PRICE_LIMITS = { minCents: 50, maxCents: 1_000_000 } as const;
export const STOCK_MAX = 1_000_000;

const dollars = (cents: number) => `$${centsToDollars(cents).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
const PRICE_RULE = `Enter a price between ${dollars(PRICE_LIMITS.minCents)} and ${dollars(PRICE_LIMITS.maxCents)}, with at most two decimals.`;

/** A price in dollars, as a number or the text of a price field ("11", "11.50", "$11.50"). */
const priceField = z
  .union([z.number(), z.string().trim().transform((text) => text.replace(/^\$/, "")).pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, PRICE_RULE)).transform(Number)], PRICE_RULE)
  .refine((dollars) => Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, PRICE_RULE)
  .transform(dollarsToCents)
  .refine((cents) => cents >= PRICE_LIMITS.minCents && cents <= PRICE_LIMITS.maxCents, PRICE_RULE);

const STOCK_RULE = `Stock is a whole number from 0 to ${STOCK_MAX.toLocaleString("en-US")}, or empty when the shop does not count it.`;
/** The most tins of a size one order may hold: the cart's bound (lib/cart/cart-schema.ts MAX_LINE_QUANTITY). */
export const MAX_PER_ORDER_LIMIT = 1000;
const MAX_PER_ORDER_RULE = `The most per order is a whole number from 1 to ${MAX_PER_ORDER_LIMIT.toLocaleString("en-US")}.`;

export const productEditSchema = z.object({
  version: versionField,
  name: lineText("The name", 120),
  description: longText("The description", 300),
  price: priceField,
  stock: z.number(STOCK_RULE).int(STOCK_RULE).min(0, STOCK_RULE).max(STOCK_MAX, STOCK_RULE).nullable(),
  /** Left out by an older form: the size keeps its limit. */
  maxPerOrder: z.number(MAX_PER_ORDER_RULE).int(MAX_PER_ORDER_RULE).min(1, MAX_PER_ORDER_RULE).max(MAX_PER_ORDER_LIMIT, MAX_PER_ORDER_RULE).optional(),
});
export type ProductEdit = z.infer<typeof productEditSchema>;

export interface PriceChangeJson {
  oldPrice: number;
  newPrice: number;
  adminEmail: string;
  createdAt: string;
}

export interface AdminProductJson {
  id: string;
  name: string;
  size: string;
  description: string;
  price: number;
  stock: number | null;
  maxPerOrder: number;
  version: number;
  updatedAt: string;
  priceHistory: PriceChangeJson[];
}

export interface AdminProductsJson {
  products: AdminProductJson[];
}

const PRICE_HISTORY_SHOWN = 20;

const adminProductSelect = {
  id: true,
  name: true,
  size: true,
  description: true,
  priceCents: true,
  stock: true,
  maxPerOrder: true,
  version: true,
  updatedAt: true,
  priceChanges: {
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
    take: PRICE_HISTORY_SHOWN,
    select: { oldPriceCents: true, newPriceCents: true, adminEmail: true, createdAt: true },
  },
} satisfies Prisma.ProductSelect;

type AdminProductRow = NonNullable<Awaited<ReturnType<typeof readAdminProduct>>>;

function readAdminProduct(id: string) {
  return db.product.findUnique({ where: { id }, select: adminProductSelect });
}

function toAdminProduct(row: AdminProductRow): AdminProductJson {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    description: row.description,
    price: centsToDollars(row.priceCents),
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    priceHistory: row.priceChanges.map((change) => ({
      oldPrice: centsToDollars(change.oldPriceCents),
      newPrice: centsToDollars(change.newPriceCents),
      adminEmail: change.adminEmail,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}

/** Every size on sale, in display order, with its price history. */
export async function adminProductList(admin: AdminPrincipal): Promise<AdminProductsJson> {
  assertAdmin(admin);
  const rows = await db.product.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: adminProductSelect });
  return { products: rows.map(toAdminProduct) };
}

/** The log's one line for a product's change. */
function describeProductChange(size: string, before: ProductFields, after: ProductFields): string {
  const parts = changedFields(before, after).map((field) => {
    if (field === "priceCents") return `price ${formatMoney(before.priceCents)} → ${formatMoney(after.priceCents)}`;
    if (field === "stock") return `stock ${before.stock ?? "not counted"} → ${after.stock ?? "not counted"}`;
    if (field === "maxPerOrder") return `most per order ${before.maxPerOrder} → ${after.maxPerOrder}`;
    return field;
  });
  return `${size}: ${parts.length ? parts.join(", ") : "saved without changes"}`;
}

interface ProductFields extends Record<string, unknown> {
  name: string;
  description: string;
  priceCents: number;
  stock: number | null;
  maxPerOrder: number;
}

/** Saves one size's edit (the version it was opened at must still be the row's). */
export async function updateProduct(admin: AdminPrincipal, id: string, edit: ProductEdit): Promise<{ product: AdminProductJson }> {
  assertAdmin(admin);
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ name: string; description: string; priceCents: number; stock: number | null; maxPerOrder: number; version: number; size: string }[]>`
      SELECT name, description, "priceCents", stock, "maxPerOrder", version, size FROM "Product" WHERE id = ${id} AND active FOR UPDATE`;
    const current = rows[0];
    if (!current) throw editedItemGone("product");
    if (current.version !== edit.version) throw editConflict("product");
    const before: ProductFields = { name: current.name, description: current.description, priceCents: current.priceCents, stock: current.stock, maxPerOrder: current.maxPerOrder };
    const after: ProductFields = { name: edit.name, description: edit.description, priceCents: edit.price, stock: edit.stock, maxPerOrder: edit.maxPerOrder ?? current.maxPerOrder };
    await tx.product.update({ where: { id }, data: { ...after, version: { increment: 1 } } });
    if (before.priceCents !== after.priceCents) {
      await tx.productPriceChange.create({
        data: { productId: id, oldPriceCents: before.priceCents, newPriceCents: after.priceCents, adminId: admin.id, adminEmail: admin.email },
      });
    }
    await recordChange(tx, admin, { entity: "product", entityId: id, action: "update", summary: describeProductChange(current.size, before, after), before, after });
  });
  refreshData("products");
  const row = await readAdminProduct(id);
  if (!row) throw editedItemGone("product");
  return { product: toAdminProduct(row) };
}
