// Auth.js answers its own failures with a bare string, `null` or a page, and a
// thrown error becomes a 500. Its endpoints are part of /api, so their errors
// use the API error format too; successes and redirects pass unchanged.
import type { NextRequest } from "next/server";
import { readCookie } from "@/lib/http/cookies";
import { errorResponse, toErrorResponse } from "@/lib/http/errors";
import { logger } from "@/lib/log";

const log = logger("auth");

type AuthHandler = (request: NextRequest) => Promise<Response>;

const CODES: Record<number, [string, string]> = {
  400: ["invalid_request", "This sign-in request is not valid."],
  401: ["unauthorized", "Sign in to continue."],
  403: ["forbidden", "You are not allowed to do this."],
  404: ["not_found", "Not found."],
  405: ["method_not_allowed", "This address does not accept this method."],
};

const CALLBACK_URL_COOKIES = ["authjs.callback-url", "__Secure-authjs.callback-url"];

/** Auth.js's own rule for a callback address: http(s), absolute or starting with "/". */
function isValidCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * A callback address Auth.js would refuse. It reports that as a configuration
 * error (500); it is the client's mistake, so it is answered here with a 400.
 */
function invalidCallbackUrl(request: Request): boolean {
  const url = new URL(request.url);
  const cookies = request.headers.get("cookie");
  const values = [url.searchParams.get("callbackUrl"), ...CALLBACK_URL_COOKIES.map((name) => readCookie(cookies, name))];
  return values.some((value) => value && !isValidCallbackUrl(value, url.origin));
}

export function withJsonAuthErrors(handler: AuthHandler): AuthHandler {
  return async (request) => {
    if (invalidCallbackUrl(request)) return errorResponse(400, "invalid_request", "The callback address is not valid.", { callbackUrl: "Invalid address" });
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      return toErrorResponse(error);
    }
    if (response.status < 400) return response;
    if (response.status >= 500) {
      log.error("sign-in route failed", { method: request.method, route: new URL(request.url).pathname, status: response.status });
      return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again.");
    }
    const [code, message] = CODES[response.status] ?? ["invalid_request", CODES[400][1]];
    const headers: Record<string, string> = {};
    const cookie = response.headers.get("set-cookie");
    if (cookie) headers["Set-Cookie"] = cookie;
    return errorResponse(response.status, code, message, undefined, headers);
  };
}
