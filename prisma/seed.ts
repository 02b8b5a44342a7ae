// Seeds the catalogue and content every installation needs (products,
// wholesale packages, forum, tutorials) and, on request, sample orders.
//
// Runs at every app start, so it is:
// - idempotent and create-if-missing: rows are keyed on stable unique values
//   and never updated, so later edits by the shop owner survive (the
//   exceptions: a tutorial's media field still holding an old seeded address
//   that never worked gets the shop's own file; a counted stock without the
//   count "sold" is measured from gets today's stock as that count);
// - cheap when there is nothing to do: one query per group
//   (`createMany … skipDuplicates` or a look-up of the fixed keys), two for
//   tutorials (the look-up of old seeded media addresses);
// - all-or-nothing per group that belongs together (a post with its replies,
//   an order with its tracking events and shipping label).
//
// Plain relative imports only: this file also runs under `tsx` outside Next.js.
import { Prisma, type PrismaClient } from "../lib/generated/prisma/client";
import { PRODUCTS, WHOLESALE_PACKAGES } from "./seed-data/catalogue";
import { FORUM_AUTHORS, FORUM_CATEGORIES, FORUM_POSTS, type SeedForumPost } from "./seed-data/forum";
import { SAMPLE_ORDERS, SHIP_FROM, type SampleOrder, type SampleTrackingEvent } from "./seed-data/orders";
import { DEFAULT_CLAIMS, DEFAULT_FAQ, DEFAULT_FIGURES, DEFAULT_REVIEWS, FAQ_SHIPPING_ANSWER_BEFORE } from "../lib/editable-content/defaults";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY, DEFAULT_POLICIES } from "../lib/editable-content/policy-defaults";
import { OLD_SEEDED_THUMBNAIL_URL, oldSeededVideoUrl, seededMediaUpdate, TUTORIALS } from "./seed-data/tutorials";

export const SAMPLE_PAYMENT_INTENT_PREFIX = "pi_sample_";

/** Tracking number of a delivered sample order (USPS Ground Advantage, full event history). */
export const SAMPLE_TRACKING_NUMBER = "9400111899223854190637";

export interface SeedOptions {
  sampleData: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  /** Rows created by this run, per table (0 when everything already existed). */
  created: Record<string, number>;
  /** Rows whose old seeded defaults this run replaced, per kind (0 when none was left). */
  updated: Record<string, number>;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Counts = Record<string, number>;

export async function seedDatabase(db: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const now = Date.now();
  const created: Counts = {
    products: 0,
    wholesalePackages: 0,
    tutorials: 0,
    faqEntries: 0,
    reviews: 0,
    contentBlocks: 0,
    policyPages: 0,
    forumCategories: 0,
    forumAuthors: 0,
    forumPosts: 0,
    forumReplies: 0,
    orders: 0,
    trackingEvents: 0,
    shippingLabels: 0,
  };
  const updated: Counts = { tutorialMedia: 0, stockCounts: 0 };

  created.products = (await db.product.createMany({ data: [...PRODUCTS], skipDuplicates: true })).count;
  // A stock counted before the shop kept its counts: "sold" is measured from
  // today's stock (the one update of rows the owner edits; the editor sets it
  // with every new stock figure after that).
  updated.stockCounts = await db.$executeRaw`
    UPDATE "Product" SET "stockCounted" = "stock", "stockCountedAt" = now() WHERE "stock" IS NOT NULL AND "stockCounted" IS NULL`;
  created.wholesalePackages = (
    await db.wholesalePackage.createMany({ data: WHOLESALE_PACKAGES, skipDuplicates: true })
  ).count;
  await seedTutorials(db, created, updated, log);
  await seedStorefrontContent(db, created);

  await seedForum(db, now, created, log);
  if (options.sampleData) await seedSampleOrders(db, now, created, log);

  const summary = Object.entries(created)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`);
  const done = [
    ...(summary.length ? [`created ${summary.join(", ")}`] : []),
    ...(updated.tutorialMedia ? [`gave ${updated.tutorialMedia} tutorial(s) the shop's media files`] : []),
    ...(updated.stockCounts ? [`kept today's stock of ${updated.stockCounts} size(s) as the count "sold" is measured from`] : []),
  ];
  log(done.length ? `seed: ${done.join("; ")}` : "seed: nothing to do, all seed data present");
  return { created, updated };
}

