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

  it("addresses its links to the port it serves on, unless the site's address is set", () => {
    expect(parseConfig({ PORT: "3500" }).siteUrl).toBe("http://localhost:3500");
    expect(parseConfig({ PORT: "3500", NEXT_PUBLIC_SITE_URL: "https://shop.example.com/" }).siteUrl).toBe("https://shop.example.com");
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
    [{ AUTH_SECRET_PREVIOUS: "short" }, "AUTH_SECRET_PREVIOUS"],
    [{ DATA_ENCRYPTION_KEYS: "k1" }, "DATA_ENCRYPTION_KEYS"],
    [{ ALERT_WEBHOOK_URL: "https://hooks.example.com/shop" }, "ALERT_WEBHOOK_SECRET"],
    [{ ALERT_WEBHOOK_URL: "https://hooks.example.com/shop", ALERT_WEBHOOK_SECRET: "too-short" }, "ALERT_WEBHOOK_SECRET"],
    [{ ALERT_WEBHOOK_URL: "ftp://hooks.example.com/shop", ALERT_WEBHOOK_SECRET: "sixteen-characters-long" }, "ALERT_WEBHOOK_URL"],
  ])("stops on a bad value and names the variable (%j)", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it("keeps a previous auth secret for a rotation, unless it is the current one", () => {
    const secret = "a".repeat(40);
    expect(parseConfig({ AUTH_SECRET: secret, AUTH_SECRET_PREVIOUS: "b".repeat(40) }).auth.previousSecret).toBe("b".repeat(40));
    expect(parseConfig({ AUTH_SECRET: secret, AUTH_SECRET_PREVIOUS: secret }).auth.previousSecret).toBeUndefined();
    expect(parseConfig({ AUTH_SECRET: secret }).auth.previousSecret).toBeUndefined();
  });

  describe("the data key ring (DATA_ENCRYPTION_KEYS)", () => {
    const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");

    it("reads id:base64key entries in order, the first sealing", () => {
      const config = parseConfig({ DATA_ENCRYPTION_KEYS: ` k2:${key(2)}, k1:${Buffer.alloc(32, 1).toString("base64url")} ` });
      expect(config.dataKeys?.map((k) => k.id)).toEqual(["k2", "k1"]);
      expect(config.dataKeys?.[0]?.key).toEqual(Buffer.alloc(32, 2));
      expect(config.dataKeys?.[1]?.key).toEqual(Buffer.alloc(32, 1));
      expect(parseConfig({}).dataKeys).toBeUndefined();
    });

    it.each([
      ["no colon", "abc", /entry 1 is not id:base64key/],
      ["an id with a dot", `k.1:${key(1)}`, /entry 1 is not id:base64key/],
      ["a short key", `k1:${Buffer.alloc(16).toString("base64")}`, /the key "k1" is not 32 bytes/],
      ["a key that is not base64", `k1:${"!".repeat(44)}`, /the key "k1" is not 32 bytes/],
      ["an id twice", `k1:${key(1)},k1:${key(2)}`, /the id "k1" is given twice/],
    ])("refuses %s, naming the variable and never the key", (_case, value, message) => {
      let error: unknown;
      try {
        parseConfig({ DATA_ENCRYPTION_KEYS: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/DATA_ENCRYPTION_KEYS: /);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(key(1));
    });
  });
});
