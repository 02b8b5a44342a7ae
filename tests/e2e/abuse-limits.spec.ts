// Abuse limits, from outside: one client (a fixed X-Forwarded-For address; the
// shop trusts one proxy hop) opening 40 payment sessions within a minute gets
// its first ones and then 429s with Retry-After, in the API error format.
import { expect, test } from "@playwright/test";
import { LIMITS } from "../../lib/security/limits";

const CLIENT = { "X-Forwarded-For": "198.51.100.40" };

test("40 payment sessions from one client within a minute: the first ones open, the rest get 429 with Retry-After", async ({ request }) => {
  const rule = LIMITS.paymentIntents;
  const windowMs = rule.windowSeconds * 1000;
  const startedInWindow = Math.floor(Date.now() / windowMs);
  const started = Date.now();

  const answers: { status: number; retryAfter: string | undefined; body: unknown }[] = [];
  for (let i = 0; i < 40; i++) {
    const response = await request.post("/api/create-payment-intent", {
      headers: CLIENT,
      data: { items: [{ id: i % 2 ? "1oz" : "4oz", name: "Ointment" }] },
    });
    answers.push({ status: response.status(), retryAfter: response.headers()["retry-after"], body: await response.json() });
  }
  expect(Date.now() - started).toBeLessThan(60_000);

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  expect(statuses[0]).toBe(200);
  expect(answers[0].body).toEqual({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), summary: expect.objectContaining({ total: 15.99 }) });
  expect(statuses).toContain(429);
  if (Math.floor(Date.now() / windowMs) === startedInWindow) {
    // All in one counting window: exactly the limit opened, then only refusals.
    expect(statuses).toEqual([...Array(rule.limit).fill(200), ...Array(40 - rule.limit).fill(429)]);
  }

  for (const answer of answers.filter((a) => a.status === 429)) {
    const seconds = Number(answer.retryAfter);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(rule.windowSeconds);
    expect(answer.body).toEqual({ error: { code: "too_many_requests", message: expect.any(String) } });
  }

  // Another client is not affected.
  const other = await request.post("/api/create-payment-intent", {
    headers: { "X-Forwarded-For": "198.51.100.41" },
    data: { items: [{ id: "4oz", name: "Ointment" }] },
  });
  expect(other.status()).toBe(200);
});
