// Every uploaded file (customers' photos, tutorial videos and thumbnails) in
// whichever store the shop uses (lib/uploads/storage.ts): files in
// DATA_DIR/uploads, rows of UploadObject, or Vercel Blob. A backup reads them
// one at a time as they are archived; a restore writes them into the store
// this machine is configured with, which may be another than the backup's.
import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { list, put } from "@vercel/blob";
import type { Config } from "@/lib/config";
import { db } from "@/lib/db";
import { DATABASE_CHUNK_BYTES, openDatabaseFile } from "@/lib/uploads/range-readers";
import { isSafeUploadName } from "@/lib/uploads/storage";

export interface StoredUploadFile {
  name: string;
  /** Opens the file now: its size and its bytes, or null when it was deleted meanwhile. */
  open(): Promise<{ size: number; body: AsyncIterable<Uint8Array> } | null>;
}

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", mp4: "video/mp4", webm: "video/webm" };

/** The content type of an upload, from its name's extension (every upload name has one of these). */
export const uploadContentType = (name: string) => CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";

const blobPath = (name: string) => `uploads/${name}`;

async function localUploads(dir: string): Promise<StoredUploadFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names.filter(isSafeUploadName).sort().map((name) => ({
    name,
    async open() {
      const file = path.join(dir, name);
      try {
        const { size } = await stat(file);
        return { size, body: createReadStream(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  }));
}

async function databaseUploads(): Promise<StoredUploadFile[]> {
  const rows = await db.uploadObject.findMany({ select: { name: true }, orderBy: { name: "asc" } });
  return rows.filter((row) => isSafeUploadName(row.name)).map(({ name }) => ({
    name,
    async open() {
      const opened = await openDatabaseFile(name);
      if (!opened) return null;
      if (opened.size === 0) {
        await opened.close();
        return { size: 0, body: (async function* () {})() };
      }
      return { size: opened.size, body: opened.read(0, opened.size - 1) as unknown as AsyncIterable<Uint8Array> };
    },
  }));
}

async function blobUploads(token: string): Promise<StoredUploadFile[]> {
  const found: StoredUploadFile[] = [];
  let cursor: string | undefined;
  do {
    const page = await list({ prefix: "uploads/", token, cursor, limit: 1000 });
    for (const blob of page.blobs) {
      const name = blob.pathname.slice("uploads/".length);
      if (!isSafeUploadName(name)) continue;
      found.push({
        name,
        async open() {
          const response = await fetch(blob.url, { cache: "no-store" });
          if (response.status === 404) return null;
          if (!response.ok || !response.body) throw new Error(`Vercel Blob answered ${response.status} for ${blob.pathname}.`);
          return { size: Number(response.headers.get("content-length") ?? blob.size), body: response.body as unknown as AsyncIterable<Uint8Array> };
        },
      });
    }
    cursor = page.hasMore ? page.cursor : undefined;
  } while (cursor);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every upload of the configured store, by name. */
export function listStoredUploads(config: Config): Promise<StoredUploadFile[]> {
  switch (config.uploads.store) {
    case "postgres":
      return databaseUploads();
    case "blob":
      return blobUploads(config.uploads.blobToken!);
    default:
      return localUploads(config.uploads.dir);
  }
}

/** Whether the configured store holds any upload (a restore target that is not empty). */
export async function storeHasUploads(config: Config): Promise<boolean> {
  if (config.uploads.store === "postgres") return false; // the database's emptiness says it
  if (config.uploads.store === "blob") return (await list({ prefix: "uploads/", token: config.uploads.blobToken!, limit: 1 })).blobs.length > 0;
  return (await localUploads(config.uploads.dir)).length > 0;
}

/**
 * Writes one upload into the configured store, its bytes taken from `file`
 * (a file staged by the restore): a file is copied, a database row is filled
 * a megabyte at a time, a blob streamed.
 */
export async function saveRestoredUpload(config: Config, name: string, file: string): Promise<void> {
  if (!isSafeUploadName(name)) throw new Error(`Not an upload name: ${name}`);
  const contentType = uploadContentType(name);
  switch (config.uploads.store) {
    case "postgres": {
      await db.$executeRaw`INSERT INTO "UploadObject" ("name", "contentType", "data") VALUES (${name}, ${contentType}, ''::bytea)
        ON CONFLICT ("name") DO UPDATE SET "contentType" = EXCLUDED."contentType", "data" = ''::bytea`;
      for await (const chunk of createReadStream(file, { highWaterMark: DATABASE_CHUNK_BYTES })) {
        await db.$executeRaw`UPDATE "UploadObject" SET "data" = "data" || ${new Uint8Array(chunk as Buffer)} WHERE "name" = ${name}`;
      }
      return;
    }
    case "blob":
      await put(blobPath(name), createReadStream(file) as unknown as Readable, { access: "public", contentType, token: config.uploads.blobToken!, addRandomSuffix: false, allowOverwrite: true });
      return;
    default: {
      await mkdir(config.uploads.dir, { recursive: true });
      const target = path.join(config.uploads.dir, name);
      await pipeline(createReadStream(file), createWriteStream(`${target}.part`));
      await rename(`${target}.part`, target);
    }
  }
}
