// The shop's log: every line is one JSON object on stdout (warnings and
// errors on stderr), ready for any log collector:
//   {"time":"2026-11-27T05:31:02.118Z","level":"info","area":"http","msg":"request",
//    "requestId":"…","method":"GET","route":"/","status":200,"durationMs":4}
// Fields: time (ISO 8601), level (debug, info, warn, error), area (the part of
// the shop: http, mail, retention, orders, …), msg, and, inside a request, its
// requestId; then the line's own fields. An Error given as `error` is written
// as its name, message and (at error level) stack.
//
// The request id comes from the request's X-Request-Id (a balancer's or
// client's, when it is a plain token) or is made by the server
// (server/serve.ts), which sends it back in the answer and logs one line per
// request. Lines written while a request is handled carry its id, found
// through an AsyncLocalStorage kept on globalThis: the server and Next.js's
// bundles load this file separately, and share the one store.
//
// LOG_LEVEL (debug, info, warn, error; default info) drops the lower levels.
// Nothing secret goes in a line: callers redact e-mail addresses
// (lib/security/redact.ts) and never log tokens, cards or passwords.
import { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "./config";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface RequestContext {
  requestId: string;
}

const shared = globalThis as unknown as { shopRequestContext?: AsyncLocalStorage<RequestContext> };
const requests = (shared.shopRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `fn` as part of a request: the lines it writes carry the request id. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requests.run(context, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

function minimumRank(): number {
  try {
    return RANK[getConfig().observability.logLevel];
  } catch {
    // A configuration that does not parse is itself reported through the log.
    return RANK.info;
  }
}

function describeError(error: unknown, withStack: boolean): unknown {
  if (!(error instanceof Error)) return typeof error === "object" && error !== null ? error : String(error);
  const described: Record<string, unknown> = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") described.code = code;
  if (withStack && error.stack) described.stack = error.stack;
  return described;
}

/** The JSON line for one entry (without its newline). */
export function formatLine(level: LogLevel, area: string, msg: string, fields: LogFields = {}, now = new Date()): string {
  const line: Record<string, unknown> = { time: now.toISOString(), level, area, msg };
  const requestId = currentRequestId();
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in line) continue;
    line[key] = key === "error" ? describeError(value, level === "error") : value;
  }
  try {
    return JSON.stringify(line);
  } catch {
    // A field that cannot be written (a cycle, a BigInt) never loses the line.
    return JSON.stringify({ time: line.time, level, area, msg, requestId, unwritableFields: Object.keys(fields) });
  }
}

function write(level: LogLevel, area: string, msg: string, fields?: LogFields) {
  if (RANK[level] < minimumRank()) return;
  const line = formatLine(level, area, msg, fields);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** The log of one part of the shop: `logger("mail").error("sending failed", { error })`. */
export function logger(area: string): Logger {
  return {
    debug: (msg, fields) => write("debug", area, msg, fields),
    info: (msg, fields) => write("info", area, msg, fields),
    warn: (msg, fields) => write("warn", area, msg, fields),
    error: (msg, fields) => write("error", area, msg, fields),
  };
}
