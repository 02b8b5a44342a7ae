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

const UNAVAILABLE_CODES = new Set([
  // Node sockets
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "EHOSTUNREACH", "ENETUNREACH",
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections,
  // statement timeout / cancelled, connection failures
  "57P01", "57P02", "57P03", "53300", "57014", "08000", "08003", "08006", "08001", "08004",
  // Prisma: cannot reach the server, timed out, connection closed, transaction could not start or expired
  "P1001", "P1002", "P1017", "P2024", "P2028",
]);

const UNAVAILABLE_MESSAGE = new RegExp(
  [
    "ECONNREFUSED",
    "Connection terminated",
    "connection timeout",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "timeout expired",
    "statement timeout",
    "not queryable",
    "Can't reach database",
    "DatabaseNotReachable",
    "Connection refused",
    "server closed the connection",
    "Unable to start a transaction in the given time",
  ].join("|"),
  "i",
);

/**
 * True for errors that mean the database could not be reached or did not
 * answer in time: the request may succeed later, so it answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (name === "DatabaseNotReachable" || name === "PrismaClientInitializationError") return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
