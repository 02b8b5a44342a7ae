// The archive's container: what the writer puts in comes back from the
// reader byte for byte (files and folders, long paths), GNU tar reads it too,
// and a cut-short or damaged archive is an ArchiveError, never a partial read.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { ArchiveError, entryHeader, gzipFileWriter, openArchiveStream, readTar, TarWriter } from "@/lib/backup/tar";

const dir = mkdtempSync(path.join(os.tmpdir(), "tar-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LONG = `database/pgdata/${"nested-folder/".repeat(8)}a-file-whose-name-is-rather-long-too`;
const ENTRIES: [string, Buffer][] = [
  ["uploads/0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f.mp4", randomBytes(70_001)],
  ["empty", Buffer.alloc(0)],
  [LONG, randomBytes(512)],
  ["manifest.json", Buffer.from('{"ok":true}')],
];

async function writeArchive(file: string): Promise<{ path: string; sha256: string }[]> {
  const output = gzipFileWriter(file);
  const tar = new TarWriter(output.input);
  await tar.addDirectory("database/pgdata/pg_tblspc");
  const written = [];
  for (const [name, bytes] of ENTRIES) {
    // Streamed in uneven chunks, as files are.
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000)];
    written.push(await tar.add(name, bytes.length, Readable.from(chunks)));
  }
  await tar.finish();
  await output.done;
  return written;
}

it("reads back every entry, folders included, with the checksums the writer gave", async () => {
  const file = path.join(dir, "round-trip.tar.gz");
  const written = await writeArchive(file);
  expect(written.map((entry) => entry.sha256)).toEqual(ENTRIES.map(([, bytes]) => createHash("sha256").update(bytes).digest("hex")));
  const read: [string, string, Buffer][] = [];
  for await (const entry of readTar(await openArchiveStream(file))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(Buffer.from(chunk));
    read.push([entry.type, entry.path, Buffer.concat(chunks)]);
  }
  expect(read).toEqual([["directory", "database/pgdata/pg_tblspc", Buffer.alloc(0)], ...ENTRIES.map(([name, bytes]) => ["file", name, bytes])]);
});

it("skips what a reader leaves unread", async () => {
  const file = path.join(dir, "skipping.tar.gz");
  await writeArchive(file);
  const names: string[] = [];
  for await (const entry of readTar(await openArchiveStream(file))) names.push(entry.path);
  expect(names).toHaveLength(ENTRIES.length + 1);
  expect(names.at(-1)).toBe("manifest.json");
});

it("is a tar archive GNU tar lists and unpacks", async () => {
  const file = path.join(dir, "gnu.tar.gz");
  await writeArchive(file);
  const listed = execFileSync("tar", ["tzf", file]).toString().trim().split("\n");
  expect(listed).toEqual(["database/pgdata/pg_tblspc/", ...ENTRIES.map(([name]) => name)]);
  const out = path.join(dir, "unpacked");
  execFileSync("mkdir", ["-p", out]);
  execFileSync("tar", ["xzf", file, "-C", out]);
  expect(readFileSync(path.join(out, LONG)).equals(ENTRIES[2]![1])).toBe(true);
});

it("refuses an archive cut short, or an entry header changed", async () => {
  const file = path.join(dir, "plain.tar");
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  await tar.add("a", 3000, Buffer.alloc(3000, 1));
  await tar.add("b", 10, Buffer.alloc(10, 2));
  await tar.finish();
  const whole = Buffer.concat(chunks);
  const drain = async (bytes: Buffer) => {
    writeFileSync(file, bytes);
    for await (const entry of readTar(await openArchiveStream(file))) for await (const chunk of entry.body) void chunk;
  };
  await expect(drain(whole)).resolves.toBeUndefined();
  await expect(drain(whole.subarray(0, 2000))).rejects.toThrow(ArchiveError);
  await expect(drain(whole.subarray(0, whole.length - 1024))).rejects.toThrow(/ends early/);
  const damaged = Buffer.from(whole);
  damaged[10] = 0x41;
  await expect(drain(damaged)).rejects.toThrow(/entry header does not match its checksum/);
});

it("writes sizes past 8 GiB in the base-256 field GNU tar reads", () => {
  const header = entryHeader("database/postgresql.pgdump", 9 * 1024 ** 3);
  expect(header[124]).toBe(0x80);
  expect(header.readBigUInt64BE(128)).toBe(BigInt(9 * 1024 ** 3));
});

it("refuses an entry whose stream is not the size it announced", async () => {
  const tar = new TarWriter(new PassThrough().resume());
  await expect(tar.add("short", 10, Readable.from([Buffer.alloc(5)]))).rejects.toThrow(/changed while it was being archived/);
});
