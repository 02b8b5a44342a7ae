// Each request's id and its log line. The id is the request's X-Request-Id
// when a balancer or client sent a plain token, else a new UUID; it is given
// to Next.js in the same header, sent back in the answer, and carried by every
// line logged while the request is handled (lib/log.ts). When the answer has
// been sent (or the client went away) one line records it: method, route (the
// path, never the query string, which may hold a sign-in token or an
// address), status and duration.
import { randomUUID } from "node:crypto";
import type http from "node:http";
import { logger, withRequestContext } from "../lib/log";

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const log = logger("http");

/** The id a request is known by: the one it came with when it is a plain token, else a new one. */
export function requestIdOf(sent: string | string[] | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

function routeOf(url: string | undefined): string {
  const path = (url ?? "/").split("?", 1)[0]!;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** Runs `handle` for the request with its id set, and logs the request once it ends. */
export function handleWithRequestId(req: http.IncomingMessage, res: http.ServerResponse, handle: () => void): void {
  const requestId = requestIdOf(req.headers["x-request-id"]);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  const method = req.method;
  const route = routeOf(req.url);
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const fields = { method, route, status: res.statusCode, durationMs, ...(res.writableFinished ? {} : { aborted: true }) };
    withRequestContext({ requestId }, () => (res.statusCode >= 500 ? log.error("request", fields) : log.info("request", fields)));
  };
  res.once("finish", done);
  res.once("close", done);
  withRequestContext({ requestId }, handle);
}
