// The shop's server (server/serve.ts) keeps each shareable answer (a
// prerendered page, a cached read, a static file) for at most a second
// (server/response-cache.ts), so that a busy page is sent like a static
// file. A change that must show at once (lib/cache/data-tags.ts) empties it
// in this process; the other instances' copies expire within the second.
//
// The server is compiled by esbuild and the app is bundled by Next.js, so in
// one process each has its own copy of this module: a variable here would
// not be shared. The two meet on a named channel of Node's
// `node:diagnostics_channel`, a built-in module that Node loads once per
// process, whose channels are the same for every importer of a name.
import { channel, subscribe, unsubscribe } from "node:diagnostics_channel";

const SERVED_RESPONSES_EXPIRED = "verdant-ink:served-responses-expired";

/** Forgets every answer the server keeps, so the next request of each page or read reaches the app. */
export function expireServedResponses(): void {
  channel(SERVED_RESPONSES_EXPIRED).publish(undefined);
}

/** Calls `forget` each time the app expires what the server keeps; returns how to stop. */
export function onServedResponsesExpired(forget: () => void): () => void {
  const listener = () => forget();
  subscribe(SERVED_RESPONSES_EXPIRED, listener);
  return () => {
    unsubscribe(SERVED_RESPONSES_EXPIRED, listener);
  };
}
