// Where uploaded photos are kept: Vercel Blob when BLOB_READ_WRITE_TOKEN is
// set, otherwise files under DATA_DIR/uploads.
import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, head, put } from "@vercel/blob";
import { getConfig } from "@/lib/config";

export interface StoredFile {
  bytes?: Buffer;
  /** Blob storage: the public address to send the browser to. */
  redirectTo?: string;
}

export interface UploadStore {
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  open(name: string): Promise<StoredFile | null>;
  remove(name: string): Promise<void>;
  /** Removes several files at once; a file that is already gone is not an error. */
  removeMany(names: string[]): Promise<void>;
}

const SAFE_NAME = /^[a-f0-9-]{36}\.(jpg|png|gif|webp)$/;

/** Whether a file name is one the shop gives uploads (a UUID and an image extension). */
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
      try {
        return { bytes: await readFile(fileOf(name)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(name) {
      await unlink(fileOf(name)).catch(() => {});
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
    async remove(name) {
      const found = await head(pathname(name), { token }).catch(() => null);
      if (found) await del(found.url, { token });
    },
    async removeMany(names) {
      // One request for all of them; pathnames that do not exist are ignored.
      if (names.length > 0) await del(names.map(pathname), { token });
    },
  };
}

export function getUploadStore(): UploadStore {
  const { uploads } = getConfig();
  return uploads.blobToken ? blobStore(uploads.blobToken) : localStore(uploads.dir);
}
