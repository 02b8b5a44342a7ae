// The owner's product editor against the real database: every validation
// rule with its field message, the price history and the audit log, two
// admins saving the same size (the second is told it changed), exactly the
// pages refreshed, a checkout opened before a price change paid and recorded
// at its old price, and a size whose stock runs out.
import "../../support/checkout-env";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as listProducts } from "@/app/api/admin/products/route";
import { PATCH as patchProduct } from "@/app/api/admin/products/[id]/route";
import { db } from "@/lib/db";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";
import { attach, confirm, openIntent, postOrder, requestIntent, routes } from "../checkout/test-mode-support";

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;
let seeded: { id: string; name: string; description: string; priceCents: number; stock: number | null }[];

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-products@example.com", "owner-products-password");
  partner = await createTestAdmin(db, "partner-products@example.com", "partner-products-password");
  seeded = await db.product.findMany({ select: { id: true, name: true, description: true, priceCents: true, stock: true } });
});

afterAll(async () => {
  for (const product of seeded) {
    await db.product.update({
      where: { id: product.id },
      data: { name: product.name, description: product.description, priceCents: product.priceCents, stock: product.stock, stockCounted: product.stock, stockCountedAt: null },
    });
  }
  await db.productPriceChange.deleteMany({ where: { adminEmail: { in: [owner.admin.email, partner.admin.email] } } });
});

