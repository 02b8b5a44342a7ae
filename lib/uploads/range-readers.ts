// Reading a stored upload a range at a time, as it is sent: never the whole
// file in memory, however large the tutorial video. A file on disk is read
// by a file stream between two offsets; a file in PostgreSQL (the
// UploadObject table) a megabyte at a time with substring(), each chunk
// queried only when the one before has been sent. Cancelling a stream (the
// client went away) closes the file or stops the queries.
import "server-only";
import { open, type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";
import { db } from "@/lib/db";

/** A stored file opened for sending: its size, and its bytes read as they are sent. */
export interface OpenedUpload {
  readonly size: number;
  /**
   * Bytes `start` to `end` (both included) as a stream, read as it is
   * consumed. Call it once, or close() instead.
   */
  read(start: number, end: number): ReadableStream<Uint8Array>;
  /** Lets the file go without reading it (an answer without a body). */
  close(): Promise<void>;
}

/** What a PostgreSQL query fetches at most per chunk. */
export const DATABASE_CHUNK_BYTES = 1024 * 1024;

function checkRange(start: number, end: number, size: number): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || end >= size) {
    throw new RangeError(`Bytes ${start}-${end} are not within a file of ${size} bytes.`);
  }
}

/**
 * A file on disk, opened now: its size is the open file's, and a file deleted
 * or replaced afterwards is still read as it was when opened. Null when there
 * is no such file.
 */
export async function openDiskFile(file: string): Promise<OpenedUpload | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  let taken = false;
  const take = () => {
    if (taken) throw new Error("This file was already read or closed.");
    taken = true;
  };
  return {
    size,
    read(start, end) {
      checkRange(start, end, size);
      take();
      // The file stream closes the handle when it ends, fails or is destroyed
      // (a cancelled web stream destroys it).
      const stream = handle.createReadStream({ start, end, autoClose: true });
      return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
    },
    async close() {
      if (taken) return;
      taken = true;
      await handle.close();
    },
  };
}

/** A file kept as a row of UploadObject: its size now, its bytes read chunk by chunk. Null when there is no such row. */
export async function openDatabaseFile(name: string): Promise<OpenedUpload | null> {
  const rows = await db.$queryRaw<{ size: number | bigint }[]>`SELECT octet_length("data") AS "size" FROM "UploadObject" WHERE "name" = ${name}`;
  if (rows.length === 0) return null;
  const size = Number(rows[0]!.size);
  return {
    size,
    read(start, end) {
      checkRange(start, end, size);
      let position = start;
      let cancelled = false;
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const length = Math.min(DATABASE_CHUNK_BYTES, end + 1 - position);
            // substring() counts from 1.
            const found = await db.$queryRaw<{ chunk: Uint8Array | null }[]>`
              SELECT substring("data" from ${position + 1}::integer for ${length}::integer) AS "chunk" FROM "UploadObject" WHERE "name" = ${name}`;
            if (cancelled) return;
            const chunk = found[0]?.chunk;
            if (!chunk || chunk.byteLength !== length) {
              controller.error(new Error(`The upload ${name} was deleted or replaced while it was being sent.`));
              return;
            }
            position += length;
            controller.enqueue(chunk);
            if (position > end) controller.close();
          },
          cancel() {
            cancelled = true;
          },
        },
        // Nothing is queried before the reader asks for it.
        { highWaterMark: 0 },
      );
    },
    async close() {},
  };
}
