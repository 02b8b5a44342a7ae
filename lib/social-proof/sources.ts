// Which live figures the home page shows, and what each says: the owner picks
// each figure's source in /admin/content (the shop's data, the fixed text, or
// hidden); until the owner chooses ("auto"), a shop taking test payments shows
// the fixed texts and a shop taking real payments its data. A figure from data
// below the owner's minimum is hidden, never made up. Plain functions, safe for
// the browser.
import type { FigureSource, LiveFigure, SocialProofFigures } from "@/lib/editable-content/schema";
import type { RecentOrder } from "@/lib/social-proof/popup";

/** How the shop takes payments (lib/config.ts). */
export type PaymentsMode = "stripe" | "test" | "unavailable";

/** A source once "auto" is decided. */
export type ResolvedSource = Exclude<FigureSource, "auto">;

/** The source a figure shows: the owner's choice, or before any, data only in a shop taking real payments. */
export function resolveSource(source: FigureSource, mode: PaymentsMode): ResolvedSource {
  if (source !== "auto") return source;
  return mode === "stripe" ? "data" : "fixed";
}

/** A figure from data, or null (hidden) when there is none or it is below the owner's minimum. */
export function atLeast(value: number | null, minimum: number): number | null {
  return value !== null && value >= minimum ? value : null;
}

/** What the shop's data says now (lib/social-proof/live-data.ts). */
export interface LiveData {
  /** Distinct visitors of the product pages in the last 5 minutes. */
  viewingNow: number;
  /** Share of the counted stock sold since it was last set, in whole percent; null when no size's stock is counted. */
  percentSold: number | null;
  /** Paid orders of the last 7 days. */
  ordersThisWeek: number;
  /** The latest of those orders, anonymised, newest first. */
  recentOrders: RecentOrder[];
}

/**
 * The share of a counted stock sold since it was last set, in whole percent
 * (rounded down, so a size with tins left never reads 100 %): over the sizes
 * whose stock is counted, (counted − left) / counted. Tins put back (a
 * cancelled order) lower it; more tins than were counted count as none sold.
 */
export function percentSold(sizes: readonly { stock: number; stockCounted: number }[]): number | null {
  const counted = sizes.filter((size) => size.stockCounted > 0);
  const total = counted.reduce((sum, size) => sum + size.stockCounted, 0);
  if (total === 0) return null;
  const sold = counted.reduce((sum, size) => sum + Math.max(0, size.stockCounted - Math.max(0, size.stock)), 0);
  return Math.floor((sold * 100) / total);
}

/** The popup: the sample buyers (fixed text), real recent orders, or nothing. */
export type PopupContent = { kind: "samples" } | { kind: "orders"; orders: RecentOrder[] };

export interface ShownSocialProof {
  /** Each figure's number, or null when it is hidden. */
  viewingNow: number | null;
  percentSold: number | null;
  ordersThisWeek: number | null;
  popup: PopupContent | null;
}

const source = (settings: SocialProofFigures, figure: LiveFigure, mode: PaymentsMode) => resolveSource(settings[`${figure}Source`], mode);

/** Whether any figure comes from the shop's data (then the page reads it). */
export function needsLiveData(settings: SocialProofFigures, mode: PaymentsMode): boolean {
  return (["viewingNow", "percentSold", "ordersThisWeek", "popup"] as const).some((figure) => source(settings, figure, mode) === "data");
}

/** What the home page shows, from the owner's settings, the payment mode and (when a figure needs it) the data. */
export function shownSocialProof(settings: SocialProofFigures, mode: PaymentsMode, data: LiveData | null): ShownSocialProof {
  const figure = (key: "viewingNow" | "percentSold" | "ordersThisWeek"): number | null => {
    switch (source(settings, key, mode)) {
      case "fixed":
        return settings[key];
      case "data":
        return data ? atLeast(data[key], settings[`${key}Minimum`]) : null;
      case "hidden":
        return null;
    }
  };
  const popup = (): PopupContent | null => {
    switch (source(settings, "popup", mode)) {
      case "fixed":
        return { kind: "samples" };
      case "data":
        return data && data.recentOrders.length > 0 && atLeast(data.ordersThisWeek, settings.popupMinimum) !== null ? { kind: "orders", orders: data.recentOrders } : null;
      case "hidden":
        return null;
    }
  };
  return { viewingNow: figure("viewingNow"), percentSold: figure("percentSold"), ordersThisWeek: figure("ordersThisWeek"), popup: popup() };
}
