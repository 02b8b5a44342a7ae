// The shop's server (server/serve.ts) keeps each shareable answer (a
// prerendered page, a cached read, a static file) for at most a second
// (server/response-cache.ts), so that a busy page is sent like a static
// file. A change that must show at once clears those answers in this
// process; the other instances' copies expire within the second.

/** Where the running server's response cache registers itself in the process. */
export const RESPONSE_CACHE_KEY = Symbol.for("verdant-ink.response-cache");

interface ClearableCache {
  clear(): void;
}

/** Forgets every answer the server keeps, so the next request of each page or read reaches the app. */
export function expireServedResponses(): void {
  (globalThis as { [RESPONSE_CACHE_KEY]?: ClearableCache })[RESPONSE_CACHE_KEY]?.clear();
}
