// One regeneration of a page for the whole cluster. Every instance reads the
// same entry from Redis, so when it goes stale (or is revalidated on demand)
// every instance would notice at once and render the page again. A short
// claim in Redis (SET NX with an expiry) lets one instance do it:
//   - a stale page: the instance that claims it serves the stale copy and
//     renders in the background (Next.js's stale-while-revalidate); the others
//     serve the same copy as current until the new one is stored;
//   - a missing page (first request, or revalidated on demand): the claimant
//     renders it; the others wait for its copy, at most `waitMs`, and render
//     it themselves when none arrives (a claimant that died or failed).
// Storing the new copy ends the claim; a claim also expires after `claimMs`.
// Plain JavaScript: Next.js imports the cache handler at run time, unbundled.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether Next.js would call this entry stale now (the page's revalidate period is over). */
export function isStalePage(entry, now = Date.now()) {
  const kind = entry?.value?.kind;
  if (kind !== "APP_PAGE" && kind !== "APP_ROUTE") return false;
  const revalidate = entry.lifespan?.revalidate;
  return typeof revalidate === "number" && revalidate > 0 && entry.lastModified + revalidate * 1000 <= now;
}

/**
 * Wraps the Redis handler of @fortedigital/nextjs-cache-handler (get, set,
 * revalidateTag, delete) with cluster-wide claims, kept through `client`
 * (whose commands have deadlines, ./deadlines.mjs). Errors of the Redis
 * handler itself propagate, so the caller can fall back to its local cache.
 */
export function withRegenerationClaims(handler, { client, keyPrefix, owner, claimMs = 15_000, waitMs = 3_000, pollMs = 50 }) {
  const claimKey = (key) => `${keyPrefix}__claim__:${key}`;

  /** True when this instance may render the page; also when Redis cannot say (render rather than wait). */
  async function claim(key) {
    try {
      return (await client.set(claimKey(key), owner, { NX: true, PX: claimMs })) === "OK";
    } catch {
      return true;
    }
  }

  async function claimed(key) {
    try {
      return (await client.exists(claimKey(key))) === 1;
    } catch {
      return false;
    }
  }

  return {
    name: "redis-shared",
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      if (entry) {
        if (!isStalePage(entry) || (await claim(key))) return entry;
        // Another instance is rendering the new copy: this one is current until it lands.
        return { ...entry, lastModified: Date.now() };
      }
      if (await claim(key)) return null;
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await sleep(pollMs);
        const stored = await handler.get(key, meta);
        if (stored) return stored;
        if (!(await claimed(key))) break;
      }
      return null;
    },
    async set(key, value, ctx) {
      await handler.set(key, value, ctx);
      await client.del(claimKey(key)).catch(() => {});
    },
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: (key) => handler.delete?.(key),
    prepare: () => handler.prepare?.(),
  };
}
