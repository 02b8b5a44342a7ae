// The holder's side of lib/backup/embedded.ts: a loopback endpoint that
// copies PGlite's data directory (what changed during the copy is copied
// again while the database runs no statement: its query lock held, queries
// wait, none fails), then counts the copy's rows in a worker thread, away
// from the live database and this event loop.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { copyFileSync, constants, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { controlFileOf, type DatabaseFacts, type SnapshotAnswer } from "../../lib/backup/embedded";

export interface SnapshotServer {
  close(): Promise<void>;
}

interface CopiedFile {
  size: number;
  mtimeMs: number;
}

/** Every file of a directory tree, by path relative to it, with its size and modification time. */
function listTree(root: string, prefix = "", found = new Map<string, CopiedFile>(), folders: string[] = []): { files: Map<string, CopiedFile>; folders: string[] } {
  for (const entry of readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? path.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) {
      folders.push(relative);
      listTree(root, relative, found, folders);
    } else if (entry.isFile()) {
      const stats = statSync(path.join(root, relative));
      found.set(relative, { size: stats.size, mtimeMs: stats.mtimeMs });
    }
  }
  return { files: found, folders };
}

function copyOne(from: string, to: string, relative: string): void {
  const target = path.join(to, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(from, relative), target, constants.COPYFILE_FICLONE);
}

/**
 * A consistent copy of a live data directory in two passes. The first copies
 * everything while the database runs, noting each file's size and time; the
 * second, run while it runs no statement, copies again whatever changed
 * since (or shortly before) the first began, adds new files and removes
 * vanished ones. Only the second pass holds the database up: it copies the
 * files written in the last moments (the current WAL segment, the tables
 * just changed), not the whole directory.
 */
export async function firstPass(from: string, to: string): Promise<{ started: number; copied: Map<string, CopiedFile> }> {
  const started = Date.now();
  const { files, folders } = listTree(from);
  for (const folder of folders) mkdirSync(path.join(to, folder), { recursive: true });
  const copied = new Map<string, CopiedFile>();
  for (const [relative, stats] of files) {
    try {
      // Asynchronous: the live database keeps answering meanwhile.
      await copyFile(path.join(from, relative), path.join(to, relative), constants.COPYFILE_FICLONE);
      copied.set(relative, stats);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return { started, copied };
}

/** Timestamps are coarse (a few milliseconds): a file touched within this margin of the first pass is copied again. */
const CLOCK_MARGIN_MS = 2_000;

export function secondPass(from: string, to: string, first: { started: number; copied: Map<string, CopiedFile> }): { files: number; bytes: number; recopied: number } {
  const { files, folders } = listTree(from);
  for (const folder of folders) mkdirSync(path.join(to, folder), { recursive: true });
  let recopied = 0;
  let bytes = 0;
  for (const [relative, stats] of files) {
    bytes += stats.size;
    const before = first.copied.get(relative);
    const unchanged = before && before.size === stats.size && before.mtimeMs === stats.mtimeMs && stats.mtimeMs < first.started - CLOCK_MARGIN_MS;
    if (unchanged) continue;
    copyOne(from, to, relative);
    recopied += 1;
  }
  for (const relative of first.copied.keys()) {
    if (!files.has(relative)) rmSync(path.join(to, relative), { force: true });
  }
  return { files: files.size, bytes, recopied };
}

/** Opens the copy in a worker thread (recovering it as after a power cut, then closing it cleanly) and counts its rows. */
function factsOfCopy(dir: string): Promise<DatabaseFacts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, "snapshot-facts-worker.mjs"), { workerData: { dir } });
    let settled = false;
    worker.once("message", (message: { facts?: DatabaseFacts; error?: string }) => {
      settled = true;
      if (message.facts) resolve(message.facts);
      else reject(new Error(`The snapshot of the embedded database does not open: ${message.error}`));
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`Counting the snapshot's rows stopped (exit ${code}).`));
    });
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Serves snapshot requests for `db`, whose data directory is `pgdataDir`,
 * and writes the control file beside it. Snapshots go only into folders
 * inside the data directory's parent (DATA_DIR), one at a time.
 */
export async function serveSnapshots(db: PGlite, pgdataDir: string): Promise<SnapshotServer> {
  const token = randomBytes(24).toString("base64url");
  const dataDir = path.dirname(path.resolve(pgdataDir));
  let busy = false;

  const snapshot = async (dir: string): Promise<SnapshotAnswer> => {
    const target = path.resolve(dir);
    if (!target.startsWith(`${dataDir}${path.sep}`) || target.startsWith(`${path.resolve(pgdataDir)}${path.sep}`)) {
      throw new Error("A snapshot goes into a folder inside DATA_DIR.");
    }
    let copied = { files: 0, bytes: 0, recopied: 0 };
    let blockedMs = 0;
    rmSync(target, { recursive: true, force: true });
    const first = await firstPass(pgdataDir, target);
    await db.runExclusive(async () => {
      const started = performance.now();
      copied = secondPass(pgdataDir, target, first);
      blockedMs = performance.now() - started;
    });
    rmSync(path.join(target, "postmaster.pid"), { force: true });
    const facts = await factsOfCopy(target);
    return { blockedMs: Math.round(blockedMs), files: copied.files, bytes: copied.bytes, recopied: copied.recopied, facts };
  };

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const auth = request.headers.authorization ?? "";
    if (request.method !== "POST" || !sameToken(auth, `Bearer ${token}`)) return answer(403, { error: "Not allowed." });
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      if (request.url === "/ping") return answer(200, { ok: true });
      if (request.url !== "/snapshot") return answer(404, { error: "Unknown request." });
      if (busy) return answer(409, { error: "Another backup of the embedded database is under way." });
      busy = true;
      let dir = "";
      try {
        dir = String((JSON.parse(text) as { dir?: unknown }).dir ?? "");
      } catch {
        // Answered below as a missing folder.
      }
      snapshot(dir)
        .then((result) => answer(200, result))
        .catch((error: Error) => answer(500, { error: error.message }))
        .finally(() => {
          busy = false;
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const control = controlFileOf(pgdataDir);
  const port = (server.address() as AddressInfo).port;
  writeFileSync(control, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
  server.unref();
  return {
    async close() {
      rmSync(control, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
