// The shop's public reads (what the pages and the read APIs show) answered
// from the Next.js data cache: each read is kept for its period, like the
// pages that show it, under the kind of data it reads (its tag,
// lib/cache/data-tags.ts). A page rendered with a cached read carries the
// read's tag, so a change that refreshes the tag (refreshData) expires the
// read and every page that showed it. With REDIS_URL the entries and the
// tags live in Redis (lib/cache/redis-handler.mjs), so a refresh on one
// instance reaches every instance.
import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import type { DataTag } from "@/lib/cache/data-tags";

/** How long a forum or tutorial read is served before it is read again (those pages' period). */
export const READ_CACHE_SECONDS = 10;

/** How long a storefront read (products, texts, figures) is served before it is read again (the marketing pages' period). */
export const STOREFRONT_READ_SECONDS = 300;

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
 * A read cached under `name`, its arguments and the database, for `seconds`,
 * tagged with the kinds of data it shows. Its result must be plain JSON data
 * (no Date, Map or class): the cache keeps it as JSON.
 */
export function cachedRead<A extends unknown[], T>(name: string, tags: readonly DataTag[], read: (...args: A) => Promise<T>, seconds: number): (...args: A) => Promise<T> {
  return async (...args: A) => {
    const database = await currentDatabase();
    return unstable_cache(read, [name, database], { tags: [...tags], revalidate: seconds })(...args);
  };
}

/**
 * A read API's read: its JSON text cached like cachedRead for
 * READ_CACHE_SECONDS. The JSON is kept as text, so a cached answer is sent
 * without being parsed and serialised again.
 */
export function cachedJsonRead<A extends unknown[]>(name: string, tags: readonly DataTag[], read: (...args: A) => Promise<unknown>): (...args: A) => Promise<string> {
  return cachedRead(name, tags, async (...args: A) => JSON.stringify(await read(...args)), READ_CACHE_SECONDS);
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
