// Where backup archives are kept: the local folder (DATA_DIR/backups) and,
// with BACKUP_S3_URL, a copy in S3-compatible storage or another folder (a
// mounted disk). Each keeps the newest BACKUP_KEEP archives; the shop's
// archive names sort by age, and nothing else there is touched.
import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { isArchiveName } from "@/lib/backup/manifest";
import { deleteObject, listObjects, parseS3Url, putObject } from "@/lib/backup/s3";
import type { Config } from "@/lib/config";

export interface ArchivePlace {
  /** Where it is, for the owner (never with credentials). */
  describe: string;
  copy(file: string, name: string): Promise<void>;
  /** The shop's archives there, by name. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export function folderPlace(dir: string): ArchivePlace {
  return {
    describe: dir,
    async copy(file, name) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      await pipeline(createReadStream(file), createWriteStream(`${target}.part`, { mode: 0o600 }));
      await rename(`${target}.part`, target);
    },
    async list() {
      try {
        return (await readdir(dir)).filter(isArchiveName);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async remove(name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}

/** The place BACKUP_S3_URL names, or null when it is unset. */
export function copyPlace(config: Config): ArchivePlace | null {
  const target = config.backup.copyTo;
  if (!target) return null;
  if (target.startsWith("/") || target.startsWith("file:")) return folderPlace(target.startsWith("file:") ? fileURLToPath(target) : target);
  const location = parseS3Url(target, {
    accessKeyId: config.backup.s3.accessKeyId!,
    secretAccessKey: config.backup.s3.secretAccessKey!,
    region: config.backup.s3.region,
  });
  return {
    describe: location.virtualHosted ? `s3://${location.bucket}/${location.prefix}` : `${location.endpoint}/${location.bucket}/${location.prefix}`,
    async copy(file, name) {
      const { size } = await stat(file);
      await putObject(location, name, createReadStream(file), size);
    },
    async list() {
      return (await listObjects(location)).map((object) => object.name).filter(isArchiveName);
    },
    remove: (name) => deleteObject(location, name),
  };
}

/** Removes all but the newest `keep` archives of a place; returns the names removed. */
export async function keepNewest(place: ArchivePlace, keep: number): Promise<string[]> {
  const names = (await place.list()).sort().reverse();
  const removed = names.slice(keep);
  for (const name of removed) await place.remove(name);
  return removed;
}
