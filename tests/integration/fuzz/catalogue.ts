// The fuzz tests' catalogue of route handlers, derived from the route files:
// every `route.ts` under app/ is found on disk, its dynamic segments are read
// from its path, its module is imported, and the methods it implements are
// the ones whose handler does not answer with the JSON 405 that `route()`
// gives the others. A new route is thereby fuzzed as soon as its file exists,
// with the defaults below; HINTS says more about the routes that need it
// (admin or member only, the query keys read, the body's shape, whether a
// fuzzed request may be accepted or redirected). A hint for a file or a
// method that no longer exists fails the catalogue test.
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { HTTP_METHODS, type HttpMethod } from "@/lib/api/route";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY } from "@/lib/editable-content/policy-defaults";
import type { BodyShape } from "./support";

export interface MethodFuzz {
  /** Admins only: fuzzed with and without a valid bearer token. */
  admin?: boolean;
  /** Forum members only: fuzzed with and without a member's session cookie (sent same-origin). */
  member?: boolean;
  /** Query keys the handler reads. */
  query?: readonly string[];
  /** How the body is fuzzed: a JSON body (with a valid sample to break), or raw bytes. */
  body?: "json" | "raw";
  shape?: BodyShape;
  /** The handler may accept some fuzzed requests (it ignores input, or random input can be valid). */
  accepts?: boolean;
  /** The handler may answer with a redirect (Auth.js's flows, OAuth callbacks, label documents). */
  mayRedirect?: boolean;
}

/** How a route file's methods are fuzzed; a method without a hint gets DEFAULT_FUZZ. */
export type Hint = Partial<Record<HttpMethod, MethodFuzz>>;

/**
 * For a method without a hint: a public handler that may accept what it is
 * sent. Its refusals must still be JSON errors, it must never answer a 5xx,
 * and a handler with a body must refuse a body that is not JSON (a route that
 * ignores its body needs a hint without `body`).
 */
export const DEFAULT_FUZZ: Record<HttpMethod, MethodFuzz> = {
  GET: { accepts: true },
  DELETE: { accepts: true },
  POST: { body: "json", accepts: true, shape: { sample: {}, required: [] } },
  PUT: { body: "json", accepts: true, shape: { sample: {}, required: [] } },
  PATCH: { body: "json", accepts: true, shape: { sample: {}, required: [] } },
};

const UUID = "6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c";

export const ROOT = path.resolve(__dirname, "../../..");

function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return routeFiles(relative);
      return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [relative] : [];
    });
}

/** Every route file under app/, relative to the project. */
export const ROUTE_FILES: readonly string[] = routeFiles("app");

/** The dynamic segments of a route file's path: `id` for [id], `...path` for [...path] and [[...path]]. */
export function paramsOf(file: string): string[] {
  return file.split("/").flatMap((segment) => {
    const match = /^\[{1,2}(\.\.\.)?([^[\]]+)\]{1,2}$/.exec(segment);
    return match ? [`${match[1] ?? ""}${match[2]}`] : [];
  });
}

/** The route file's module, as Next.js loads it. */
export function loadRoute(file: string): Promise<Record<string, unknown>> {
  return import(path.join(ROOT, file)) as Promise<Record<string, unknown>>;
}

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export interface RouteMethods {
  /** A file made at build time (`dynamic = "force-static"`), served as a static file. */
  isStatic: boolean;
  /** The methods the module exports a handler for. */
  exported: HttpMethod[];
  /** The methods it implements: every exported one that does not answer the JSON 405. */
  implemented: HttpMethod[];
  /** What each exported method answered to a plain request (status, Allow header, error code). */
  answers: Partial<Record<HttpMethod, { status: number; allow: string | null; code: unknown }>>;
}

/** Benign values for a route's parameters (an address that could exist). */
function probeParams(file: string): Record<string, string | string[]> {
  return Object.fromEntries(paramsOf(file).map((name) => (name.startsWith("...") ? [name.slice(3), ["session"]] : [name, UUID])));
}

/** The route's address with these parameters. */
function probeAddress(file: string, params: Record<string, string | string[]>): string {
  return file
    .replace(/^app/, "")
    .replace(/\/route\.\w+$/, "")
    .replace(/\[{1,2}(?:\.\.\.)?([^[\]]+)\]{1,2}/g, (_, name: string) => [params[name] ?? ""].flat().join("/"));
}