// ---------------------------------------------------------------- tutorials

/**
 * Runs `step` once per database: content the owner may delete (tutorials,
 * questions, reviews) is seeded the first time only, so a deleted row does
 * not come back on the next start. The marker and the rows go in one
 * transaction; a second seed running at once waits on the marker's row.
 */
async function seedOnce(db: PrismaClient, name: string, step: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
  await db.$transaction(async (tx) => {
    const marked = await tx.seedMarker.createMany({ data: [{ name }], skipDuplicates: true });
    if (marked.count === 1) await step(tx);
  });
}

async function seedTutorials(db: PrismaClient, created: Counts, updated: Counts, log: (line: string) => void) {
  await seedOnce(db, "tutorials", async (tx) => {
    created.tutorials = (
      await tx.tutorial.createMany({
        data: TUTORIALS.map((tutorial) => ({
          title: tutorial.title,
          description: tutorial.description,
          videoUrl: tutorial.videoUrl,
          thumbnailUrl: tutorial.thumbnailUrl,
          season: tutorial.season,
          category: tutorial.category,
          durationSeconds: tutorial.durationSeconds,
          views: tutorial.views,
          featured: tutorial.featured,
          publishedAt: new Date(tutorial.publishedAt),
        })),
        skipDuplicates: true,
      })
    ).count;
  });

  // Tutorials seeded before the shop had video files of its own point at
  // addresses that answer 404: those fields (and only while they still hold
  // the old seeded value) get the shop's files. Fields the owner changed stay.
  const outdated = await db.tutorial.findMany({
    where: {
      title: { in: TUTORIALS.map((tutorial) => tutorial.title) },
      OR: [
        { videoUrl: { in: TUTORIALS.map((tutorial) => oldSeededVideoUrl(tutorial.slug)) } },
        { thumbnailUrl: OLD_SEEDED_THUMBNAIL_URL },
      ],
    },
    select: { id: true, title: true, videoUrl: true, thumbnailUrl: true },
  });
  const seeds = new Map(TUTORIALS.map((tutorial) => [tutorial.title, tutorial]));
  for (const row of outdated) {
    const data = seededMediaUpdate(seeds.get(row.title)!, row);
    if (!data) continue;
    // Only while the row still holds what was read: an edit made meanwhile wins.
    const { count } = await db.tutorial.updateMany({
      where: { id: row.id, videoUrl: row.videoUrl, thumbnailUrl: row.thumbnailUrl },
      data,
    });
    if (count === 0) log(`seed: tutorial "${row.title}" changed while its media was updated, left as it is`);
    updated.tutorialMedia += count;
  }
}

// ---------------------------------------------------------------- storefront content

/**
 * The FAQ, the reviews, the claims, the figures, the policy pages, the
 * business details and the delivery promise, with the texts the shop shipped
 * with (the owner edits them later). A policy is stored unreviewed ("review
 * before launch"); the business details are samples the owner replaces.
 */
