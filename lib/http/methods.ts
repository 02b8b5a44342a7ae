// Every route handler answers a method it does not implement with a JSON 405
// that names the methods it does (Next.js alone would send an empty body).
// HEAD and OPTIONS are answered by Next.js from the exported handlers.
import { errorResponse } from "@/lib/http/errors";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Handler = (request: Request) => Response;

/** The Allow header of a route with these methods. */
export function allowHeader(allowed: readonly HttpMethod[]): string {
  const methods = HTTP_METHODS.filter((method) => allowed.includes(method));
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
}

/**
 * Handlers for the methods a route does not implement, for example
 * `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");`
 */
export function otherMethods<A extends HttpMethod>(...allowed: A[]): Record<Exclude<HttpMethod, A>, Handler> {
  const headers = { Allow: allowHeader(allowed) };
  const handler: Handler = () => errorResponse(405, "method_not_allowed", "This address does not accept this method.", undefined, headers);
  return Object.fromEntries(HTTP_METHODS.filter((method) => !allowed.includes(method as A)).map((method) => [method, handler])) as Record<
    Exclude<HttpMethod, A>,
    Handler
  >;
}
