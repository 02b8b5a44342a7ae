// The API error format shared by every route handler:
//   { "error": { "code": "...", "message": "...", "fields": { ... } } }
// Domain modules throw DomainError (lib/errors.ts), the HTTP layer itself
// ApiError (a body too large, the wrong media type); a ZodError is invalid
// input. `toErrorResponse` turns any of them into the JSON answer with the
// right status; the route wrappers (lib/api/route.ts) call it.
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { DomainError, type DomainErrorKind } from "@/lib/errors";
import { logger } from "@/lib/log";
import { reportUnexpectedError } from "@/lib/observability/report";
import { redactEmails } from "@/lib/security/redact";

const log = logger("api");

/** A refusal of the HTTP layer itself, with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The status each kind of domain error is answered with. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
): Response {
  const body = { error: fields ? { code, message, fields } : { code, message } };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Field path → first message, for a ZodError. */
function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps anything a handler throws to the API error format. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof DomainError) {
    const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return errorResponse(STATUS_OF[error.kind], error.code, error.message, error.fields, headers);
  }
  if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.fields);
  if (error instanceof ZodError) {
    return errorResponse(400, "invalid_request", "Some fields are missing or invalid.", zodFields(error));
  }
  if (isDatabaseUnavailable(error)) {
    log.error("database unavailable", { error: redactEmails(error instanceof Error ? error.message : String(error)) });
    return errorResponse(503, "database_unavailable", "The service is temporarily unavailable. Please try again shortly.");
  }
  // Logged (message and stack only, addresses masked) and sent to Sentry when set.
  void reportUnexpectedError(error, { kind: "route" });
  return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again.");
}
