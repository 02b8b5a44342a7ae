import { PrismaPg } from "@prisma/adapter-pg";
import { getConfig } from "@/lib/config";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type { PrismaClient };

/** A Prisma client for `url` (by default the configured database). */
export function createPrismaClient(url?: string): PrismaClient {
  const config = getConfig();
  const adapter = new PrismaPg({
    connectionString: url ?? config.database.url,
    max: config.database.poolMax,
    // Fail fast when the database is down, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

/** True for errors that mean the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P03", "08006", "08001", "P1001", "P1002", "P1017"].includes(code)) {
      return true;
    }
    if (name === "DatabaseNotReachable" || name === "PrismaClientInitializationError") return true;
    if (typeof message === "string" && /ECONNREFUSED|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database|DatabaseNotReachable|Connection refused|server closed the connection/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
