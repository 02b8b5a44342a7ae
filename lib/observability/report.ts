// One way to report an error nobody expected (a bug, a failed dependency): a
// log line at error level with its request id, and the same error sent to
// Sentry when SENTRY_DSN is set. Route handlers report through
// lib/http/errors.ts, pages and server actions through instrumentation.ts's
// onRequestError. Messages and stacks are redacted first: an error may carry
// the data of a failed query (a customer's e-mail address).
import "server-only";
import { currentRequestId, logger } from "@/lib/log";
import { sendToSentry } from "@/lib/observability/sentry";
import { redactEmails } from "@/lib/security/redact";
import { servedBuildId } from "@/lib/site/build-id";

const log = logger("error");

export interface ErrorPlace {
  /** The route or page ("/api/orders", "/admin/orders/[id]"). */
  route?: string;
  method?: string;
  /** What was running: "route", "render", "action", "proxy", "job". */
  kind?: string;
  /** Next.js's digest of a rendering error (shown to the visitor as its reference). */
  digest?: string;
}

/** Logs and reports an unexpected error; never throws, resolves once Sentry has it (or was skipped). */
export async function reportUnexpectedError(error: unknown, place: ErrorPlace = {}): Promise<void> {
  const type = error instanceof Error ? error.name : "Error";
  const message = redactEmails(error instanceof Error ? error.message : String(error));
  const stack = error instanceof Error && error.stack ? redactEmails(error.stack) : undefined;
  log.error("unexpected error", { ...place, error: { name: type, message, stack } });
  const requestId = currentRequestId();
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...place, requestId })) if (value) tags[key] = value;
  await sendToSentry({ type, message, stack, tags, release: servedBuildId() });
}
