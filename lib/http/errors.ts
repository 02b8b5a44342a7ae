// The API error format shared by every route handler:
//   { "error": { "code": "...", "message": "...", "fields": { ... } } }
// A handler throws ApiError (or lets a ZodError escape) and `withApiErrors`
// turns it into the JSON answer with the right status.
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/client";
// body.ts needs ApiError from here; both only use each other inside functions.
import { checkJsonValue, decodeUtf8, readBodyBytes } from "@/lib/http/body";
import { redactEmails } from "@/lib/mail/redact";

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "invalid_request", message, fields);
export const unauthorized = (message = "Sign in to continue.") => new ApiError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") => new ApiError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
  new ApiError(429, "too_many_requests", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string, code = "service_unavailable") => new ApiError(503, code, message);

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
): Response {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Field path → first message, for a ZodError. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps anything a handler throws to the API error format. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return errorResponse(error.status, error.code, error.message, error.fields, error.headers);
  }
  if (error instanceof ZodError) {
    return errorResponse(400, "invalid_request", "Some fields are missing or invalid.", zodFields(error));
  }
  if (isDatabaseUnavailable(error)) {
    console.error("[api] database unavailable:", (error as Error)?.message ?? error);
    return errorResponse(503, "database_unavailable", "The service is temporarily unavailable. Please try again shortly.");
  }
  // The message and stack only: an error object may carry the data of the
  // failed query (a customer's e-mail or address), and addresses are masked.
  const detail = error instanceof Error ? `${error.name}: ${redactEmails(error.message)}\n${error.stack?.split("\n").slice(1).join("\n") ?? ""}` : redactEmails(String(error));
  console.error("[api] unexpected error:", detail);
  return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again.");
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps a route handler so every failure answers in the API error format. */
export function withApiErrors<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/**
 * Reads a JSON body; a missing or malformed body is a 400, not a 500. The
 * limit counts bytes (413 above it); the text must be valid UTF-8, nested at
 * most MAX_JSON_DEPTH deep, with no NUL or unpaired surrogate in any string.
 */
export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  // The media type itself must be application/json: a "simple" cross-site
  // form type such as `text/plain; x=application/json` is not JSON.
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as application/json.");
  }
  const text = decodeUtf8(await readBodyBytes(request, maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  checkJsonValue(value);
  return value;
}
