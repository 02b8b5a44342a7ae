// Which live figures the home page shows: the owner's source for each (the
// shop's data, the fixed text, hidden), "not chosen yet" following the payment
// mode, the owner's minimum below which data is hidden (never faked), and the
// share of a counted stock sold.
import { DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import type { SocialProofFigures } from "@/lib/editable-content/schema";
import { atLeast, needsLiveData, percentSold, resolveSource, shownSocialProof, type LiveData } from "@/lib/social-proof/sources";

const DATA: LiveData = {
  viewingNow: 4,
  percentSold: 35,
  ordersThisWeek: 12,
  recentOrders: [{ place: "Austin, TX", sizes: ["4 oz"], at: "2041-03-10T10:00:00.000Z" }],
};

const settings = (changes: Partial<SocialProofFigures> = {}): SocialProofFigures => ({ ...DEFAULT_FIGURES, ...changes });

describe("resolveSource", () => {
  it("keeps the owner's choice whatever the payment mode", () => {
    for (const mode of ["stripe", "test", "unavailable"] as const) {
      expect(resolveSource("data", mode)).toBe("data");
      expect(resolveSource("fixed", mode)).toBe("fixed");
      expect(resolveSource("hidden", mode)).toBe("hidden");
    }
  });

  it("before a choice: data in a shop taking real payments, the fixed text otherwise", () => {
    expect(resolveSource("auto", "stripe")).toBe("data");
    expect(resolveSource("auto", "test")).toBe("fixed");
    expect(resolveSource("auto", "unavailable")).toBe("fixed");
  });
});

describe("atLeast", () => {
  it("hides a figure below the minimum and shows it from the minimum on", () => {
    expect(atLeast(4, 5)).toBeNull();
    expect(atLeast(5, 5)).toBe(5);
    expect(atLeast(0, 0)).toBe(0);
    expect(atLeast(null, 0)).toBeNull();
  });
});

describe("percentSold", () => {
  it("is the share of the counted stock sold, over the counted sizes, rounded down", () => {
    expect(percentSold([{ stock: 30, stockCounted: 100 }])).toBe(70);
    expect(percentSold([{ stock: 30, stockCounted: 100 }, { stock: 50, stockCounted: 50 }])).toBe(46); // 70 of 150
    expect(percentSold([{ stock: 1, stockCounted: 200 }])).toBe(99); // 99.5: never 100 % while tins are left
    expect(percentSold([{ stock: 0, stockCounted: 40 }])).toBe(100);
  });

  it("counts tins put back beyond the count as none sold, and nothing without a counted stock", () => {
    expect(percentSold([{ stock: 120, stockCounted: 100 }])).toBe(0);
    expect(percentSold([{ stock: 0, stockCounted: 0 }])).toBeNull();
    expect(percentSold([])).toBeNull();
  });
});

describe("shownSocialProof", () => {
  it("shows the spec's fixed texts and the sample buyers in a test-payments shop by default, without reading data", () => {
    expect(needsLiveData(settings(), "test")).toBe(false);
    expect(shownSocialProof(settings(), "test", null)).toEqual({ viewingNow: 127, percentSold: 78, ordersThisWeek: 237, popup: { kind: "samples" } });
  });

  it("shows the shop's data in a shop taking real payments by default, orders this week included", () => {
    expect(needsLiveData(settings(), "stripe")).toBe(true);
    expect(shownSocialProof(settings(), "stripe", DATA)).toEqual({ viewingNow: 4, percentSold: 35, ordersThisWeek: 12, popup: { kind: "orders", orders: DATA.recentOrders } });
  });

  it("hides each figure from data below its own minimum, and never shows a fixed text instead", () => {
    const shown = shownSocialProof(settings({ viewingNowMinimum: 5, percentSoldMinimum: 36, ordersThisWeekMinimum: 13, popupMinimum: 13 }), "stripe", DATA);
    expect(shown).toEqual({ viewingNow: null, percentSold: null, ordersThisWeek: null, popup: null });
  });

  it("hides the sold figure without a counted stock and the popup without recent orders", () => {
    const shown = shownSocialProof(settings({ percentSoldMinimum: 0, popupMinimum: 0 }), "stripe", { ...DATA, percentSold: null, recentOrders: [] });
    expect(shown.percentSold).toBeNull();
    expect(shown.popup).toBeNull();
  });

  it("follows the owner's choice for each figure on its own", () => {
    const chosen = settings({ viewingNowSource: "hidden", percentSoldSource: "fixed", ordersThisWeekSource: "data", popupSource: "hidden", percentSold: 60 });
    for (const mode of ["stripe", "test"] as const) {
      expect(shownSocialProof(chosen, mode, DATA)).toEqual({ viewingNow: null, percentSold: 60, ordersThisWeek: 12, popup: null });
    }
    expect(needsLiveData(settings({ viewingNowSource: "fixed", percentSoldSource: "hidden", ordersThisWeekSource: "fixed", popupSource: "fixed" }), "stripe")).toBe(false);
  });
});