async function seedStorefrontContent(db: PrismaClient, created: Counts) {
  await seedOnce(db, "storefront-faq", async (tx) => {
    created.faqEntries = (await tx.faqEntry.createMany({ data: DEFAULT_FAQ.map((item, index) => ({ ...item, sortOrder: index + 1 })) })).count;
  });
  // The shipping answer as first shipped wrote its figures out; it now follows
  // the delivery promise. Changed once, and only where the owner left it as shipped.
  await seedOnce(db, "storefront-faq-delivery-promise", async (tx) => {
    const shipping = DEFAULT_FAQ.find((item) => item.answer.includes("{delivery}"))!;
    await tx.faqEntry.updateMany({ where: { answer: FAQ_SHIPPING_ANSWER_BEFORE }, data: { answer: shipping.answer, version: { increment: 1 } } });
  });
  await seedOnce(db, "storefront-reviews", async (tx) => {
    created.reviews = (
      await tx.review.createMany({
        data: DEFAULT_REVIEWS.map((review, index) => ({
          name: review.name,
          title: review.title ?? null,
          text: review.text,
          isArtist: review.isArtist,
          connection: review.connection,
          image: review.image,
          sortOrder: index + 1,
        })),
      })
    ).count;
  });
  created.contentBlocks = (
    await db.contentBlock.createMany({
      data: [
        { key: "claims", values: { ...DEFAULT_CLAIMS } },
        { key: "figures", values: { ...DEFAULT_FIGURES } },
        { key: "business", values: { ...DEFAULT_BUSINESS } },
        { key: "delivery", values: { ...DEFAULT_DELIVERY } },
      ],
      skipDuplicates: true,
    })
  ).count;
  // The owner cannot delete a policy: a missing one (a database from before the policy pages) is written at any start.
  created.policyPages = (
    await db.policyPage.createMany({ data: Object.entries(DEFAULT_POLICIES).map(([key, policy]) => ({ key, ...policy })), skipDuplicates: true })
  ).count;
}

// ---------------------------------------------------------------- forum

async function seedForum(db: PrismaClient, now: number, created: Counts, log: (line: string) => void) {
  created.forumCategories = (
    await db.forumCategory.createMany({ data: FORUM_CATEGORIES, skipDuplicates: true })
  ).count;
  created.forumAuthors = (
    await db.forumAuthor.createMany({
      data: FORUM_AUTHORS.map((author) => ({
        id: author.id,
        username: author.username,
        isArtist: author.isArtist,
        bio: author.bio,
        profileImageUrl: null,
        createdAt: new Date(now - author.memberForDays * DAY_MS),
      })),
      skipDuplicates: true,
    })
  ).count;

  const existing = await db.forumPost.findMany({
    where: { id: { in: FORUM_POSTS.map((post) => post.id) } },
    select: { id: true },
  });
  const existingIds = new Set(existing.map((post) => post.id));
  const missing = FORUM_POSTS.filter((post) => !existingIds.has(post.id));
  if (missing.length === 0) return;

  // Categories and authors are matched by name first (the stable key), then by
  // their seeded id, in case the owner renamed one.
  const [categories, authors] = await Promise.all([
    db.forumCategory.findMany({
      where: {
        OR: [
          { name: { in: FORUM_CATEGORIES.map((c) => c.name) } },
          { id: { in: FORUM_CATEGORIES.map((c) => c.id) } },
        ],
      },
      select: { id: true, name: true },
    }),
    db.forumAuthor.findMany({
      where: {
        OR: [
          { username: { in: FORUM_AUTHORS.map((a) => a.username) } },
          { id: { in: FORUM_AUTHORS.map((a) => a.id) } },
        ],
      },
      select: { id: true, username: true },
    }),
  ]);
  const categoryId = resolver(
    FORUM_CATEGORIES.map((c) => ({ key: c.name, id: c.id })),
    categories.map((c) => ({ key: c.name, id: c.id })),
  );
  const authorId = resolver(
    FORUM_AUTHORS.map((a) => ({ key: a.username, id: a.id })),
    authors.map((a) => ({ key: a.username, id: a.id })),
  );

  for (const post of missing) {
    const data = forumPostData(post, now, categoryId, authorId);
    if (!data) {
      log(`seed: skipped forum post "${post.title}": its author or category is missing`);
      continue;
    }
    try {
      // One statement with a nested write: Prisma runs it in a transaction, so
      // a post never exists without its replies.
      await db.forumPost.create({ data });
      created.forumPosts += 1;
      created.forumReplies += post.replies.length;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // another process seeded it meanwhile
    }
  }
}

