// The Next.js cache (prerendered pages, ISR) in Redis or Valkey, shared by
// every instance of one build: a page regenerated or revalidated on one
// instance is what all of them serve next. next.config.ts uses this handler
// only when REDIS_URL is set; without it Next.js keeps its own filesystem cache.
//
// Built on @fortedigital/nextjs-cache-handler (its CacheHandler speaks Next.js
// 16's cacheHandler contract: get, set, revalidateTag), with:
//   - keys under the build id, so two releases never serve each other's pages;
//   - one regeneration per page for the cluster (./regeneration.mjs), and
//     each page's revalidate period stored with it (SharedCacheHandler);
//   - an in-memory fallback on each instance: while Redis is unreachable or
//     stops answering (commands give up after COMMAND_TIMEOUT_MS, see
//     ./deadlines.mjs; the connection attempt after CONNECT_TIMEOUT_MS) pages
//     are served from it or rendered, never a 5xx and never a hung request;
//     the client reconnects in the background.
//   - real pages only (./real-pages.mjs): a 404 for a made-up address is
//     never stored, and a page that became one is deleted.
//   - a change's expiry repeated once the renders under way have stored
//     their pages (./settle.mjs), so none of them keeps the old data.
// `next build` and the development server never connect: the build writes
// its pages to .next as usual.
// Plain JavaScript: Next.js imports the cache handler at run time, unbundled.
import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { withDeadlines } from "./deadlines.mjs";
import { logLine } from "./log-line.mjs";
import { onlyRealPages } from "./real-pages.mjs";
import { withRegenerationClaims } from "./regeneration.mjs";
import { expireAgainAfterRenders } from "./settle.mjs";

const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 500;
const PING_INTERVAL_MS = 5_000;
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Reconnect quickly at first, then every 2 s at most, for as long as it takes. */
const reconnectDelay = (retries) => Math.min(50 * 2 ** retries, 2_000);

function connectRedis(url) {
  const client = createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
    // While disconnected, commands fail at once (the fallback answers) instead of queueing.
    disableOfflineQueue: true,
    // Commands waiting for a Redis that stopped answering are bounded too.
    commandsQueueMaxLength: 1_000,
    pingInterval: PING_INTERVAL_MS,
  });
  const where = new URL(url).host;
  let down = false;
  client.on("ready", () => {
    if (down) logLine("info", "Redis is back: the shared cache is in use again", { redis: where });
    down = false;
  });
  // Logged once per outage, not once per reconnection attempt.
  client.on("error", (error) => {
    if (down) return;
    down = true;
    logLine("error", "Redis is unreachable: pages come from this instance's memory until it is back", { redis: where, error: String(error?.message || error) });
  });
  // The first request waits for the connection, at most CONNECT_TIMEOUT_MS:
  // otherwise every instance would render its first pages alone.
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const waited = new Promise((resolve) => setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS).unref());
  return { client, ready: Promise.race([connected, waited]) };
}

// Next.js 16 takes a page's revalidate period from the stored entry when the
// entry carries it, and otherwise from what this process remembers: from the
// build's prerender manifest, or from having rendered the page itself. A page
// rendered on demand by another instance (a forum post, a tutorial) would
// otherwise count as stale after 1 s here and be rendered again. So the
// period Next.js gives set() is stored with the page and handed back by get().
const CACHE_CONTROL = "shopCacheControl";

class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const cacheControl = entry?.value?.[CACHE_CONTROL];
    if (!cacheControl) return entry;
    const value = { ...entry.value };
    delete value[CACHE_CONTROL];
    return { ...entry, value, cacheControl };
  }

  async set(key, value, ctx) {
    const cacheControl = ctx?.cacheControl;
    return super.set(key, value && typeof value === "object" && cacheControl ? { ...value, [CACHE_CONTROL]: cacheControl } : value, ctx);
  }

  /** Expires the tags now, and again once the renders under way have stored their pages (./settle.mjs). */
  async revalidateTag(tag, ...rest) {
    await super.revalidateTag(tag, ...rest);
    expireAgainAfterRenders(tag, () => super.revalidateTag(tag, ...rest));
  }
}

CacheHandler.onCreation(async ({ buildId, dev }) => {
  const memory = createLruHandler({ maxItemsNumber: 500, maxItemSizeBytes: 64 * 1024 * 1024 });
  // The build keeps what it renders as Next.js does (its 404 page among them).
  if (dev || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] };
  const local = onlyRealPages(memory);
  const url = process.env.REDIS_URL?.trim();
  if (!url) return { handlers: [local] };

  const { client, ready } = connectRedis(url);
  await ready;
  const keyPrefix = `next-cache:${buildId?.trim() || "unknown-build"}:`;
  const commands = withDeadlines(client, { timeoutMs: COMMAND_TIMEOUT_MS });
  const redis = createRedisHandler({ client: commands, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS });
  const shared = withRegenerationClaims(onlyRealPages(redis), { client: commands, keyPrefix, owner: randomUUID() });
  // Reads ask Redis first and fall back to memory only when Redis fails; writes
  // and revalidations go to both, so the fallback holds what was served last.
  // Entries leave Redis a day after they were stored (1.5 days for pages
  // without a revalidate period), so an earlier release's pages go soon after
  // it is replaced; until then a stale page is served while it is rendered again.
  return { handlers: [shared, local], ttl: { defaultStaleAge: ONE_DAY_SECONDS, estimateExpireAge: (staleAge) => Math.max(Math.ceil(staleAge * 1.5), ONE_DAY_SECONDS) } };
});

export default SharedCacheHandler;
