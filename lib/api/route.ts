// One way to write a route handler. A route file lists its methods once:
//
//   export const { GET, POST, PUT, PATCH, DELETE } = route({
//     GET: withAdmin(async ({ admin }) => Response.json(await listAdminOrders(admin))),
//   });
//
// `withPublic`, `withAdmin` (and `withMember`, `withCustomer`) parse the JSON body and the query with their
// zod schemas, count the client against an abuse limit, check the admin
// session (bearer token or cookie), and answer anything thrown in the API
// error format. `route` answers every method the file does not list with a
// JSON 405 naming the ones it does (Next.js alone would send an empty body);
// HEAD and OPTIONS are answered by Next.js from the exported handlers.
import type { ZodType } from "zod";
import { SIGN_IN_FOR_ORDERS, type CustomerPrincipal } from "@/lib/account/principal";
import { customerOfRequest } from "@/lib/account/session";
import { requireAdmin, type AdminPrincipal } from "@/lib/auth/guard";
import { assertMayWrite, memberOfRequest, SIGN_IN_TO_POST, type MemberPrincipal, type WritingMember } from "@/lib/forum/members";
import { unauthenticated } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { errorResponse, toErrorResponse } from "@/lib/http/errors";
import type { LimitRule } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The address's dynamic segments, e.g. `{ id }` for `/api/forum/posts/[id]`. */
type Params = Record<string, string>;
/** What Next.js passes a route handler besides the request. */
interface RouteContext {
  params?: Promise<Params>;
}
type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

interface HandlerOptions<B, Q> {
  /** Runs first, before anything is read or counted: e.g. an address that exists only in one mode throws here. */
  precheck?: () => void;
  /** The JSON body's schema: invalid input answers 400 before the handler runs. */
  body?: ZodType<B>;
  /** The query string's schema, given an object of its first values. */
  query?: ZodType<Q>;
  /** An abuse limit counted per client (after the body is valid); 429 past it. */
  limit?: LimitRule;
  /** The 429's message when the limit's own is not the right one. */
  limitMessage?: string;
}

interface PublicInput<B, Q> {
  request: Request;
  body: B;
  query: Q;
  params: Params;
  /** The client's key (address) when the handler has a limit. */
  client: string;
}

interface AdminInput<B, Q> extends PublicInput<B, Q> {
  admin: AdminPrincipal;
}

/** Each query parameter's first value, as URLSearchParams.get reads it. */
function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  return values;
}

async function parseInput<B, Q>(request: Request, options: HandlerOptions<B, Q>) {
  options.precheck?.();
  const body = (options.body ? options.body.parse(await readJson(request)) : undefined) as B;
  const query = (options.query ? options.query.parse(firstValues(new URL(request.url).searchParams)) : undefined) as Q;
  const client = options.limit ? await enforceClientLimit(request, options.limit, options.limitMessage) : "";
  return { body, query, client };
}