function resolver(seeded: { key: string; id: string }[], rows: { key: string; id: string }[]) {
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  const ids = new Set(rows.map((row) => row.id));
  const seededId = new Map(seeded.map((row) => [row.key, row.id]));
  return (key: string): string | undefined => {
    const found = byKey.get(key);
    if (found) return found;
    const id = seededId.get(key);
    return id && ids.has(id) ? id : undefined;
  };
}

function forumPostData(
  post: SeedForumPost,
  now: number,
  categoryId: (name: string) => string | undefined,
  authorId: (username: string) => string | undefined,
): Prisma.ForumPostUncheckedCreateInput | null {
  const postAuthor = authorId(post.author);
  const category = categoryId(post.category);
  if (!postAuthor || !category) return null;
  const createdAt = now - post.daysAgo * DAY_MS;
  const replies = [];
  for (const reply of post.replies) {
    const replyAuthor = authorId(reply.author);
    if (!replyAuthor) return null;
    replies.push({
      authorId: replyAuthor,
      content: reply.content,
      createdAt: new Date(Math.min(createdAt + reply.hoursAfterPost * HOUR_MS, now - 60_000)),
    });
  }
  const lastReplyAt = replies.reduce<Date | null>(
    (latest, reply) => (!latest || reply.createdAt > latest ? reply.createdAt : latest),
    null,
  );
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    authorId: postAuthor,
    categoryId: category,
    isPinned: post.isPinned ?? false,
    isLocked: post.isLocked ?? false,
    likesCount: post.likesCount,
    views: post.views,
    repliesCount: replies.length,
    createdAt: new Date(createdAt),
    lastReplyAt,
    replies: replies.length ? { createMany: { data: replies } } : undefined,
  };
}

// ---------------------------------------------------------------- sample orders

async function seedSampleOrders(db: PrismaClient, now: number, created: Counts, log: (line: string) => void) {
  const paymentIntentIds = SAMPLE_ORDERS.map((order) => SAMPLE_PAYMENT_INTENT_PREFIX + order.key);
  const existing = await db.order.findMany({
    where: { paymentIntentId: { in: paymentIntentIds } },
    select: { paymentIntentId: true },
  });
  const existingIds = new Set(existing.map((order) => order.paymentIntentId));
  const missing = SAMPLE_ORDERS.filter((order) => !existingIds.has(SAMPLE_PAYMENT_INTENT_PREFIX + order.key));
  if (missing.length === 0) return;

  // Name and size are copied from the product as it is now (the owner may have edited it).
  const products = new Map<string, { id: string; name: string; size: string; priceCents: number }>(
    PRODUCTS.map((product) => [product.id, product]),
  );
  for (const product of await db.product.findMany({
    where: { id: { in: PRODUCTS.map((p) => p.id) } },
    select: { id: true, name: true, size: true, priceCents: true },
  })) {
    products.set(product.id, product);
  }

  for (const order of missing) {
    const product = products.get(order.productId)!;
    try {
      const events = await db.$transaction(async (tx) => {
        const row = await tx.order.create({ data: orderData(order, product, now) });
        const shipment = order.shipment;
        if (!shipment) return 0;
        const eventRows = shipment.events.map((event) => ({
          orderId: row.id,
          status: event.status,
          description: event.description ?? defaultEventDescription(event, shipment.carrier),
          location: event.location,
          occurredAt: eventTime(order, event, now),
          createdAt: eventTime(order, event, now),
        }));
        await tx.trackingEvent.createMany({ data: eventRows });
        await tx.shippingLabel.create({
          data: {
            orderId: row.id,
            provider: "local",
            carrier: shipment.carrier,
            service: shipment.service,
            trackingNumber: shipment.trackingNumber,
            rateCents: shipment.rateCents,
            labelFormat: "html",
            labelData: labelHtml(order, shipment.carrier, shipment.service, shipment.trackingNumber),
            createdAt: eventRows[0]?.occurredAt ?? row.createdAt,
          },
        });
        return eventRows.length;
      });
      created.orders += 1;
      created.trackingEvents += events;
      if (order.shipment) created.shippingLabels += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // another process seeded it meanwhile
      log(`seed: sample order ${SAMPLE_PAYMENT_INTENT_PREFIX + order.key} already exists, skipped`);
    }
  }
}

