import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { getConfig } from "@/lib/config";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type { PrismaClient };

/**
 * A Prisma client for `url` (by default the configured database).
 *
 * Fails fast when the database is down or stops answering (a network
 * partition), so requests answer 503 instead of hanging: opening a connection
 * gives up after a few seconds, a query that gets no answer fails after the
 * query timeout (client side, and the same limit on the server's side), and the
 * pool drops a connection that failed. Waiting for a free connection of a busy
 * pool is bounded by the query timeout, not the short connect timeout, so a
 * burst of requests queues instead of failing.
 */
export function createPrismaClient(url?: string): PrismaClient {
  const { database } = getConfig();
  const connectTimeoutMs = database.connectTimeoutMs;
  class BoundedConnectClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url ?? database.url,
    max: database.poolMax,
    Client: BoundedConnectClient,
    connectionTimeoutMillis: database.queryTimeoutMs,
    query_timeout: database.queryTimeoutMs,
    statement_timeout: database.queryTimeoutMs,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}
