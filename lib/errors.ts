// The shop's domain errors. Modules under lib/ say what went wrong in the
// shop's own terms (not found, a conflict, a limit reached, a service down);
// the HTTP edge (lib/http/errors.ts) maps each kind to a status code, and
// server actions and pages read the message.

/** What went wrong, independent of how it is answered. */
export type DomainErrorKind =
  | "invalid" // the input breaks a rule
  | "unauthenticated" // no valid admin session
  | "forbidden" // a valid session that may not do this
  | "payment_required" // the payment has not completed
  | "not_found"
  | "conflict" // the thing is not in a state that allows this
  | "too_large"
  | "unsupported_type"
  | "unprocessable" // understood, but refused for a reason of the shop's
  | "rate_limited"
  | "upstream_failed" // a provider (Google, a label service) failed
  | "unavailable"; // a service of the shop is not configured or not reachable

interface DomainErrorDetails {
  /** Field path → message, for errors about the fields of a form or body. */
  fields?: Record<string, string>;
  /** For rate_limited: how long to wait. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    /** A stable machine-readable code, e.g. "payment_intent_not_found". */
    readonly code: string,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const invalidInput = (message: string, fields?: Record<string, string>) => new DomainError("invalid", "invalid_request", message, { fields });
export const unauthenticated = (message = "Sign in to continue.") => new DomainError("unauthenticated", "unauthorized", message);
export const notFound = (message = "Not found.", code = "not_found") => new DomainError("not_found", code, message);
export const conflict = (message: string, code = "conflict") => new DomainError("conflict", code, message);
export const rateLimited = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
  new DomainError("rate_limited", "too_many_requests", message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
export const unavailable = (message: string, code = "service_unavailable") => new DomainError("unavailable", code, message);
