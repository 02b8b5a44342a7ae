// Fixed-window counters in PostgreSQL (the RateLimitCounter table): one row
// per key and window, incremented with a single INSERT … ON CONFLICT, so
// concurrent requests on any number of instances each get their own count.
import "server-only";
import { db } from "@/lib/db";
import { clientKey } from "@/lib/http/client-address";
import { rateLimited } from "@/lib/errors";
import type { LimitRule } from "@/lib/security/limits";

export interface LimitResult {
  allowed: boolean;
  /** The count of this window after this request. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

function windowOf(rule: LimitRule, now: Date) {
  const length = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

const retryAfter = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** Counts `cost` against `key` under `rule`; allowed while the window's count stays within the limit. */
export async function consumeLimit(rule: LimitRule, key: string, cost = 1, now = new Date()): Promise<LimitResult> {
  const { start, end } = windowOf(rule, now);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "expiresAt")
    VALUES (${`${rule.name}:${key}`}, ${start}, ${cost}, ${end})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + EXCLUDED."count"
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? cost);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: retryAfter(end, now) };
}

/** The window's count for `key` without adding to it. */
export async function peekLimit(rule: LimitRule, key: string, now = new Date()): Promise<LimitResult> {
  const { start, end } = windowOf(rule, now);
  const row = await db.rateLimitCounter.findUnique({ where: { key_windowStart: { key: `${rule.name}:${key}`, windowStart: start } }, select: { count: true } });
  const count = row?.count ?? 0;
  return { allowed: count < rule.limit, count, retryAfterSeconds: retryAfter(end, now) };
}

/** Counts one use against `rule` for `key`; throws a 429 past the limit. */
export async function enforceLimit(rule: LimitRule, key: string, message?: string): Promise<void> {
  const result = await consumeLimit(rule, key);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds, message);
}

/** Counts this request against `rule` for its client; throws a 429 past the limit. Returns the client's key. */
export async function enforceClientLimit(request: Request | Headers, rule: LimitRule, message?: string): Promise<string> {
  const key = clientKey(request instanceof Headers ? request : request.headers);
  await enforceLimit(rule, key, message);
  return key;
}

/** Deletes the counters of windows that have ended. */
export async function purgeExpiredLimits(now = new Date()): Promise<number> {
  const { count } = await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
