import { ConfigError, parseConfig } from "@/lib/config";

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.embedded).toBe(true);
    expect(config.database.url).toContain("localhost:54329");
    expect(config.database.seedSampleData).toBe(true);
    expect(config.payments.mode).toBe("test");
    expect(config.siteUrl).toBe("http://localhost:3000");
  });

  it("uses a PostgreSQL server from DATABASE_URL without sample data or test payments", () => {
    const config = parseConfig({ DATABASE_URL: "postgresql://u:p@db:5432/shop" });
    expect(config.database.embedded).toBe(false);
    expect(config.database.seedSampleData).toBe(false);
    expect(config.payments.mode).toBe("unavailable");
  });

  it("allows test payments on a server only when asked", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://db/shop", PAYMENTS_MODE: "test" }).payments.mode).toBe("test");
    expect(parseConfig({ DATABASE_URL: "postgres://db/shop", SEED_SAMPLE_DATA: "1" }).database.seedSampleData).toBe(true);
  });

  it("switches to Stripe when keys are set", () => {
    const config = parseConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" });
    expect(config.payments.mode).toBe("stripe");
  });

  it("never runs test payments while Stripe keys are set", () => {
    const config = parseConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", PAYMENTS_MODE: "test" });
    expect(config.payments.mode).toBe("stripe");
  });

  it("sends alerts to a webhook only when its address and secret are set", () => {
    expect(parseConfig({}).alerts).toEqual({ webhookUrl: undefined, webhookSecret: undefined });
    expect(parseConfig({ ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X", ALERT_WEBHOOK_SECRET: "sixteen-characters-long" }).alerts).toEqual({
      webhookUrl: "https://hooks.slack.com/services/T/B/X",
      webhookSecret: "sixteen-characters-long",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SUPPORT_EMAIL: "not-an-address" }, "SUPPORT_EMAIL"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_PUBLISHABLE_KEY"],
    [{ ADMIN_EMAIL: "a@b.co" }, "ADMIN_PASSWORD"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ALERT_WEBHOOK_URL: "https://hooks.example.com/shop" }, "ALERT_WEBHOOK_SECRET"],
    [{ ALERT_WEBHOOK_URL: "https://hooks.example.com/shop", ALERT_WEBHOOK_SECRET: "too-short" }, "ALERT_WEBHOOK_SECRET"],
    [{ ALERT_WEBHOOK_URL: "ftp://hooks.example.com/shop", ALERT_WEBHOOK_SECRET: "sixteen-characters-long" }, "ALERT_WEBHOOK_URL"],
  ])("stops on a bad value and names the variable (%j)", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
