// "People viewing now": the distinct visitors of the product pages (/ and the
// landing pages) in the last 5 minutes, counted without cookies or personal
// data.
// - The page sends a beacon (POST /api/visits, no body, no cookie).
// - The server makes a visitor id: an HMAC of the client's address and
//   browser (user agent) with a key that changes every UTC day, derived from
//   AUTH_SECRET. The address and browser are never kept; tomorrow's id of the
//   same visitor cannot be linked to today's.
// - The id is kept in this instance's memory with its minute (one Set add per
//   page view), and every few seconds all of them go to the database in one
//   INSERT … ON CONFLICT DO NOTHING into PageVisit(minute, visitor), which
//   every instance shares; rows older than an hour are deleted by the
//   retention run.
// - Each client address may report PAGE_VISIT_REPORTS (lib/security/limits.ts)
//   per window, counted in memory too.
import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { clientAddress, clientKey } from "@/lib/http/client-address";
import { PAGE_VISIT_REPORTS } from "@/lib/security/limits";
import { logger } from "@/lib/log";

const log = logger("visits");

const MINUTE_MS = 60_000;
/** "Now" is the current minute and the four before it. */
export const VIEWING_NOW_MINUTES = 5;
/** Visits are sent to the database this often. */
export const VISIT_FLUSH_MS = 5_000;
/** Visits kept in memory at most, waiting to be sent (beyond it new ones are dropped until the next flush). */
const MAX_PENDING = 100_000;
/** PageVisit rows older than this are deleted by the retention run. */
export const PAGE_VISIT_RETENTION_MS = 60 * MINUTE_MS;

interface ClientCount {
  reports: number;
  visitors: Set<string>;
}

interface VisitState {
  /** "<minute ISO>|<visitor>" waiting to be written. */
  pending: Set<string>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<number> | null;
  /** The abuse limit's window and its counts per client. */
  window: number;
  clients: Map<string, ClientCount>;
  /** The day's key, derived once per UTC day. */
  key: { day: string; key: Buffer } | null;
}

// This instance's visits and counts: the beacon's route records and flushes
// them itself, so every copy of this module writes what it recorded.
const state: VisitState = { pending: new Set(), timer: null, flushing: null, window: 0, clients: new Map(), key: null };

const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

function dayKey(now: Date): Buffer {
  const day = now.toISOString().slice(0, 10);
  if (state.key?.day !== day) state.key = { day, key: Buffer.from(hkdfSync("sha256", authSecret(), "verdant-ink", `page-visits:${day}`, 32)) };
  return state.key.key;
}

/** The visitor's id for the UTC day of `now`: a keyed hash of the address and browser, which it does not reveal. */
export function visitorId(address: string, userAgent: string, now: Date): string {
  return createHmac("sha256", dayKey(now)).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** Counts the report against its client: 429 past the limit; false when the visitor is one too many for the address. */
function admit(client: string, visitor: string, now: number): boolean {
  const windowMs = PAGE_VISIT_REPORTS.windowSeconds * 1000;
  const window = Math.floor(now / windowMs) * windowMs;
  if (window !== state.window) {
    state.window = window;
    state.clients.clear();
  }
  let count = state.clients.get(client);
  if (!count) {
    if (state.clients.size >= PAGE_VISIT_REPORTS.clientsTracked) throw rateLimited((window + windowMs - now) / 1000, "Too many visits reported. Please try again later.");
    count = { reports: 0, visitors: new Set() };
    state.clients.set(client, count);
  }
  count.reports += 1;
  if (count.reports > PAGE_VISIT_REPORTS.perClient) throw rateLimited((window + windowMs - now) / 1000, "Too many visits reported. Please try again later.");
  if (count.visitors.has(visitor)) return true;
  if (count.visitors.size >= PAGE_VISIT_REPORTS.visitorsPerClient) return false;
  count.visitors.add(visitor);
  return true;
}

/**
 * Records one view of a product page: in memory only (written within
 * VISIT_FLUSH_MS). Throws 429 when the client reported too many.
 */
export function recordPageVisit(headers: Headers, now = new Date()): void {
  const visitor = visitorId(clientAddress(headers), headers.get("user-agent") ?? "", now);
  if (!admit(clientKey(headers), visitor, now.getTime())) return;
  if (state.pending.size >= MAX_PENDING) return;
  state.pending.add(`${new Date(minuteOf(now.getTime())).toISOString()}|${visitor}`);
  // One timer while visits wait; it does not keep the process alive.
  state.timer ??= setTimeout(() => {
    state.timer = null;
    void flushPageVisits();
  }, VISIT_FLUSH_MS).unref();
}

/**
 * Writes the visits kept in memory in one statement; returns how many were
 * sent. A failed write drops them (the figure is an estimate of the last few
 * minutes; new visits follow) and says so in the log.
 */
export function flushPageVisits(): Promise<number> {
  state.flushing ??= (async () => {
    const batch = [...state.pending];
    state.pending.clear();
    if (batch.length === 0) return 0;
    const minutes = batch.map((entry) => entry.slice(0, entry.indexOf("|")));
    const visitors = batch.map((entry) => entry.slice(entry.indexOf("|") + 1));
    try {
      await db.$executeRaw`
        INSERT INTO "PageVisit" ("minute", "visitor")
        SELECT * FROM unnest(${minutes}::timestamp(3)[], ${visitors}::text[])
        ON CONFLICT DO NOTHING`;
      return batch.length;
    } catch (error) {
      log.error("page visits could not be written and are not counted", { visits: batch.length, error: error instanceof Error ? error.message : String(error) });
      return 0;
    }
  })().finally(() => {
    state.flushing = null;
  });
  return state.flushing;
}

/** Distinct visitors of the current minute and the four before it (never an older visit). */
export async function countViewersNow(now = new Date()): Promise<number> {
  const current = minuteOf(now.getTime());
  const from = new Date(current - (VIEWING_NOW_MINUTES - 1) * MINUTE_MS);
  const rows = await db.$queryRaw<{ count: number }[]>`
    SELECT COUNT(DISTINCT "visitor")::int AS "count" FROM "PageVisit" WHERE "minute" >= ${from}::timestamp AND "minute" <= ${new Date(current)}::timestamp`;
  return rows[0]?.count ?? 0;
}

/** Deletes the visits older than an hour; returns how many. */
export async function purgeOldPageVisits(now = new Date()): Promise<number> {
  const { count } = await db.pageVisit.deleteMany({ where: { minute: { lt: new Date(now.getTime() - PAGE_VISIT_RETENTION_MS) } } });
  return count;
}
