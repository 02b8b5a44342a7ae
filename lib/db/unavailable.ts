// Whether an error means the database could not be reached or did not answer
// in time. Kept apart from the client so that code mapping errors to answers
// does not load the database driver.

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