async function probe(file: string): Promise<RouteMethods> {
  const handlers = await loadRoute(file);
  const exported = HTTP_METHODS.filter((method) => typeof handlers[method] === "function");
  if (handlers.dynamic === "force-static") return { isStatic: true, exported, implemented: exported, answers: {} };
  const params = probeParams(file);
  const answers: RouteMethods["answers"] = {};
  for (const method of exported) {
    // Unauthenticated, with an empty JSON object as the body: what a handler
    // does with it does not matter here, only whether it is the 405.
    const request = new NextRequest(`http://localhost${probeAddress(file, params)}`, {
      method,
      ...(method === "GET" || method === "DELETE" ? {} : { body: "{}", headers: { "content-type": "application/json" } }),
    });
    const response = await (handlers[method] as Handler)(request, { params: Promise.resolve(params) });
    const text = await response.text();
    let code: unknown;
    try {
      code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    } catch {
      code = undefined;
    }
    answers[method] = { status: response.status, allow: response.headers.get("allow"), code };
  }
  const implemented = exported.filter((method) => answers[method]?.status !== 405 || answers[method]?.code !== "method_not_allowed");
  return { isStatic: false, exported, implemented, answers };
}

const probes = new Map<string, Promise<RouteMethods>>();

/** The methods a route file exports and implements (probed once per file). */
export function methodsOf(file: string): Promise<RouteMethods> {
  if (!probes.has(file)) probes.set(file, probe(file));
  return probes.get(file)!;
}

/** How a method of a route file is fuzzed: its hint, or the default. */
export function fuzzOf(file: string, method: HttpMethod): MethodFuzz {
  return HINTS[file]?.[method] ?? DEFAULT_FUZZ[method];
}

const SHIPPING_DETAILS = {
  customerEmail: "ada@example.com",
  customerName: "Ada Lovelace",
  shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
  photoUrl: null,
};

