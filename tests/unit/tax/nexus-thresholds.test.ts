// Whether a state's economic-nexus threshold is crossed: by sales, by
// transactions, or only by both, as each state's rule says.
import { crossesThreshold, NEXUS_THRESHOLDS, type NexusThreshold } from "@/lib/tax/nexus-thresholds";
import { STATE_RATES_PPM } from "@/lib/tax/state-rates";
import { US_STATES } from "@/lib/tax/us-states";

const DOLLARS = 100;

describe("crossesThreshold", () => {
  const salesOnly: NexusThreshold = { salesCents: 100_000 * DOLLARS, transactions: null, rule: "sales" };
  const either: NexusThreshold = { salesCents: 100_000 * DOLLARS, transactions: 200, rule: "either" };
  const both: NexusThreshold = { salesCents: 500_000 * DOLLARS, transactions: 100, rule: "both" };

  it("by sales alone: at the figure, not a cent below; transactions do not count", () => {
    expect(crossesThreshold(salesOnly, 100_000 * DOLLARS, 1)).toBe(true);
    expect(crossesThreshold(salesOnly, 100_000 * DOLLARS - 1, 10_000)).toBe(false);
  });

  it("either: sales or transactions is enough", () => {
    expect(crossesThreshold(either, 100_000 * DOLLARS, 0)).toBe(true);
    expect(crossesThreshold(either, 1_000 * DOLLARS, 200)).toBe(true);
    expect(crossesThreshold(either, 1_000 * DOLLARS, 199)).toBe(false);
  });

  it("both: sales and transactions must each cross", () => {
    expect(crossesThreshold(both, 500_000 * DOLLARS, 100)).toBe(true);
    expect(crossesThreshold(both, 500_000 * DOLLARS, 99)).toBe(false);
    expect(crossesThreshold(both, 499_999 * DOLLARS, 10_000)).toBe(false);
  });

  it("never for a state without a threshold (no sales tax)", () => {
    expect(crossesThreshold(undefined, 10_000_000 * DOLLARS, 100_000)).toBe(false);
  });

  it("with the states' figures: Texas counts sales only, New York both, Georgia either", () => {
    expect(crossesThreshold(NEXUS_THRESHOLDS.TX, 499_999 * DOLLARS, 100_000)).toBe(false);
    expect(crossesThreshold(NEXUS_THRESHOLDS.TX, 500_000 * DOLLARS, 1)).toBe(true);
    expect(crossesThreshold(NEXUS_THRESHOLDS.NY, 600_000 * DOLLARS, 99)).toBe(false);
    expect(crossesThreshold(NEXUS_THRESHOLDS.NY, 600_000 * DOLLARS, 100)).toBe(true);
    expect(crossesThreshold(NEXUS_THRESHOLDS.GA, 50 * DOLLARS, 200)).toBe(true);
    expect(crossesThreshold(NEXUS_THRESHOLDS.OR, 10_000_000 * DOLLARS, 100_000)).toBe(false);
  });
});

describe("the states' data", () => {
  it("has a threshold for every state with a sales tax, and none for the states without", () => {
    const withoutTax = Object.keys(US_STATES).filter((code) => STATE_RATES_PPM[code as keyof typeof US_STATES] === 0);
    // Alaska has no state sales tax but its local jurisdictions (ARSSTC) set a remote-seller threshold.
    expect(withoutTax.sort()).toEqual(["AK", "DE", "MT", "NH", "OR"]);
    for (const code of Object.keys(US_STATES) as (keyof typeof US_STATES)[]) {
      const expected = STATE_RATES_PPM[code] > 0 || code === "AK";
      expect([code, NEXUS_THRESHOLDS[code] !== undefined]).toEqual([code, expected]);
    }
  });
});
