// Which calculator prices the checkout's tax: STRIPE_TAX=1 is Stripe Tax, and
// only with Stripe keys; otherwise the shop's own state table.
import { ConfigError, parseConfig } from "@/lib/config";

const KEYS = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };

describe("STRIPE_TAX", () => {
  it("turns Stripe Tax on with Stripe keys", () => {
    expect(parseConfig({ ...KEYS, STRIPE_TAX: "1" }).payments.stripeTax).toBe(true);
    expect(parseConfig({ ...KEYS }).payments.stripeTax).toBe(false);
    expect(parseConfig({ ...KEYS, STRIPE_TAX: "0" }).payments.stripeTax).toBe(false);
    expect(parseConfig({}).payments.stripeTax).toBe(false);
  });

  it("stops start-up without a Stripe secret key, naming the variable", () => {
    expect(() => parseConfig({ STRIPE_TAX: "1" })).toThrow(ConfigError);
    expect(() => parseConfig({ STRIPE_TAX: "1", PAYMENTS_MODE: "test" })).toThrow(/STRIPE_TAX: needs STRIPE_SECRET_KEY/);
    expect(() => parseConfig({ STRIPE_TAX: "yes" })).toThrow(/STRIPE_TAX:/);
  });
});

describe("getTaxCalculator and taxBookkeepingFor", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["STRIPE_TAX", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "PAYMENTS_MODE"]) delete process.env[name];
    Object.assign(process.env, saved);
  });

  /** The provider module as loaded under `env` (the configuration is read once per module instance). */
  function providerUnder(env: Record<string, string>) {
    for (const name of ["STRIPE_TAX", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "PAYMENTS_MODE"]) delete process.env[name];
    Object.assign(process.env, env);
    let provider!: typeof import("@/lib/tax/provider");
    jest.isolateModules(() => {
      provider = jest.requireActual("@/lib/tax/provider");
    });
    return provider;
  }

  it("prices with the local state table by default, and keeps no outside record", () => {
    const provider = providerUnder({ PAYMENTS_MODE: "test" });
    expect(provider.getTaxCalculator().source).toBe("local");
    expect(provider.taxBookkeepingFor("local")?.source).toBe("local");
    // An order Stripe taxed, while the shop is not connected to Stripe: its record cannot be reached.
    expect(provider.taxBookkeepingFor("stripe")).toBeNull();
  });

  it("prices with Stripe Tax under STRIPE_TAX=1, and keeps Stripe's record of the orders it taxed after it is turned off", () => {
    expect(providerUnder({ ...KEYS, STRIPE_TAX: "1" }).getTaxCalculator().source).toBe("stripe");
    const off = providerUnder({ ...KEYS });
    expect(off.getTaxCalculator().source).toBe("local");
    expect(off.taxBookkeepingFor("stripe")?.source).toBe("stripe");
  });
});
