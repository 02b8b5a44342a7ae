// The embedded database's snapshot, asked of the process that holds it. Only
// one process may open PGlite's data directory: `npm start` (or a command
// that opened it) holds it and answers snapshot requests on a loopback port
// named, with a random token, in DATA_DIR/pglite-control.json (readable by
// its owner only). The holder copies the data directory while PGlite runs no
// statement (a crash-consistent copy, as after a power cut, which PGlite
// recovers on opening), then opens the copy apart from the live database to
// count its rows, and answers with what it holds.
// No "server-only" here: scripts/lib/embedded-db.ts (plain tsx) uses it too.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

/** What a database holds: its migrations and the rows of each table. */
export interface DatabaseFacts {
  kind: "embedded" | "postgresql";
  serverVersion: string;
  migrations: string[];
  rowCounts: Record<string, number>;
}

export interface SnapshotAnswer {
  /** How long the live database ran no statement while it was copied. */
  blockedMs: number;
  files: number;
  bytes: number;
  /** Files copied again while the database was held (written during the first copy). */
  recopied: number;
  facts: DatabaseFacts;
}

export interface ControlFile {
  port: number;
  token: string;
  pid: number;
}

/** The holder's control file, beside the data directory (DATA_DIR/pglite). */
export const controlFileOf = (pgdataDir: string) => path.join(path.dirname(pgdataDir), "pglite-control.json");

export class NoEmbeddedHolderError extends Error {}

function readControl(pgdataDir: string): ControlFile | null {
  const file = controlFileOf(pgdataDir);
  if (!existsSync(file)) return null;
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(file, "utf8")) as ControlFile;
  } catch {
    return null;
  }
  // A holder killed without stopping leaves its file behind.
  try {
    process.kill(control.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return null;
  }
  return control;
}

function post<T>(control: ControlFile, route: string, body: unknown, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: "127.0.0.1", port: control.port, path: route, method: "POST", timeout: timeoutMs, headers: { Authorization: `Bearer ${control.token}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          try {
            const parsed = JSON.parse(text) as { error?: string } & T;
            if (response.statusCode !== 200) reject(new Error(parsed.error ?? `The embedded database answered ${response.statusCode}.`));
            else resolve(parsed);
          } catch {
            reject(new Error(`The embedded database answered ${response.statusCode} without JSON.`));
          }
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("The embedded database did not answer the snapshot request in time.")));
    request.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ECONNREFUSED" ? new NoEmbeddedHolderError("No running process holds the embedded database.") : error);
    });
    request.end(payload);
  });
}

/** Whether a live process holds the embedded database of this data directory. */
export async function embeddedHolderRuns(pgdataDir: string): Promise<boolean> {
  const control = readControl(pgdataDir);
  if (!control) return false;
  try {
    await post(control, "/ping", {}, 5_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks the holder of `pgdataDir` to copy the database into `targetDir` (an
 * empty folder inside DATA_DIR). NoEmbeddedHolderError when none runs.
 */
export async function requestEmbeddedSnapshot(pgdataDir: string, targetDir: string): Promise<SnapshotAnswer> {
  const control = readControl(pgdataDir);
  if (!control) throw new NoEmbeddedHolderError("No running process holds the embedded database.");
  return post<SnapshotAnswer>(control, "/snapshot", { dir: targetDir }, 30 * 60 * 1000);
}
