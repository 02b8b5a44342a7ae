// Unexpected errors sent to Sentry when SENTRY_DSN is set: one event per
// error, posted to the project's envelope endpoint (Sentry's ingestion
// protocol: an envelope header, an item header, the event) with the DSN's
// public key. No SDK: the shop sends what it reports (lib/observability/report.ts)
// and nothing else, with redacted messages. At most EVENTS_PER_MINUTE events
// leave a process each minute, so an error storm cannot flood the project or
// the shop's outgoing connections; a send never takes more than 5 s and its
// failure is only logged.
import "server-only";
import { randomUUID } from "node:crypto";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/log";

const EVENTS_PER_MINUTE = 30;
const SEND_TIMEOUT_MS = 5_000;
const log = logger("sentry");

export interface SentryTarget {
  endpoint: string;
  publicKey: string;
  dsn: string;
}

/** Where a DSN's events go: https://<key>@<host>[/<path>]/<project> → https://<host>[/<path>]/api/<project>/envelope/. */
export function sentryTarget(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const parts = url.pathname.split("/").filter(Boolean);
  const project = parts.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return null;
  const prefix = parts.length ? `/${parts.join("/")}` : "";
  return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, publicKey: decodeURIComponent(url.username), dsn };
}

export interface ReportedError {
  type: string;
  message: string;
  stack?: string;
  tags: Record<string, string>;
  release?: string;
}

interface Frame {
  function?: string;
  filename: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** Stack frames in Sentry's order (the outermost call first). */
export function stackFrames(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? "").split("\n").slice(1)) {
    const match = /^\s*at (?:(.+?) \()?(.+?)(?::(\d+))?(?::(\d+))?\)?$/.exec(line);
    if (!match) continue;
    const filename = match[2]!;
    frames.push({
      ...(match[1] ? { function: match[1] } : {}),
      filename,
      ...(match[3] ? { lineno: Number(match[3]) } : {}),
      ...(match[4] ? { colno: Number(match[4]) } : {}),
      in_app: !filename.includes("node_modules") && !filename.startsWith("node:"),
    });
  }
  return frames.reverse();
}

/** The envelope body for one error event. */
export function sentryEnvelope(target: SentryTarget, error: ReportedError, environment: string, now = new Date()): { eventId: string; body: string } {
  const eventId = randomUUID().replaceAll("-", "");
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: "node",
    level: "error",
    logger: "shop",
    environment,
    ...(error.release ? { release: error.release } : {}),
    tags: error.tags,
    exception: { values: [{ type: error.type, value: error.message, stacktrace: { frames: stackFrames(error.stack) } }] },
  };
  const body = [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn }),
    JSON.stringify({ type: "event", content_type: "application/json" }),
    JSON.stringify(event),
  ].join("\n");
  return { eventId, body };
}

const budget = { minute: 0, sent: 0 };

/** Sends one error to Sentry when SENTRY_DSN is set; resolves when sent, dropped or failed (never rejects). */
export async function sendToSentry(error: ReportedError): Promise<void> {
  const { sentryDsn, sentryEnvironment } = getConfig().observability;
  const target = sentryDsn ? sentryTarget(sentryDsn) : null;
  if (!target) return;
  const minute = Math.floor(Date.now() / 60_000);
  if (budget.minute !== minute) Object.assign(budget, { minute, sent: 0 });
  if (budget.sent >= EVENTS_PER_MINUTE) return;
  budget.sent++;
  const { body } = sentryEnvelope(target, error, sentryEnvironment);
  try {
    const res = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=verdant-ink-shop/1.0`,
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!res.ok) log.warn("Sentry refused an error report", { status: res.status });
  } catch (sendError) {
    log.warn("an error report could not reach Sentry", { error: sendError });
  }
}
