// Only real pages go into the Next.js cache. A page rendered on demand for an
// address with a made-up id (a forum post, a category, a tutorial) answers
// 404, and Next.js would keep that answer like a page: files on disk (about
// 33 kB and seven files each) or a key in Redis, one per address, for good.
// A cache handler asks `isRealPage` before it stores an entry; an entry that
// is not one is not stored, and the address's earlier page (a post hidden
// since) is removed instead, so the 404 is what the next request gets.
// Plain JavaScript: the cache handlers are imported by Next.js at run time.

const ANSWER_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/**
 * Whether a value Next.js hands a cache handler may be kept: data (FETCH)
 * always; a page or route answer only with status 200 (Next.js leaves the
 * status out for 200); never an empty value (a Pages Router notFound) nor a
 * redirect.
 */
export function isRealPage(value) {
  if (!value || typeof value !== "object") return false;
  if (value.kind === "REDIRECT") return false;
  if (!ANSWER_KINDS.has(value.kind)) return true;
  return value.status === undefined || value.status === null || value.status === 200;
}

/**
 * A handler of @fortedigital/nextjs-cache-handler (get, set, revalidateTag,
 * delete) that keeps only real pages: `set` of anything else deletes the
 * key instead. Its entries carry Next.js's value under `value`.
 */
export function onlyRealPages(handler) {
  return {
    ...handler,
    name: handler.name,
    get: (key, meta) => handler.get(key, meta),
    async set(key, entry, ctx) {
      if (isRealPage(entry?.value)) return handler.set(key, entry, ctx);
      await handler.delete?.(key);
    },
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: (key) => handler.delete?.(key),
  };
}