/** A handler anyone may call. */
export function withPublic<B = undefined, Q = undefined>(
  handler: (input: PublicInput<B, Q>) => Promise<Response> | Response,
  options: HandlerOptions<B, Q> = {},
): RouteHandler {
  return async (request, context) => {
    try {
      const input = await parseInput(request, options);
      return await handler({ request, params: (await context?.params) ?? {}, ...input });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** An admin's or member's answer is never stored by a cache (a redirect's headers cannot change; it has no body). */
function privateAnswer(response: Response): Response {
  if (response.headers.has("cache-control") || (response.status >= 300 && response.status < 400)) return response;
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * A handler for admins only: without a live admin session (bearer token or
 * cookie) 401 before anything else is read; a cookie-authenticated write from
 * another site 403. Its answers are never stored by a cache.
 */
export function withAdmin<B = undefined, Q = undefined>(
  handler: (input: AdminInput<B, Q>) => Promise<Response> | Response,
  options: Omit<HandlerOptions<B, Q>, "limit" | "limitMessage"> = {},
): RouteHandler {
  return async (request, context) => {
    try {
      const admin = await requireAdmin(request);
      const input = await parseInput(request, options);
      const response = await handler({ request, admin, params: (await context?.params) ?? {}, ...input });
      return privateAnswer(response);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

interface MemberInput<B, Q> extends PublicInput<B, Q> {
  member: WritingMember;
}

interface SignedInInput<B, Q> extends PublicInput<B, Q> {
  member: MemberPrincipal;
}

/** A member's limits are counted per member where the write happens (lib/forum/write.ts), not per address here. */
type MemberOptions<B, Q> = Omit<HandlerOptions<B, Q>, "limit" | "limitMessage">;

function memberHandler<B, Q>(
  handler: (input: SignedInInput<B, Q>) => Promise<Response> | Response,
  options: MemberOptions<B, Q>,
  mustWrite: boolean,
): RouteHandler {
  return async (request, context) => {
    try {
      const member = await memberOfRequest(request);
      if (!member) throw unauthenticated(SIGN_IN_TO_POST);
      assertSameOriginWrite(request);
      if (mustWrite) assertMayWrite(member);
      const input = await parseInput(request, options);
      const response = await handler({ request, member, params: (await context?.params) ?? {}, ...input, client: member.id });
      return privateAnswer(response);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/**
 * A handler for a forum member who may write (auth-community.ts): without a
 * member session 401; a write from another site 403; a suspended member 403;
 * before a username is chosen 409. Answers are never stored by a cache.
 */
export function withMember<B = undefined, Q = undefined>(
  handler: (input: MemberInput<B, Q>) => Promise<Response> | Response,
  options: MemberOptions<B, Q> = {},
): RouteHandler {
  return memberHandler((input) => handler(input as MemberInput<B, Q>), options, true);
}

/** As withMember, for any signed-in member (choosing a username): only the session is asked for. */
export function withSignedInMember<B = undefined, Q = undefined>(
  handler: (input: SignedInInput<B, Q>) => Promise<Response> | Response,
  options: MemberOptions<B, Q> = {},
): RouteHandler {
  return memberHandler(handler, options, false);
}

interface CustomerInput<B, Q> extends PublicInput<B, Q> {
  customer: CustomerPrincipal;
}

/**
 * A handler for a signed-in customer (the member account of an e-mail
 * address, lib/account/session.ts), for their own orders: without a member
 * session 401; a write from another site 403. A suspended forum member is
 * still a customer. Limits are counted per account where the write happens.
 * Answers are never stored by a cache.
 */
export function withCustomer<B = undefined, Q = undefined>(
  handler: (input: CustomerInput<B, Q>) => Promise<Response> | Response,
  options: MemberOptions<B, Q> = {},
): RouteHandler {
  return async (request, context) => {
    try {
      const customer = await customerOfRequest(request);
      if (!customer) throw unauthenticated(SIGN_IN_FOR_ORDERS);
      assertSameOriginWrite(request);
      const input = await parseInput(request, options);
      const response = await handler({ request, customer, params: (await context?.params) ?? {}, ...input, client: customer.memberId });
      return privateAnswer(response);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** The Allow header of a route with these methods. */
export function allowHeader(allowed: readonly HttpMethod[]): string {
  const methods = HTTP_METHODS.filter((method) => allowed.includes(method));
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
}

type AnyHandler = (request: never, context: never) => Promise<Response>;

/** Every method of a route: the handlers given, and a JSON 405 for the others. */
export function route<H extends Partial<Record<HttpMethod, AnyHandler>>>(handlers: H): H & Record<Exclude<HttpMethod, keyof H>, RouteHandler> {
  const allowed = HTTP_METHODS.filter((method) => handlers[method]);
  const headers = { Allow: allowHeader(allowed) };
  const notAllowed: RouteHandler = async () => errorResponse(405, "method_not_allowed", "This address does not accept this method.", undefined, headers);
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as H & Record<Exclude<HttpMethod, keyof H>, RouteHandler>;
}
