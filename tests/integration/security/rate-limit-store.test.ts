// The abuse-limit counters in PostgreSQL: atomic under concurrency (no request
// slips past the limit), per key, per window, and purged once a window ended.
import { consumeLimit, peekLimit, purgeExpiredLimits } from "@/lib/security/rate-limit";
import type { LimitRule } from "@/lib/security/limits";
import { db } from "@/lib/db";

const rule: LimitRule = { name: "test-rule", limit: 5, windowSeconds: 60 };
const at = new Date("2026-11-24T12:00:30Z");

describe("rate-limit counters", () => {
  it("allows exactly the limit within a window, then refuses until the window ends", async () => {
    for (let i = 1; i <= 5; i += 1) expect(await consumeLimit(rule, "a", 1, at)).toMatchObject({ allowed: true, count: i });
    expect(await consumeLimit(rule, "a", 1, at)).toEqual({ allowed: false, count: 6, retryAfterSeconds: 30 });
    expect(await consumeLimit(rule, "b", 1, at)).toMatchObject({ allowed: true, count: 1 });
    expect(await consumeLimit(rule, "a", 1, new Date("2026-11-24T12:01:00Z"))).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent requests without losing one", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeLimit(rule, "burst", 1, at)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("counts a cost (bytes) and peeks without adding", async () => {
    const bytes: LimitRule = { name: "test-bytes", limit: 1000, windowSeconds: 86_400 };
    expect(await consumeLimit(bytes, "c", 600, at)).toMatchObject({ allowed: true, count: 600 });
    expect(await peekLimit(bytes, "c", at)).toMatchObject({ allowed: true, count: 600 });
    expect(await consumeLimit(bytes, "c", 600, at)).toMatchObject({ allowed: false, count: 1200 });
    expect(await peekLimit(bytes, "c", at)).toMatchObject({ allowed: false, count: 1200 });
  });

  it("purges the counters of windows that have ended", async () => {
    await consumeLimit(rule, "old", 1, new Date("2026-01-01T00:00:00Z"));
    await consumeLimit(rule, "current", 1, at);
    await purgeExpiredLimits(new Date("2026-11-24T12:00:45Z"));
    const keys = (await db.rateLimitCounter.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys).toContain("test-rule:current");
    expect(keys).not.toContain("test-rule:old");
  });
});
