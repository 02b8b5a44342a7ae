// The public read APIs (forum, tutorials) answered from the Next.js data
// cache: the JSON of each read is kept for READ_CACHE_SECONDS, like the
// prerendered pages that show the same data, and a change that must show at
// once expires it by tag (revalidateReads). With REDIS_URL the entries and
// the tags live in Redis (lib/cache/redis-handler.mjs), so a refresh on one
// instance reaches every instance.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { expireServedResponses } from "@/lib/cache/served-responses";

/** How long a cached read is served before it is read again (the forum and tutorial pages' period). */
export const READ_CACHE_SECONDS = 10;

/** What a cached read shows; a change to it expires every read with its tag. */
export type ReadTag = "forum" | "tutorials";

let databaseIdentity: Promise<string> | undefined;

/**
 * This database's id (DatabaseIdentity, written by its first migration, or
 * written now if the row is gone). Cache keys carry it: Next.js's data cache
 * outlives the process (in .next/cache or Redis), and a shop started on a
 * fresh database or a copy must not answer with another database's rows.
 */
function currentDatabase(): Promise<string> {
  databaseIdentity ??= (async () => {
    const row = (await db.databaseIdentity.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true } })) ?? (await db.databaseIdentity.create({ data: {}, select: { id: true } }));
    return row.id;
  })().catch((error: unknown) => {
    databaseIdentity = undefined;
    throw error;
  });
  return databaseIdentity;
}

/**
 * A read whose JSON text is cached under `name`, its arguments and the
 * database, tagged with what it shows. The JSON is kept as text, so a cached
 * answer is sent without being parsed and serialised again.
 */
export function cachedJsonRead<A extends unknown[]>(name: string, tags: readonly ReadTag[], read: (...args: A) => Promise<unknown>): (...args: A) => Promise<string> {
  const readJson = async (...args: A) => JSON.stringify(await read(...args));
  return async (...args: A) => {
    const database = await currentDatabase();
    return unstable_cache(readJson, [name, database], { tags: [...tags], revalidate: READ_CACHE_SECONDS })(...args);
  };
}

/**
 * How a cached read's answer may be kept: by shared caches (a CDN, the shop's
 * own response cache) for the read's period, by browsers not at all.
 */
export const READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${READ_CACHE_SECONDS}`;

/** A JSON answer from a cached read's text. */
export function jsonResponse(json: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Cache-Control", READ_CACHE_CONTROL);
  return new Response(json, { ...init, headers });
}

/**
 * Expires every cached read with these tags at once, on every instance (the
 * next read goes to the database), and the answers this instance's server
 * keeps (lib/cache/served-responses.ts).
 */
export function revalidateReads(tags: readonly ReadTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  expireServedResponses();
}
