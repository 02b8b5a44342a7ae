// The backup archive's container: a plain POSIX tar (ustar), gzipped,
// written and read as a stream, one entry at a time, never the whole archive
// in memory. Any `tar` lists or unpacks it (`tar tzvf backup.tar.gz`). Sizes
// past ustar's 8 GiB use the base-256 size field GNU tar and bsdtar read.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);
const OCTAL_SIZE_LIMIT = 8 ** 11;

export class ArchiveError extends Error {}

function writeString(header: Buffer, value: string, offset: number, length: number): void {
  const bytes = Buffer.from(value, "utf8");
  if (bytes.length > length) throw new ArchiveError(`A name in the archive is too long: ${value}`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "ascii");
}

/** Splits a path over ustar's 100-byte name and 155-byte prefix fields. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", name };
  for (let cut = name.indexOf("/"); cut >= 0; cut = name.indexOf("/", cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new ArchiveError(`A name in the archive is too long: ${name}`);
}

/** The 512-byte header of a regular file entry (or of a directory, `type` "5"). */
export function entryHeader(name: string, size: number, mtime: Date = new Date(), type: "0" | "5" = "0"): Buffer {
  if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveError(`Invalid entry size ${size} for ${name}`);
  const header = Buffer.alloc(BLOCK);
  const split = splitName(name);
  writeString(header, split.name, 0, 100);
  writeOctal(header, type === "5" ? 0o700 : 0o600, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  if (size < OCTAL_SIZE_LIMIT) {
    writeOctal(header, size, 124, 12);
  } else {
    // Base-256: the first byte's top bit set, the size big-endian in the rest.
    header[124] = 0x80;
    let rest = BigInt(size);
    for (let i = 135; i > 124; i--) {
      header[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
  }
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.fill(" ", 148, 156);
  header.write(type, 156, 1, "ascii");
  header.write("ustar\0", 257, 6, "ascii");
  header.write("00", 263, 2, "ascii");
  writeString(header, split.prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return header;
}

function readSize(header: Buffer): number {
  if (header[124]! & 0x80) {
    let size = 0n;
    for (let i = 125; i < 136; i++) size = (size << 8n) | BigInt(header[i]!);
    return Number(size);
  }
  return parseInt(header.toString("ascii", 124, 136).replace(/\0.*$/, "").trim() || "0", 8);
}

function readText(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString("utf8");
}

function checksumMatches(header: Buffer): boolean {
  const stored = parseInt(header.toString("ascii", 148, 156).replace(/\0.*$/, "").trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return stored === sum;
}

/** What was written for one entry: its size and SHA-256 (hex). */
export interface WrittenEntry {
  path: string;
  bytes: number;
  sha256: string;
}

/** Writes entries to `out` with back-pressure; finish() adds the end-of-archive blocks. */
export class TarWriter {
  private written = 0;
  private failure: Error | null = null;

  constructor(private readonly out: Writable) {
    // A failed write (a full disk) is thrown by the next write, never left unhandled.
    out.on("error", (error) => (this.failure ??= error));
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.written;
  }

  private async write(chunk: Buffer | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    this.written += chunk.length;
    if (!this.out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const drained = () => {
          this.out.off("error", failed);
          resolve();
        };
        const failed = (error: Error) => {
          this.out.off("drain", drained);
          reject(error);
        };
        this.out.once("drain", drained);
        this.out.once("error", failed);
      });
    }
  }

  /** An entry of exactly `size` bytes read from `source` (a stream, or bytes in memory). */
  async add(path: string, size: number, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<WrittenEntry> {
    await this.write(entryHeader(path, size));
    const hash = createHash("sha256");
    let count = 0;
    const chunks = source instanceof Uint8Array ? [source] : source;
    for await (const chunk of chunks) {
      count += chunk.length;
      if (count > size) throw new ArchiveError(`${path} grew while it was being archived (${size} bytes expected).`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (count !== size) throw new ArchiveError(`${path} changed while it was being archived (${size} bytes expected, ${count} read).`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(ZERO_BLOCK.subarray(0, padding));
    return { path, bytes: size, sha256: hash.digest("hex") };
  }

  /** A directory entry (PostgreSQL's data directory needs its empty folders). */
  async addDirectory(path: string): Promise<void> {
    await this.write(entryHeader(path.endsWith("/") ? path : `${path}/`, 0, new Date(), "5"));
  }

  async finish(): Promise<void> {
    await this.write(ZERO_BLOCK);
    await this.write(ZERO_BLOCK);
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(() => (this.failure ? reject(this.failure) : resolve()));
    });
  }

  /** Stops writing after a failure (the file is removed by the caller). */
  abort(): void {
    this.out.destroy();
  }
}

/** One entry being read: its path, size and bytes (consume `body` fully, or skip it, before the next). */
export interface ReadEntry {
  type: "file" | "directory";
  path: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a tar stream entry by entry. Each entry's body must be consumed (or
 * left alone: the reader skips what was not read) before asking for the next.
 * A truncated archive or a damaged header is an ArchiveError.
 */
export async function* readTar(input: Readable): AsyncGenerator<ReadEntry> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  let ended = false;

  const fill = async (wanted: number): Promise<boolean> => {
    while (pending.length < wanted && !ended) {
      const next = await iterator.next();
      if (next.done) ended = true;
      else pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    }
    return pending.length >= wanted;
  };
  const take = (length: number): Buffer => {
    const taken = pending.subarray(0, length);
    pending = pending.subarray(length);
    return taken;
  };

  for (;;) {
    if (!(await fill(BLOCK))) {
      throw new ArchiveError("The archive ends early: it was cut short while being written or copied.");
    }
    const header = Buffer.from(take(BLOCK));
    if (header.equals(ZERO_BLOCK)) return;
    if (!checksumMatches(header)) throw new ArchiveError("The archive is damaged: an entry header does not match its checksum.");
    const prefix = readText(header, 345, 155);
    const name = readText(header, 0, 100);
    const path = prefix ? `${prefix}/${name}` : name;
    const size = readSize(header);
    const type = String.fromCharCode(header[156]!);
    let remaining = size;
    const body = (async function* () {
      while (remaining > 0) {
        if (pending.length === 0 && !(await fill(1))) {
          throw new ArchiveError(`The archive ends early, inside ${path}.`);
        }
        const chunk = take(Math.min(remaining, pending.length));
        remaining -= chunk.length;
        yield chunk;
      }
    })();
    if (type === "0" || type === "\0") yield { type: "file", path, size, body };
    else if (type === "5") yield { type: "directory", path: path.replace(/\/+$/, ""), size: 0, body };
    // Whatever the consumer left unread, and the padding to the next block.
    while (remaining > 0) {
      if (pending.length === 0 && !(await fill(1))) throw new ArchiveError(`The archive ends early, inside ${path}.`);
      remaining -= take(Math.min(remaining, pending.length)).length;
    }
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) {
      if (!(await fill(padding))) throw new ArchiveError(`The archive ends early, after ${path}.`);
      take(padding);
    }
  }
}

/**
 * A gzipped archive file being written: `input` takes the tar stream, and
 * `done` settles when the file is complete (or failed).
 */
export function gzipFileWriter(file: string): { input: Writable; done: Promise<void> } {
  // Level 4: most of the database's size (WAL segments, free pages) goes for little CPU; photos and videos do not shrink anyway.
  const gzip = createGzip({ level: 4 });
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  done.catch(() => {}); // Awaited by the caller; a failure must not be unhandled meanwhile.
  return { input: gzip, done };
}

/** An archive file's tar stream (gunzipped when it is gzipped). A damaged compressed stream fails with ArchiveError. */
export async function openArchiveStream(file: string): Promise<Readable> {
  const handle = await open(file, "r");
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return createReadStream(file);
  const out = new PassThrough();
  const gunzip = createGunzip();
  pipeline(createReadStream(file), gunzip).catch((error: NodeJS.ErrnoException) => {
    out.destroy(error.code?.startsWith("Z_") ? new ArchiveError(`The archive is damaged: its compressed data is corrupt (${error.message}).`) : error);
  });
  gunzip.pipe(out);
  return out;
}
