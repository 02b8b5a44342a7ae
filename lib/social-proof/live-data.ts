// The live figures from the shop's data, and what the home page shows of them.
// - orders this week: paid orders of the last 7 days (paid, processing,
//   shipped or delivered; never pending, cancelled, refunded or returned), of
//   the payment mode the shop takes (a shop taking real payments counts real
//   money only);
// - sold: the share of the counted stock sold since the owner last set it
//   (Product.stockCounted, set with the stock by the products editor);
// - viewing now: distinct visitors of the product pages in the last 5
//   minutes (lib/social-proof/visits.ts);
// - the popup's orders: the latest six of those orders, anonymised (city,
//   state and sizes; never a name).
// The page reads them through one cached read, kept for a minute under its
// own tag ("live"), so `/` stays prerendered and is rendered again at most
// once a minute while a figure comes from data.
import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/reads";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { getSocialProofFigures } from "@/lib/editable-content/content";
import type { OrderStatus } from "@/lib/generated/prisma/client";
import { placeOf, shortSize } from "@/lib/social-proof/anonymise";
import type { RecentOrder } from "@/lib/social-proof/popup";
import { needsLiveData, percentSold, shownSocialProof, type LiveData, type ShownSocialProof } from "@/lib/social-proof/sources";
import { countViewersNow } from "@/lib/social-proof/visits";
import { stateCode } from "@/lib/tax/us-states";

const DAY_MS = 86_400_000;
/** How long the figures from data are served before they are read again. */
export const LIVE_READ_SECONDS = 60;
/** The orders the popup cycles through at most (as many as its samples). */
const POPUP_ORDERS = 6;
/** An order that counts as a sale: paid and not given back. */
export const SOLD_STATUSES: OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

/** The orders that count: those of the payment mode the shop takes (real money unless it takes test payments). */
const countedPaymentMode = () => (getConfig().payments.mode === "test" ? "test" : "stripe");

function soldOrdersOfTheWeek(now: Date) {
  return { createdAt: { gt: new Date(now.getTime() - 7 * DAY_MS), lte: now }, status: { in: SOLD_STATUSES }, paymentMode: countedPaymentMode() };
}

/** Paid orders of the last 7 days. */
export function countOrdersThisWeek(now = new Date()): Promise<number> {
  return db.order.count({ where: soldOrdersOfTheWeek(now) });
}

/** The share of the counted stock sold since it was last set, or null when no size's stock is counted. */
export async function readPercentSold(): Promise<number | null> {
  const sizes = await db.product.findMany({ where: { active: true, stock: { not: null }, stockCounted: { gt: 0 } }, select: { stock: true, stockCounted: true } });
  return percentSold(sizes.map((size) => ({ stock: size.stock!, stockCounted: size.stockCounted! })));
}

/** The latest paid orders of the last 7 days, anonymised, newest first; an order outside the US states is left out. */
export async function readRecentOrders(now = new Date()): Promise<RecentOrder[]> {
  const rows = await db.order.findMany({
    where: { ...soldOrdersOfTheWeek(now), anonymizedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: POPUP_ORDERS * 2,
    select: { shippingCity: true, shippingState: true, createdAt: true, lines: { orderBy: { position: "asc" }, select: { productSize: true } } },
  });
  const orders: RecentOrder[] = [];
  for (const row of rows) {
    const state = stateCode(row.shippingState);
    if (!state) continue;
    orders.push({ place: placeOf(row.shippingCity, state), sizes: [...new Set(row.lines.map((line) => shortSize(line.productSize)))], at: row.createdAt.toISOString() });
  }
  return orders.slice(0, POPUP_ORDERS);
}

/** Every figure from data, now. */
export async function readLiveData(now = new Date()): Promise<LiveData> {
  const [viewingNow, sold, ordersThisWeek, recentOrders] = await Promise.all([countViewersNow(now), readPercentSold(), countOrdersThisWeek(now), readRecentOrders(now)]);
  return { viewingNow, percentSold: sold, ordersThisWeek, recentOrders };
}

/** The figures from data as the pages read them: cached for a minute under the "live" tag. */
export const getLiveData = cache(cachedRead("live-figures", ["live"], () => readLiveData(), LIVE_READ_SECONDS));

/**
 * What the home page shows: each figure's number (or null when hidden) and
 * the popup. The data is read (from the cache) only when a figure comes from it.
 */
export async function homeSocialProof(): Promise<ShownSocialProof> {
  const settings = await getSocialProofFigures();
  const mode = getConfig().payments.mode;
  return shownSocialProof(settings, mode, needsLiveData(settings, mode) ? await getLiveData() : null);
}