function orderCreatedAt(order: SampleOrder, now: number): number {
  return now - order.daysAgo * DAY_MS;
}

function eventTime(order: SampleOrder, event: SampleTrackingEvent, now: number): Date {
  return new Date(Math.min(orderCreatedAt(order, now) + event.hoursAfterOrder * HOUR_MS, now - 60_000));
}

function orderData(
  order: SampleOrder,
  product: { id: string; name: string; size: string; priceCents: number },
  now: number,
): Prisma.OrderCreateInput {
  const shipment = order.shipment;
  const eventAt = (status: SampleTrackingEvent["status"]) => {
    const event = shipment?.events.find((e) => e.status === status);
    return event ? eventTime(order, event, now) : null;
  };
  return {
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    shippingName: order.customerName,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZipCode: order.shippingZipCode,
    shippingCountry: "United States",
    paymentIntentId: SAMPLE_PAYMENT_INTENT_PREFIX + order.key,
    // Sample data, not real money.
    paymentMode: "test",
    amountCents: product.priceCents,
    subtotalCents: product.priceCents,
    currency: "usd",
    status: order.status,
    photoUrl: null,
    lines: {
      create: [
        { position: 0, productId: product.id, productName: product.name, productSize: product.size, unitPriceCents: product.priceCents, quantity: 1, lineTotalCents: product.priceCents },
      ],
    },
    trackingNumber: shipment?.trackingNumber.toUpperCase() ?? null,
    carrier: shipment?.carrier ?? null,
    service: shipment?.service ?? null,
    shippedAt: eventAt("in_transit"),
    estimatedDeliveryDate: shipment
      ? new Date(orderCreatedAt(order, now) + shipment.estimatedDeliveryHours * HOUR_MS)
      : null,
    deliveredAt: eventAt("delivered"),
    createdAt: new Date(orderCreatedAt(order, now)),
  };
}

function defaultEventDescription(event: SampleTrackingEvent, carrier: string): string {
  switch (event.status) {
    case "label_created":
      return `Shipping label created, ${carrier} awaiting item`;
    case "in_transit":
      return `In transit with ${carrier}`;
    case "out_for_delivery":
      return "Out for delivery";
    case "delivered":
      return "Delivered";
    case "returned":
      return "Returned to sender";
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function labelHtml(order: SampleOrder, carrier: string, service: string, trackingNumber: string): string {
  const grouped = trackingNumber.replace(/(.{4})(?=.)/g, "$1 ");
  return [
    `<div class="shipping-label" style="width:4in;border:2px solid #000;padding:12px;font-family:Arial,sans-serif;font-size:12px">`,
    `<div style="display:flex;justify-content:space-between;font-weight:bold;font-size:18px;border-bottom:2px solid #000;padding-bottom:6px">`,
    `<span>${escapeHtml(carrier)}</span><span>${escapeHtml(service)}</span></div>`,
    `<div style="margin-top:6px">FROM: ${escapeHtml(SHIP_FROM.name)}<br>${escapeHtml(SHIP_FROM.address)}<br>`,
    `${escapeHtml(`${SHIP_FROM.city}, ${SHIP_FROM.state} ${SHIP_FROM.zipCode}`)}</div>`,
    `<div style="margin:10px 0 10px 24px;font-size:14px">SHIP TO:<br><strong>${escapeHtml(order.customerName.toUpperCase())}</strong><br>`,
    `${escapeHtml(order.shippingAddress.toUpperCase())}<br>`,
    `${escapeHtml(`${order.shippingCity} ${order.shippingState} ${order.shippingZipCode}`.toUpperCase())}</div>`,
    `<div style="border-top:2px solid #000;padding-top:6px;text-align:center">TRACKING #<br>`,
    `<span style="font-family:monospace;font-size:16px;letter-spacing:1px">${escapeHtml(grouped)}</span></div>`,
    `</div>`,
  ].join("");
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
