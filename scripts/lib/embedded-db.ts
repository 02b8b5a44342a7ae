// Embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) behind a
// socket server that speaks the PostgreSQL wire protocol, so the app connects
// to it exactly as it connects to a PostgreSQL server.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { serveSnapshots, type SnapshotServer } from "./embedded-snapshots";

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` (or in memory when null) and serves it on
 * localhost:`port` (0 picks a free port). Only one process may open a data dir;
 * the process that does answers the backup's snapshot requests for it
 * (scripts/lib/embedded-snapshots.ts).
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  port: number;
}): Promise<EmbeddedDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the trigram index of the admin's order search (a PostgreSQL contrib extension).
  const extensions = { pg_trgm };
  const db = options.dataDir ? await PGlite.create(options.dataDir, { extensions }) : await PGlite.create({ extensions });
  const server = new PGLiteSocketServer({ db, port: options.port, host: "127.0.0.1", maxConnections: 64 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") {
      throw new Error(
        `Port ${options.port} for the embedded database is in use (is the shop already running?). ` +
          `Set EMBEDDED_DB_PORT to another port.`,
      );
    }
    throw error;
  }
  let snapshots: SnapshotServer | null = null;
  if (options.dataDir) {
    try {
      snapshots = await serveSnapshots(db, options.dataDir);
    } catch (error) {
      await server.stop();
      await db.close();
      throw error;
    }
  }
  const address = server.getServerConn();
  const port = Number(address.split(":").pop());
  let stopped = false;
  return {
    port,
    url: `postgresql://postgres:postgres@localhost:${port}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await snapshots?.close();
      await server.stop();
      await db.close();
    },
  };
}
