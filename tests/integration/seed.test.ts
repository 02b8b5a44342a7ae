// Seed data: the fixed catalogue, sample data for every page, and
// idempotence (every start runs it again).
import { createPrismaClient } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

async function counts() {
  const [products, packages, categories, authors, posts, replies, tutorials, orders, events, labels] = await Promise.all([
    db.product.count(), db.wholesalePackage.count(), db.forumCategory.count(), db.forumAuthor.count(),
    db.forumPost.count(), db.forumReply.count(), db.tutorial.count(), db.order.count(),
    db.trackingEvent.count(), db.shippingLabel.count(),
  ]);
  return { products, packages, categories, authors, posts, replies, tutorials, orders, events, labels };
}

describe("seed data", () => {
  it("has both products at their fixed prices", async () => {
    const products = await db.product.findMany({ orderBy: { sortOrder: "asc" } });
    expect(products.map((p) => [p.id, p.size, p.priceCents])).toEqual([
      ["1oz", "1 oz / 30ml", 900],
      ["4oz", "4 oz / 120ml", 1599],
    ]);
  });

  it("has the three wholesale packages", async () => {
    const packages = await db.wholesalePackage.findMany({ orderBy: { sortOrder: "asc" } });
    expect(packages.map((p) => [p.id, p.priceCents, p.minQuantity, p.maxQuantity, p.popular])).toEqual([
      ["starter", 1299, 24, 99, false],
      ["professional", 1099, 100, 299, true],
      ["premium", 899, 300, null, false],
    ]);
  });

  it("fills the community, tutorials and orders", async () => {
    const c = await counts();
    expect(c.categories).toBe(5);
    expect(c.posts).toBeGreaterThanOrEqual(12);
    expect(c.tutorials).toBeGreaterThanOrEqual(10);
    expect(c.orders).toBeGreaterThanOrEqual(12);
    const seasons = await db.tutorial.groupBy({ by: ["season"], _count: true });
    expect(seasons.map((s) => s.season).sort()).toEqual(["fall", "spring", "summer", "winter"]);
    const statuses = await db.order.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual(["delivered", "paid", "pending", "processing", "returned", "shipped"]);
    expect(await db.forumPost.count({ where: { isLocked: true } })).toBe(1);
    expect(await db.forumPost.count({ where: { isPinned: true } })).toBeGreaterThanOrEqual(2);
  });

  it("keeps reply counts true to the replies", async () => {
    const posts = await db.forumPost.findMany({ include: { _count: { select: { replies: { where: { status: "published" } } } } } });
    for (const post of posts) expect(post.repliesCount).toBe(post._count.replies);
  });

  it("gives shipped orders carrier-format tracking numbers and events", async () => {
    const shipped = await db.order.findMany({
      where: { status: { in: ["shipped", "delivered"] } },
      include: { trackingEvents: true },
    });
    expect(shipped.length).toBeGreaterThan(0);
    for (const order of shipped) {
      expect(order.trackingNumber).toMatch(/^(9400\d{18}|1Z[0-9A-Z]{16}|\d{12})$/);
      expect(order.trackingEvents.length).toBeGreaterThan(0);
      expect(order.shippedAt).toBeInstanceOf(Date);
    }
  });

  it("is idempotent", async () => {
    const before = await counts();
    const result = await seedDatabase(db, { sampleData: true });
    expect(await counts()).toEqual(before);
    expect(Object.values(result.created).every((n) => n === 0)).toBe(true);
  });

  it("keeps a counted stock that has no count yet as the count the share sold is measured from, once", async () => {
    await db.product.update({ where: { id: "4oz" }, data: { stock: 37, stockCounted: null, stockCountedAt: null } });
    await db.product.update({ where: { id: "1oz" }, data: { stock: 5, stockCounted: 50, stockCountedAt: new Date("2040-01-01T00:00:00Z") } });
    try {
      expect((await seedDatabase(db, { sampleData: false })).updated.stockCounts).toBe(1);
      expect(await db.product.findUniqueOrThrow({ where: { id: "4oz" }, select: { stock: true, stockCounted: true } })).toEqual({ stock: 37, stockCounted: 37 });
      expect(await db.product.findUniqueOrThrow({ where: { id: "1oz" }, select: { stock: true, stockCounted: true, stockCountedAt: true } })).toEqual({
        stock: 5,
        stockCounted: 50,
        stockCountedAt: new Date("2040-01-01T00:00:00Z"),
      });
      expect((await seedDatabase(db, { sampleData: false })).updated.stockCounts).toBe(0);
    } finally {
      await db.product.updateMany({ data: { stock: null, stockCounted: null, stockCountedAt: null } });
    }
  });

  it("does not overwrite the owner's edits", async () => {
    await db.product.update({ where: { id: "1oz" }, data: { description: "Edited by the owner" } });
    await seedDatabase(db, { sampleData: false });
    const product = await db.product.findUniqueOrThrow({ where: { id: "1oz" } });
    expect(product.description).toBe("Edited by the owner");
    await db.product.update({ where: { id: "1oz" }, data: { description: "Perfect for small tattoos or a first try" } });
  });
});