beforeEach(() => {
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

interface ProductJson {
  id: string;
  name: string;
  description: string;
  price: number;
  stock: number | null;
  version: number;
  priceHistory: { oldPrice: number; newPrice: number; adminEmail: string; createdAt: string }[];
}

async function product(id: string, auth = owner): Promise<ProductJson> {
  const res = await listProducts(adminRequest("/api/admin/products", { cookie: auth.cookie }), noContext);
  expect(res.status).toBe(200);
  const { products } = (await res.json()) as { products: ProductJson[] };
  return products.find((p) => p.id === id)!;
}

function save(id: string, body: unknown, auth = owner) {
  return patchProduct(adminRequest(`/api/admin/products/${id}`, { cookie: auth.cookie }, { method: "PATCH", body: JSON.stringify(body) }), { params: Promise.resolve({ id }) });
}

async function edit(id: string, change: Partial<Omit<ProductJson, "id" | "priceHistory">>, auth = owner) {
  const current = await product(id, auth);
  return save(id, { version: current.version, name: current.name, description: current.description, price: current.price, stock: current.stock, ...change }, auth);
}

async function fieldError(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe("invalid_request");
  return body.error.fields;
}

describe("the product editor's API", () => {
  it("is for admins only, and refuses a cross-site write", async () => {
    expect((await listProducts(new Request("http://localhost/api/admin/products"), noContext)).status).toBe(401);
    const current = await product("1oz");
    const body = JSON.stringify({ version: current.version, name: current.name, description: current.description, price: 1, stock: null });
    const crossSite = adminRequest("/api/admin/products/1oz", { cookie: owner.cookie }, { method: "PATCH", body, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect((await patchProduct(crossSite, { params: Promise.resolve({ id: "1oz" }) })).status).toBe(403);
    expect((await product("1oz")).price).toBe(current.price);
  });

  it.each([
    [{ name: "" }, "name", "The name is required."],
    [{ name: "Two\nlines" }, "name", "The name must be one line."],
    [{ name: "x".repeat(121) }, "name", "The name can have at most 120 characters."],
    [{ description: "   " }, "description", "The description is required."],
    [{ description: "x".repeat(301) }, "description", "The description can have at most 300 characters."],
    [{ price: "nine" }, "price", "Enter a price between $0.50 and $10,000, with at most two decimals."],
    [{ price: 0.49 }, "price", "Enter a price between $0.50 and $10,000, with at most two decimals."],
    [{ price: 10_000.01 }, "price", "Enter a price between $0.50 and $10,000, with at most two decimals."],
    [{ price: 9.999 }, "price", "Enter a price between $0.50 and $10,000, with at most two decimals."],
    [{ price: -9 }, "price", "Enter a price between $0.50 and $10,000, with at most two decimals."],
    [{ stock: -1 }, "stock", "Stock is a whole number from 0 to 1,000,000, or empty when the shop does not count it."],
    [{ stock: 1.5 }, "stock", "Stock is a whole number from 0 to 1,000,000, or empty when the shop does not count it."],
    [{ stock: "5" }, "stock", "Stock is a whole number from 0 to 1,000,000, or empty when the shop does not count it."],
    [{ stock: 1_000_001 }, "stock", "Stock is a whole number from 0 to 1,000,000, or empty when the shop does not count it."],
    [{ version: undefined }, "version", "Reload the page and try again: the version is missing."],
  ])("refuses %j with its field message and changes nothing", async (change, field, message) => {
    const before = await product("4oz");
    const fields = await fieldError(await edit("4oz", change as never));
    expect(fields[field]).toBe(message);
    expect(await product("4oz")).toEqual(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("accepts a price as the price field's text ($12.50) and a stock of 0 or none", async () => {
    const res = await edit("4oz", { price: "$12.50" as never, stock: 0 });
    expect(res.status).toBe(200);
    expect((await res.json()).product).toMatchObject({ price: 12.5, stock: 0 });
    expect((await (await edit("4oz", { price: 15.99, stock: null })).json()).product).toMatchObject({ price: 15.99, stock: null });
  });

  it("keeps each stock figure the owner sets as the count the share sold is measured from", async () => {
    const counted = () => db.product.findUniqueOrThrow({ where: { id: "4oz" }, select: { stock: true, stockCounted: true, stockCountedAt: true } });
    const before = new Date();
    expect((await edit("4oz", { stock: 120 })).status).toBe(200);
    const first = await counted();
    expect(first).toMatchObject({ stock: 120, stockCounted: 120 });
    expect(first.stockCountedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // Tins sold since, then a save that leaves the stock as it is: the count stays.
    await db.product.update({ where: { id: "4oz" }, data: { stock: 90 } });
    expect((await edit("4oz", { description: "Best value for large tattoos." })).status).toBe(200);
    expect(await counted()).toEqual({ ...first, stock: 90 });
    // A restock is a new count; no stock counted, no count.
    expect((await edit("4oz", { stock: 200 })).status).toBe(200);
    expect(await counted()).toMatchObject({ stock: 200, stockCounted: 200 });
    expect((await edit("4oz", { stock: null, description: "Best value for large tattoos" })).status).toBe(200);
    expect(await counted()).toEqual({ stock: null, stockCounted: null, stockCountedAt: null });
  });

  it("answers 404 for a size that does not exist", async () => {
    const res = await save("40oz", { version: 1, name: "Ointment", description: "A size", price: 9, stock: null });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("product_not_found");
  });

  it("keeps the price history and the audit log: who, when, old, new", async () => {
    const before = Date.now();
    const res = await edit("1oz", { price: 11 });
    expect(res.status).toBe(200);
    const saved = (await res.json()).product as ProductJson;
    expect(saved.price).toBe(11);
    expect(saved.priceHistory[0]).toMatchObject({ oldPrice: 9, newPrice: 11, adminEmail: owner.admin.email });
    expect(Date.parse(saved.priceHistory[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const logged = await db.contentChange.findFirstOrThrow({ where: { entity: "product", entityId: "1oz" }, orderBy: { createdAt: "desc" } });
    expect(logged).toMatchObject({ action: "update", adminEmail: owner.admin.email, adminId: owner.admin.id, summary: "1 oz / 30ml: price $9.00 → $11.00" });
    expect(logged.before).toMatchObject({ priceCents: 900 });
    expect(logged.after).toMatchObject({ priceCents: 1100 });

    // A save that leaves the price alone adds no price history.
    await edit("1oz", { description: "Perfect for small tattoos or a first try!" });
    expect((await product("1oz")).priceHistory.filter((change) => change.adminEmail === owner.admin.email)).toHaveLength(1);
    await edit("1oz", { price: 9, description: "Perfect for small tattoos or a first try" });
  });

  it("says that the products changed, and names no page", async () => {
    await edit("1oz", { price: 10 });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([["products", { expire: 0 }]]);
    expect(revalidatePath).not.toHaveBeenCalled();
    await edit("1oz", { price: 9 });
  });

  it("tells the second of two admins saving the same version that it changed, and keeps the first save", async () => {
    const opened = await product("4oz");
    const fields = { name: opened.name, description: opened.description, stock: opened.stock };
    const first = await save("4oz", { version: opened.version, ...fields, price: 14 }, owner);
    expect(first.status).toBe(200);
    const second = await save("4oz", { version: opened.version, ...fields, price: 13 }, partner);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: { code: "edit_conflict", message: "This product was changed by someone else after you opened it. Load the latest version, then make your change again." },
    });
    expect((await product("4oz")).price).toBe(14);
    // Both at once: exactly one wins.
    const now = await product("4oz");
    const results = await Promise.all([12, 13].map((price, i) => save("4oz", { version: now.version, ...fields, price }, i ? partner : owner)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await edit("4oz", { price: 15.99 });
  });
});

describe("prices and stock at checkout", () => {
  it("pays and records a checkout opened before a price change at the price it was opened with", async () => {
    const { clientSecret, id } = await openIntent("1oz", undefined, 9);
    expect((await edit("1oz", { price: 11 })).status).toBe(200);
    // A new checkout sees the new price; the one already open keeps its own.
    expect((await requestIntent("1oz", undefined, 9)).status).toBe(400);
    expect((await attach(clientSecret, { ...SHIPPING, customerEmail: "before-the-change@example.com" })).status).toBe(200);
    expect((await confirm(clientSecret)).status).toBe(200);
    const res = await postOrder({ paymentIntentId: id, clientSecret });
    expect(res.status).toBe(201);
    expect((await res.json()).amount).toBe(9);
    expect(await db.order.findUniqueOrThrow({ where: { paymentIntentId: id }, select: { amountCents: true, lines: { select: { unitPriceCents: true } } } })).toEqual({ amountCents: 900, lines: [{ unitPriceCents: 900 }] });
    await edit("1oz", { price: 9 });
  });

  it("refuses a payment session for a sold-out size with 409, and sells the last tin counted", async () => {
    expect((await edit("4oz", { stock: 0 })).status).toBe(200);
    const refused = await requestIntent("4oz", undefined, 15.99);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "sold_out", message: "The 4 oz / 120ml size is sold out. Please choose another size.", fields: { "items.0.quantity": "Sold out" } },
    });

    await edit("4oz", { stock: 1 });
    const { clientSecret, id } = await openIntent("4oz", undefined, 15.99);
    expect((await attach(clientSecret)).status).toBe(200);
    expect((await confirm(clientSecret)).status).toBe(200);
    jest.mocked(revalidateTag).mockClear();
    expect((await postOrder({ paymentIntentId: id, clientSecret })).status).toBe(201);
    expect((await product("4oz")).stock).toBe(0);
    // The last tin sold: the order says the products changed, and nothing about pages.
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([["products", { expire: 0 }]]);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect((await requestIntent("4oz", undefined, 15.99)).status).toBe(409);
    await edit("4oz", { stock: null });
  });

  it("holds a cart to the most tins per order the owner set for a size, and an older form keeps the limit", async () => {
    const { description } = await product("1oz");
    const refused = await fieldError(await edit("1oz", { maxPerOrder: 0 } as never));
    expect(refused.maxPerOrder).toBe("The most per order is a whole number from 1 to 1,000.");
    expect((await edit("1oz", { maxPerOrder: 3 } as never)).status).toBe(200);
    // A save without the field (an older form) keeps it.
    expect((await edit("1oz", { description: "Pocket tin." })).status).toBe(200);
    expect((await db.product.findUniqueOrThrow({ where: { id: "1oz" } })).maxPerOrder).toBe(3);
    const tooMany = await routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: "1oz", quantity: 4 }] }), undefined);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields).toEqual({ "items.0.quantity": "You can order at most 3 of the 1 oz / 30ml size" });
    expect((await routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: "1oz", quantity: 3 }] }), undefined)).status).toBe(200);
    await edit("1oz", { maxPerOrder: 10, description } as never);
  });

  it("lets a size not counted sell without touching its stock", async () => {
    const { clientSecret, id } = await openIntent("1oz", undefined, 9);
    await attach(clientSecret);
    await confirm(clientSecret);
    expect((await postOrder({ paymentIntentId: id, clientSecret })).status).toBe(201);
    expect((await product("1oz")).stock).toBeNull();
  });
});