const WHOLESALE_APPLICATION = {
  businessName: "Fuzzy Ink",
  contactName: "Fay Fuzz",
  email: "fay@example.com",
  phone: "512-555-0100",
  businessType: "tattoo_shop",
  businessAddress: { street: "1 Random Road", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
  estimatedMonthlyVolume: 50,
  packageTier: "starter",
};

const TUTORIAL = {
  title: "A fuzzed tutorial",
  description: "What a fuzzed tutorial shows.",
  season: "spring",
  category: "aftercare",
  duration: 90,
  videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  thumbnailUrl: null,
  featured: false,
  published: true,
};

/** Per-route hints, by route file. */
export const HINTS: Record<string, Hint> = {
  "app/api/[[...path]]/route.ts": { GET: { query: ["q"] }, POST: { body: "raw" }, PUT: { body: "raw" }, PATCH: { body: "raw" }, DELETE: {} },
  "app/api/admin/auth/route.ts": { POST: { body: "json", shape: { sample: { email: "nobody@example.com", password: "not-the-password" }, required: ["email", "password"] } } },
  // Fuzzed without a session only (so always refused): with the fuzz admin's
  // token it would end the sessions the other routes' cases use.
  "app/api/admin/auth/sign-out-everywhere/route.ts": { POST: {} },
  "app/api/admin/alerts/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/alerts/[id]/resolve/route.ts": { POST: { admin: true } },
  "app/api/admin/analytics/route.ts": { GET: { admin: true, query: ["range"], accepts: true } },
  "app/api/admin/emails/[id]/retry/route.ts": { POST: { admin: true } },
  "app/api/admin/cache/revalidate/route.ts": { POST: { admin: true, body: "json", shape: { sample: { tags: ["products", "forum"] }, required: ["tags"] } } },
  "app/api/admin/community/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/community/actions/route.ts": { POST: { admin: true, body: "json", accepts: true, shape: { sample: { targetType: "post", targetId: UUID, action: "pin" }, required: ["targetType", "targetId", "action"] } } },
  "app/api/admin/content/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/content/business/route.ts": { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: DEFAULT_BUSINESS }, required: ["version", "values"] } } },
  "app/api/admin/content/delivery/route.ts": { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: DEFAULT_DELIVERY }, required: ["version", "values"] } } },
  // The probe's key is no policy: every fuzzed save is refused.
  "app/api/admin/content/policies/[key]/route.ts": { PUT: { admin: true, body: "json", shape: { sample: { version: 1, title: "Fuzzed Terms", body: "A fuzzed policy text, long enough." }, required: ["version", "title", "body"] } } },
  "app/api/admin/content/claims/route.ts": { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: DEFAULT_CLAIMS }, required: ["version", "values"] } } },
  "app/api/admin/content/faq/route.ts": { POST: { admin: true, body: "json", accepts: true, shape: { sample: { question: "A fuzzed question?", answer: "A fuzzed answer, long enough." }, required: ["question", "answer"] } } },
  // A sample naming an entry that does not exist: every fuzzed order is refused.
  "app/api/admin/content/faq/order/route.ts": { PUT: { admin: true, body: "json", shape: { sample: { ids: [UUID] }, required: ["ids"] } } },
  "app/api/admin/content/faq/[id]/route.ts": {
    PATCH: { admin: true, body: "json", shape: { sample: { version: 1, question: "A fuzzed question?", answer: "A fuzzed answer, long enough." }, required: ["version", "question", "answer"] } },
    DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
  },
  "app/api/admin/content/figures/route.ts": { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: DEFAULT_FIGURES }, required: ["version", "values"] } } },
  "app/api/admin/content/reviews/route.ts": { POST: { admin: true, body: "json", accepts: true, shape: { sample: { name: "Fay Fuzz", title: null, text: "A fuzzed review, long enough.", isArtist: false }, required: ["name", "text", "isArtist"] } } },
  "app/api/admin/content/reviews/order/route.ts": { PUT: { admin: true, body: "json", shape: { sample: { ids: [UUID] }, required: ["ids"] } } },
  "app/api/admin/content/reviews/[id]/route.ts": {
    PATCH: { admin: true, body: "json", shape: { sample: { version: 1, name: "Fay Fuzz", title: "Tattoo Artist", text: "A fuzzed review, long enough.", isArtist: true }, required: ["version", "name", "text", "isArtist"] } },
    DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
  },
  // The sample is the setting as shipped, so an accepted body changes nothing the other tests read.
  "app/api/admin/accounts/cancel-settings/route.ts": {
    GET: { admin: true, accepts: true },
    PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { customersMayCancel: true, cancelWindowHours: 0 } }, required: ["version", "values"] } },
  },
  "app/api/admin/accounts/return-settings/route.ts": {
    GET: { admin: true, accepts: true },
    PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { guaranteeDays: 30, tinMustBeSentBack: false, reviewBusinessDays: 2 } }, required: ["version", "values"] } },
  },
  "app/api/admin/returns/route.ts": { GET: { admin: true, accepts: true, query: ["status"] } },
  // Samples naming a request that does not exist: every fuzzed decision is refused.
  "app/api/admin/returns/[id]/approve/route.ts": { POST: { admin: true, body: "json", shape: { sample: { amount: 1, restock: false }, required: [] } } },
  "app/api/admin/returns/[id]/refuse/route.ts": { POST: { admin: true, body: "json", shape: { sample: { reason: "Not covered" }, required: ["reason"] } } },
  // The sample is the settings as shipped, so an accepted body changes nothing the other tests read.
  "app/api/admin/marketing/settings/route.ts": {
    GET: { admin: true, accepts: true },
    PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { abandonedDelayMinutes: 240, reorderDays: 45, ratePerMinute: 60 } }, required: ["version", "values"] } },
  },
  "app/api/admin/marketing/subscribers/route.ts": { GET: { admin: true, accepts: true, query: ["q", "page"] } },
  "app/api/admin/marketing/consent-log/route.ts": { GET: { admin: true, accepts: true } },
  // A confirmed number that is never the number of subscribers: every fuzzed send is refused.
  "app/api/admin/marketing/newsletters/route.ts": {
    GET: { admin: true, accepts: true },
    POST: { admin: true, body: "json", shape: { sample: { subject: "Fuzzed news", body: "A fuzzed newsletter.", confirmedCount: 987654321 }, required: ["subject", "body", "confirmedCount"] } },
  },
  "app/api/admin/marketing/newsletters/test/route.ts": { POST: { admin: true, body: "json", accepts: true, shape: { sample: { subject: "Fuzzed news", body: "A fuzzed newsletter." }, required: ["subject", "body"] } } },
  "app/api/admin/marketing/newsletters/[id]/resume/route.ts": { POST: { admin: true } },
  "app/api/admin/reviews/route.ts": { GET: { admin: true, accepts: true } },
  // A sample naming a review that does not exist: every fuzzed action is refused.
  "app/api/admin/reviews/[id]/route.ts": { POST: { admin: true, body: "json", shape: { sample: { action: "answer", version: 1, reply: "Thank you!" }, required: ["action", "version"] } } },
  // The sample is the settings as shipped, so an accepted body changes nothing the other tests read.
  "app/api/admin/reviews/settings/route.ts": {
    PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { askForReviews: true, requestDelayDays: 7, averageRatingFromReviews: false } }, required: ["version", "values"] } },
  },
  "app/api/admin/discounts/route.ts": {
    GET: { admin: true, accepts: true },
    POST: { admin: true, body: "json", accepts: true, shape: { sample: { code: "FUZZ10", kind: "percent", percentOff: 10 }, required: ["code", "kind", "percentOff"] } },
  },
  "app/api/admin/discounts/[id]/route.ts": {
    PATCH: { admin: true, body: "json", shape: { sample: { version: 1, code: "FUZZ10", kind: "percent", percentOff: 10 }, required: ["version", "code", "kind", "percentOff"] } },
    DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
  },
  "app/api/admin/discounts/artists/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/discounts/report/route.ts": { GET: { admin: true, accepts: true, query: ["from", "to"] } },
  "app/api/admin/discounts/report/export/route.ts": { GET: { admin: true, accepts: true, query: ["from", "to"] } },
  "app/api/admin/products/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/products/[id]/route.ts": { PATCH: { admin: true, body: "json", shape: { sample: { version: 1, name: "Ointment", description: "A fuzzed size", price: 9, stock: null }, required: ["version", "name", "description", "price", "stock"] } } },
  "app/api/admin/tax/nexus/route.ts": { GET: { admin: true, accepts: true } },
  // The sample registers no state (the default), so an accepted body leaves the other tests' checkouts untaxed.
  "app/api/admin/tax/registrations/route.ts": { GET: { admin: true, accepts: true }, PUT: { admin: true, body: "json", accepts: true, shape: { sample: { states: [] }, required: ["states"] } } },
  "app/api/admin/tutorials/route.ts": {
    GET: { admin: true, accepts: true },
    // The sample's video is an upload that never arrived: every fuzzed body is refused.
    POST: { admin: true, body: "json", shape: { sample: { ...TUTORIAL, videoUrl: `/api/objects/uploads/${UUID}` }, required: ["title", "description", "season", "category", "duration", "videoUrl", "thumbnailUrl", "featured", "published"] } },
  },
  "app/api/admin/tutorials/[id]/route.ts": {
    PATCH: { admin: true, body: "json", shape: { sample: { version: 1, ...TUTORIAL }, required: ["version", "title", "videoUrl"] } },
    DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
  },
  "app/api/admin/tutorials/media/route.ts": { POST: { admin: true, body: "json", accepts: true, shape: { sample: { kind: "video" }, required: ["kind"] } } },
  "app/api/admin/orders/route.ts": { GET: { admin: true, query: ["q", "status", "cursor", "limit", "changedSince"], accepts: true } },
  "app/api/admin/orders/export/route.ts": { GET: { admin: true, query: ["q", "status"], accepts: true } },
  "app/api/admin/orders/[id]/cancel/route.ts": { POST: { admin: true, body: "json", shape: { sample: { reason: "Fuzz", requestKey: UUID }, required: ["reason", "requestKey"] } } },
  "app/api/admin/orders/[id]/refund/route.ts": { POST: { admin: true, body: "json", shape: { sample: { amount: 1, reason: "Fuzz", requestKey: UUID }, required: ["reason", "requestKey"] } } },
  "app/api/admin/orders/bulk-status/route.ts": { PUT: { admin: true, body: "json", shape: { sample: { orderIds: [UUID], status: "processing" }, required: ["orderIds", "status"] } } },
  "app/api/admin/privacy/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/privacy/retention/route.ts": {
    GET: { admin: true, accepts: true },
    PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { orderPhotoDays: 90 } }, required: ["version", "values"] } },
  },
  "app/api/admin/shipping/stats/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/admin/wholesale/applications/[id]/review/route.ts": { POST: { admin: true, body: "json", shape: { sample: { decision: "approved", note: "ok" }, required: ["decision"] } } },
  "app/api/admin/wholesale/applications/route.ts": { GET: { admin: true, accepts: true, query: ["status"] } },
  "app/api/auth/[...nextauth]/route.ts": {
    GET: { accepts: true, mayRedirect: true, query: ["callbackUrl", "error", "csrf"] },
    POST: { body: "raw", accepts: true, mayRedirect: true, query: ["callbackUrl"] },
  },
  "app/api/community/auth/[...nextauth]/route.ts": {
    GET: { accepts: true, mayRedirect: true, query: ["callbackUrl", "error", "token", "email"] },
    POST: { body: "raw", accepts: true, mayRedirect: true, query: ["callbackUrl"] },
  },
  // The fuzz member has no orders: the list answers (empty), any id is not found.
  "app/api/account/orders/route.ts": { GET: { member: true, accepts: true, query: ["page"] } },
  "app/api/account/orders/[id]/route.ts": { GET: { member: true } },
  "app/api/account/orders/[id]/cancel/route.ts": { POST: { member: true, body: "json", shape: { sample: { reason: "Ordered twice" }, required: [] } } },
  "app/api/account/orders/[id]/return/route.ts": { POST: { member: true, body: "json", shape: { sample: { reason: "Did not suit me", tinWillBeSent: false }, required: ["reason", "tinWillBeSent"] } } },
  "app/api/account/marketing/route.ts": { GET: { member: true, accepts: true }, PUT: { member: true, body: "json", accepts: true, shape: { sample: { subscribed: false }, required: ["subscribed"] } } },
  // A session that does not exist: every fuzzed consent is refused.
  "app/api/marketing/checkout-consent/route.ts": {
    POST: { body: "json", shape: { sample: { clientSecret: "pi_fuzz000000_secret_fuzz000000", email: "fuzz-consent@example.com", consent: true }, required: ["clientSecret", "email", "consent"] } },
  },
  // GET only sends the reader to the page with the button; POST refuses a token that is not signed (the page's own form is answered with a redirect).
  "app/api/unsubscribe/route.ts": { GET: { accepts: true, mayRedirect: true, query: ["token"] }, POST: { body: "raw", mayRedirect: true, query: ["token"] } },
  "app/api/community/me/route.ts": { GET: { accepts: true }, PATCH: { member: true, body: "json", accepts: true, shape: { sample: { username: "fuzzy_name" }, required: ["username"] } } },
  "app/api/community/sign-in/route.ts": { POST: { body: "json", accepts: true, shape: { sample: { email: "fuzz-member@example.com", callbackUrl: "/forum" }, required: ["email"] } } },
  // Fuzzed without a session only (so always refused): with the fuzz member's
  // cookie it would end the session the other routes' cases sign in with.
  "app/api/community/sign-out/everywhere/route.ts": { POST: {} },
  "app/api/community/sign-out/route.ts": { POST: { accepts: true } },
  "app/api/create-payment-intent/route.ts": { POST: { body: "json", accepts: true, shape: { sample: { items: [{ id: "4oz", name: "Ointment" }], amount: 15.99 }, required: ["items"] } } },
  "app/api/forum/posts/[id]/route.ts": { GET: {} },
  "app/api/forum/posts/[id]/views/route.ts": { POST: {} },
  // The visit beacon ignores any body; it may accept anything (counted per client in memory).
  "app/api/visits/route.ts": { POST: { accepts: true } },
  "app/api/forum/posts/[id]/replies/route.ts": { POST: { member: true, body: "json", accepts: true, shape: { sample: { content: "A fuzzed reply." }, required: ["content"] } } },
  "app/api/forum/posts/[id]/like/route.ts": { GET: {}, PUT: { member: true }, DELETE: { member: true } },
  "app/api/forum/posts/route.ts": {
    GET: { accepts: true, query: ["sort", "limit", "cursor", "category", "q"] },
    POST: { member: true, body: "json", accepts: true, shape: { sample: { title: "Fuzzing the forum", categoryId: UUID, content: "Twenty characters or more of fuzzed text." }, required: ["title", "categoryId", "content"] } },
  },
  "app/api/forum/reports/route.ts": { POST: { member: true, body: "json", accepts: true, shape: { sample: { postId: UUID, reason: "spam" }, required: ["postId", "reason"] } } },
  "app/api/google-my-business/accounts/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/google-my-business/auth/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/google-my-business/callback/route.ts": { GET: { admin: true, mayRedirect: true, query: ["state", "code", "error"] } },
  "app/api/objects/upload/route.ts": { POST: { body: "raw", accepts: true } },
  "app/api/objects/uploads/[id]/route.ts": { GET: {}, PUT: { body: "raw", query: ["expires", "signature"] } },
  "app/api/orders/route.ts": {
    GET: { admin: true, accepts: true },
    POST: {
      body: "json",
      shape: {
        sample: { paymentIntentId: "pi_fuzz0000000000000000", clientSecret: "pi_fuzz0000000000000000_secret_fuzz000000", amount: 1599, ...SHIPPING_DETAILS },
        required: ["paymentIntentId"],
      },
    },
  },
  "app/api/orders/tracking/route.ts": { GET: { admin: true, accepts: true } },
  "app/api/payment-intents/confirm/route.ts": {
    POST: {
      body: "json",
      shape: { sample: { clientSecret: "pi_fuzz000000_secret_fuzz000000", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, required: ["clientSecret", "cardNumber", "expiry", "cvc"] },
    },
  },
  "app/api/payment-intents/details/route.ts": {
    POST: { body: "json", shape: { sample: { clientSecret: "pi_fuzz000000_secret_fuzz000000", ...SHIPPING_DETAILS }, required: ["clientSecret", "customerEmail", "customerName", "shippingAddress"] } },
  },
  "app/api/privacy/requests/route.ts": { POST: { body: "json", accepts: true, shape: { sample: { email: "fuzz-privacy@example.com" }, required: ["email"] } } },
  // A sample whose link was never sent: every fuzzed cancellation is refused.
  "app/api/orders/cancel/route.ts": { POST: { body: "json", shape: { sample: { token: `${"0".repeat(32)}.${"A".repeat(43)}` }, required: ["token"] } } },
  "app/api/privacy/export/route.ts": { POST: { body: "json", shape: { sample: { token: `${"a".repeat(32)}.${"b".repeat(43)}` }, required: ["token"] } } },
  "app/api/privacy/deletion/route.ts": {
    POST: { body: "json", shape: { sample: { token: `${"a".repeat(32)}.${"b".repeat(43)}`, forum: "keep", confirm: true }, required: ["token", "forum", "confirm"] } },
  },
  "app/api/reviews/route.ts": {
    GET: { accepts: true, query: ["page"] },
    // A sample whose link was never sent: every fuzzed review is refused.
    POST: {
      body: "json",
      shape: {
        sample: { token: `${"0".repeat(32)}.${"A".repeat(43)}`, orderId: UUID, rating: 4, headline: "A fuzzed title", text: "A fuzzed review, long enough to pass.", name: "Fay F.", photoUrl: null },
        required: ["token", "orderId", "rating", "headline", "text", "name"],
      },
    },
  },
  "app/api/shipping/labels/print/route.ts": { GET: { admin: true, query: ["orderIds"] } },
  "app/api/shipping/labels/[id]/route.ts": { GET: { admin: true } },
  "app/api/shipping/labels/route.ts": { POST: { admin: true, body: "json", shape: { sample: { orderId: UUID, carrier: "USPS", service: "Priority Mail" }, required: ["orderId", "carrier", "service"] } } },
  "app/api/track/[trackingNumber]/route.ts": { GET: {} },
  "app/api/tutorials/[season]/route.ts": { GET: {} },
  "app/api/tutorials/route.ts": { GET: { accepts: true, query: ["season"] } },
  "app/api/webhooks/easypost/route.ts": { POST: { body: "raw" } },
  "app/api/webhooks/stripe/route.ts": { POST: { body: "raw" } },
  "app/api/wholesale/applications/route.ts": {
    POST: {
      body: "json",
      accepts: true,
      shape: { sample: WHOLESALE_APPLICATION, required: ["businessName", "contactName", "email", "phone", "businessType", "businessAddress", "estimatedMonthlyVolume", "packageTier"] },
    },
  },
};
