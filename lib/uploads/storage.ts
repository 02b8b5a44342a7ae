// Where uploaded photos and tutorial media are kept (UPLOAD_STORE): Vercel Blob, the PostgreSQL
// database (the UploadObject table, shared by every instance without an
// object store), or files under DATA_DIR/uploads (one machine only).
import "server-only";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, head, put } from "@vercel/blob";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { openDatabaseFile, openDiskFile, type OpenedUpload } from "@/lib/uploads/range-readers";

/**
 * A stored file to answer with: opened for reading a range at a time
 * (lib/uploads/range-readers.ts), or, in Blob storage, the public address to
 * send the browser to.
 */
export type StoredFile = { opened: OpenedUpload; redirectTo?: undefined } | { redirectTo: string; opened?: undefined };

export interface UploadStore {
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  open(name: string): Promise<StoredFile | null>;
  /**
   * Removes several files at once; a file that is already gone is not an error.
   * Given the transaction that deletes their upload rows, the database store
   * removes them in it (rows and bytes go together, on the transaction's own
   * connection); the other stores do not use it.
   */
  removeMany(names: string[], tx?: Prisma.TransactionClient): Promise<void>;
}

const SAFE_NAME = /^[a-f0-9-]{36}\.(jpg|png|gif|webp|mp4|webm)$/;

/** Whether a file name is one the shop gives uploads (a UUID and an image or video extension). */
export const isSafeUploadName = (name: string) => SAFE_NAME.test(name);

function localStore(dir: string): UploadStore {
  const fileOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error("Invalid upload name");
    return path.join(dir, name);
  };
  return {
    async save(name, bytes) {
      await mkdir(dir, { recursive: true });
      const file = fileOf(name);
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
    },
    async open(name) {
      const opened = await openDiskFile(fileOf(name));
      return opened ? { opened } : null;
    },
    async removeMany(names) {
      const files = names.map(fileOf);
      await Promise.all(files.map((file) => unlinkIfPresent(file)));
    },
  };
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function blobStore(token: string): UploadStore {
  const pathname = (name: string) => `uploads/${name}`;
  return {
    async save(name, bytes, contentType) {
      await put(pathname(name), bytes, { access: "public", contentType, token, addRandomSuffix: false });
    },
    async open(name) {
      try {
        const found = await head(pathname(name), { token });
        return { redirectTo: found.url };
      } catch {
        return null;
      }
    },
    async removeMany(names) {
      // One request for all of them; pathnames that do not exist are ignored.
      if (names.length > 0) await del(names.map(pathname), { token });
    },
  };
}

/** Uploads as rows of the UploadObject table: name, content type and bytes. */
function postgresStore(): UploadStore {
  const checked = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error("Invalid upload name");
    return name;
  };
  return {
    async save(name, bytes, contentType) {
      const data = new Uint8Array(bytes);
      await db.uploadObject.upsert({
        where: { name: checked(name) },
        create: { name, contentType, data },
        update: { contentType, data, createdAt: new Date() },
      });
    },
    async open(name) {
      // Its size only: the bytes are read a chunk at a time as they are sent.
      const opened = await openDatabaseFile(checked(name));
      return opened ? { opened } : null;
    },
    async removeMany(names, tx) {
      // One statement for all of them; names without a row are ignored.
      if (names.length > 0) await (tx ?? db).uploadObject.deleteMany({ where: { name: { in: names.map(checked) } } });
    },
  };
}

export function getUploadStore(): UploadStore {
  const { uploads } = getConfig();
  switch (uploads.store) {
    case "postgres":
      return postgresStore();
    case "blob":
      // The configuration refuses UPLOAD_STORE=blob without a token.
      return blobStore(uploads.blobToken!);
    default:
      return localStore(uploads.dir);
  }
}
