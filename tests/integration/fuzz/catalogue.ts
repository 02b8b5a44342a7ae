// Every route handler under app/ and how the fuzz tests reach it. The
// catalogue test fails when a route file or a method is missing here.
import type { HttpMethod } from "@/lib/api/route";
import { DEFAULT_CLAIMS } from "@/lib/editable-content/defaults";
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

export interface RouteEntry {
  /** The route file, relative to the project. */
  file: string;
  /** Dynamic segments: a name, or `...name` for a catch-all. */
  params: readonly string[];
  load: () => Promise<Record<string, unknown>>;
  methods: Partial<Record<HttpMethod, MethodFuzz>>;
  /** Next.js hands Auth.js a NextRequest. */
  nextRequest?: boolean;
}

const UUID = "6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c";

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

export const ROUTES: RouteEntry[] = [
  {
    file: "app/api/[[...path]]/route.ts",
    params: ["...path"],
    load: () => import("@/app/api/[[...path]]/route"),
    methods: { GET: { query: ["q"] }, POST: { body: "raw" }, PUT: { body: "raw" }, PATCH: { body: "raw" }, DELETE: {} },
  },
  {
    file: "app/api/admin/auth/route.ts",
    params: [],
    load: () => import("@/app/api/admin/auth/route"),
    methods: { POST: { body: "json", shape: { sample: { email: "nobody@example.com", password: "not-the-password" }, required: ["email", "password"] } } },
  },
  {
    file: "app/api/admin/auth/sign-out-everywhere/route.ts",
    params: [],
    load: () => import("@/app/api/admin/auth/sign-out-everywhere/route"),
    // Fuzzed without a session only (so always refused): with the fuzz admin's
    // token it would end the sessions the other routes' cases use.
    methods: { POST: {} },
  },
  {
    file: "app/api/admin/analytics/route.ts",
    params: [],
    load: () => import("@/app/api/admin/analytics/route"),
    methods: { GET: { admin: true, query: ["range"], accepts: true } },
  },
  {
    file: "app/api/admin/cache/revalidate/route.ts",
    params: [],
    load: () => import("@/app/api/admin/cache/revalidate/route"),
    methods: { POST: { admin: true, body: "json", shape: { sample: { paths: ["/", "/forum"] }, required: ["paths"] } } },
  },
  {
    file: "app/api/admin/community/route.ts",
    params: [],
    load: () => import("@/app/api/admin/community/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/admin/community/actions/route.ts",
    params: [],
    load: () => import("@/app/api/admin/community/actions/route"),
    methods: { POST: { admin: true, body: "json", accepts: true, shape: { sample: { targetType: "post", targetId: UUID, action: "pin" }, required: ["targetType", "targetId", "action"] } } },
  },
  {
    file: "app/api/admin/content/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/admin/content/claims/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/claims/route"),
    methods: { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: DEFAULT_CLAIMS }, required: ["version", "values"] } } },
  },
  {
    file: "app/api/admin/content/faq/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/faq/route"),
    methods: { POST: { admin: true, body: "json", accepts: true, shape: { sample: { question: "A fuzzed question?", answer: "A fuzzed answer, long enough." }, required: ["question", "answer"] } } },
  },
  {
    file: "app/api/admin/content/faq/order/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/faq/order/route"),
    // A sample naming an entry that does not exist: every fuzzed order is refused.
    methods: { PUT: { admin: true, body: "json", shape: { sample: { ids: [UUID] }, required: ["ids"] } } },
  },
  {
    file: "app/api/admin/content/faq/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/content/faq/[id]/route"),
    methods: {
      PATCH: { admin: true, body: "json", shape: { sample: { version: 1, question: "A fuzzed question?", answer: "A fuzzed answer, long enough." }, required: ["version", "question", "answer"] } },
      DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
    },
  },
  {
    file: "app/api/admin/content/figures/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/figures/route"),
    methods: { PUT: { admin: true, body: "json", accepts: true, shape: { sample: { version: 1, values: { viewingNow: 127, percentSold: 78, ordersThisWeek: 237 } }, required: ["version", "values"] } } },
  },
  {
    file: "app/api/admin/content/reviews/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/reviews/route"),
    methods: { POST: { admin: true, body: "json", accepts: true, shape: { sample: { name: "Fay Fuzz", title: null, text: "A fuzzed review, long enough.", isArtist: false }, required: ["name", "text", "isArtist"] } } },
  },
  {
    file: "app/api/admin/content/reviews/order/route.ts",
    params: [],
    load: () => import("@/app/api/admin/content/reviews/order/route"),
    methods: { PUT: { admin: true, body: "json", shape: { sample: { ids: [UUID] }, required: ["ids"] } } },
  },
  {
    file: "app/api/admin/content/reviews/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/content/reviews/[id]/route"),
    methods: {
      PATCH: { admin: true, body: "json", shape: { sample: { version: 1, name: "Fay Fuzz", title: "Tattoo Artist", text: "A fuzzed review, long enough.", isArtist: true }, required: ["version", "name", "text", "isArtist"] } },
      DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
    },
  },
  {
    file: "app/api/admin/products/route.ts",
    params: [],
    load: () => import("@/app/api/admin/products/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/admin/products/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/products/[id]/route"),
    methods: { PATCH: { admin: true, body: "json", shape: { sample: { version: 1, name: "Ointment", description: "A fuzzed size", price: 9, stock: null }, required: ["version", "name", "description", "price", "stock"] } } },
  },
  {
    file: "app/api/admin/tutorials/route.ts",
    params: [],
    load: () => import("@/app/api/admin/tutorials/route"),
    methods: {
      GET: { admin: true, accepts: true },
      // The sample's video is an upload that never arrived: every fuzzed body is refused.
      POST: { admin: true, body: "json", shape: { sample: { ...TUTORIAL, videoUrl: `/api/objects/uploads/${UUID}` }, required: ["title", "description", "season", "category", "duration", "videoUrl", "thumbnailUrl", "featured", "published"] } },
    },
  },
  {
    file: "app/api/admin/tutorials/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/tutorials/[id]/route"),
    methods: {
      PATCH: { admin: true, body: "json", shape: { sample: { version: 1, ...TUTORIAL }, required: ["version", "title", "videoUrl"] } },
      DELETE: { admin: true, body: "json", shape: { sample: { version: 1 }, required: ["version"] } },
    },
  },
  {
    file: "app/api/admin/tutorials/media/route.ts",
    params: [],
    load: () => import("@/app/api/admin/tutorials/media/route"),
    methods: { POST: { admin: true, body: "json", accepts: true, shape: { sample: { kind: "video" }, required: ["kind"] } } },
  },
  {
    file: "app/api/admin/orders/route.ts",
    params: [],
    load: () => import("@/app/api/admin/orders/route"),
    methods: { GET: { admin: true, query: ["q", "status", "cursor", "limit", "changedSince"], accepts: true } },
  },
  {
    file: "app/api/admin/orders/export/route.ts",
    params: [],
    load: () => import("@/app/api/admin/orders/export/route"),
    methods: { GET: { admin: true, query: ["q", "status"], accepts: true } },
  },
  {
    file: "app/api/admin/orders/[id]/cancel/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/orders/[id]/cancel/route"),
    methods: { POST: { admin: true, body: "json", shape: { sample: { reason: "Fuzz", requestKey: UUID }, required: ["reason", "requestKey"] } } },
  },
  {
    file: "app/api/admin/orders/[id]/refund/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/orders/[id]/refund/route"),
    methods: { POST: { admin: true, body: "json", shape: { sample: { amount: 1, reason: "Fuzz", requestKey: UUID }, required: ["reason", "requestKey"] } } },
  },
  {
    file: "app/api/admin/orders/bulk-status/route.ts",
    params: [],
    load: () => import("@/app/api/admin/orders/bulk-status/route"),
    methods: { PUT: { admin: true, body: "json", shape: { sample: { orderIds: [UUID], status: "processing" }, required: ["orderIds", "status"] } } },
  },
  {
    file: "app/api/admin/shipping/stats/route.ts",
    params: [],
    load: () => import("@/app/api/admin/shipping/stats/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/admin/wholesale/applications/[id]/review/route.ts",
    params: ["id"],
    load: () => import("@/app/api/admin/wholesale/applications/[id]/review/route"),
    methods: { POST: { admin: true, body: "json", shape: { sample: { decision: "approved", note: "ok" }, required: ["decision"] } } },
  },
  {
    file: "app/api/admin/wholesale/applications/route.ts",
    params: [],
    load: () => import("@/app/api/admin/wholesale/applications/route"),
    methods: { GET: { admin: true, accepts: true, query: ["status"] } },
  },
  {
    file: "app/api/auth/[...nextauth]/route.ts",
    params: ["...nextauth"],
    load: () => import("@/app/api/auth/[...nextauth]/route"),
    nextRequest: true,
    methods: {
      GET: { accepts: true, mayRedirect: true, query: ["callbackUrl", "error", "csrf"] },
      POST: { body: "raw", accepts: true, mayRedirect: true, query: ["callbackUrl"] },
    },
  },
  {
    file: "app/api/community/auth/[...nextauth]/route.ts",
    params: ["...nextauth"],
    load: () => import("@/app/api/community/auth/[...nextauth]/route"),
    nextRequest: true,
    methods: {
      GET: { accepts: true, mayRedirect: true, query: ["callbackUrl", "error", "token", "email"] },
      POST: { body: "raw", accepts: true, mayRedirect: true, query: ["callbackUrl"] },
    },
  },
  {
    file: "app/api/community/me/route.ts",
    params: [],
    load: () => import("@/app/api/community/me/route"),
    methods: { GET: { accepts: true }, PATCH: { member: true, body: "json", accepts: true, shape: { sample: { username: "fuzzy_name" }, required: ["username"] } } },
  },
  {
    file: "app/api/community/sign-in/route.ts",
    params: [],
    load: () => import("@/app/api/community/sign-in/route"),
    methods: { POST: { body: "json", accepts: true, shape: { sample: { email: "fuzz-member@example.com", callbackUrl: "/forum" }, required: ["email"] } } },
  },
  {
    file: "app/api/community/sign-out/everywhere/route.ts",
    params: [],
    load: () => import("@/app/api/community/sign-out/everywhere/route"),
    // Fuzzed without a session only (so always refused): with the fuzz member's
    // cookie it would end the session the other routes' cases sign in with.
    methods: { POST: {} },
  },
  {
    file: "app/api/community/sign-out/route.ts",
    params: [],
    load: () => import("@/app/api/community/sign-out/route"),
    methods: { POST: { accepts: true } },
  },
  {
    file: "app/api/create-payment-intent/route.ts",
    params: [],
    load: () => import("@/app/api/create-payment-intent/route"),
    methods: { POST: { body: "json", accepts: true, shape: { sample: { items: [{ id: "4oz", name: "Ointment" }], amount: 15.99 }, required: ["items"] } } },
  },
  {
    file: "app/api/forum/categories/route.ts",
    params: [],
    load: () => import("@/app/api/forum/categories/route"),
    methods: { GET: { accepts: true } },
  },
  {
    file: "app/api/forum/posts/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/forum/posts/[id]/route"),
    methods: { GET: {} },
  },
  {
    file: "app/api/forum/posts/[id]/views/route.ts",
    params: ["id"],
    load: () => import("@/app/api/forum/posts/[id]/views/route"),
    methods: { POST: {} },
  },
  {
    file: "app/api/forum/posts/[id]/replies/route.ts",
    params: ["id"],
    load: () => import("@/app/api/forum/posts/[id]/replies/route"),
    methods: { POST: { member: true, body: "json", accepts: true, shape: { sample: { content: "A fuzzed reply." }, required: ["content"] } } },
  },
  {
    file: "app/api/forum/posts/[id]/like/route.ts",
    params: ["id"],
    load: () => import("@/app/api/forum/posts/[id]/like/route"),
    methods: { GET: {}, PUT: { member: true }, DELETE: { member: true } },
  },
  {
    file: "app/api/forum/posts/route.ts",
    params: [],
    load: () => import("@/app/api/forum/posts/route"),
    methods: {
      GET: { accepts: true, query: ["sort", "limit", "cursor", "category", "q"] },
      POST: { member: true, body: "json", accepts: true, shape: { sample: { title: "Fuzzing the forum", categoryId: UUID, content: "Twenty characters or more of fuzzed text." }, required: ["title", "categoryId", "content"] } },
    },
  },
  {
    file: "app/api/forum/reports/route.ts",
    params: [],
    load: () => import("@/app/api/forum/reports/route"),
    methods: { POST: { member: true, body: "json", accepts: true, shape: { sample: { postId: UUID, reason: "spam" }, required: ["postId", "reason"] } } },
  },
  {
    file: "app/api/google-my-business/accounts/route.ts",
    params: [],
    load: () => import("@/app/api/google-my-business/accounts/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/google-my-business/auth/route.ts",
    params: [],
    load: () => import("@/app/api/google-my-business/auth/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/google-my-business/callback/route.ts",
    params: [],
    load: () => import("@/app/api/google-my-business/callback/route"),
    methods: { GET: { admin: true, mayRedirect: true, query: ["state", "code", "error"] } },
  },
  {
    file: "app/api/health/route.ts",
    params: [],
    load: () => import("@/app/api/health/route"),
    methods: { GET: { accepts: true } },
  },
  {
    file: "app/api/objects/upload/route.ts",
    params: [],
    load: () => import("@/app/api/objects/upload/route"),
    methods: { POST: { body: "raw", accepts: true } },
  },
  {
    file: "app/api/objects/uploads/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/objects/uploads/[id]/route"),
    methods: { GET: {}, PUT: { body: "raw", query: ["expires", "signature"] } },
  },
  {
    file: "app/api/orders/route.ts",
    params: [],
    load: () => import("@/app/api/orders/route"),
    methods: {
      GET: { admin: true, accepts: true },
      POST: {
        body: "json",
        shape: {
          sample: { paymentIntentId: "pi_fuzz0000000000000000", clientSecret: "pi_fuzz0000000000000000_secret_fuzz000000", amount: 1599, ...SHIPPING_DETAILS },
          required: ["paymentIntentId"],
        },
      },
    },
  },
  {
    file: "app/api/orders/tracking/route.ts",
    params: [],
    load: () => import("@/app/api/orders/tracking/route"),
    methods: { GET: { admin: true, accepts: true } },
  },
  {
    file: "app/api/payment-intents/confirm/route.ts",
    params: [],
    load: () => import("@/app/api/payment-intents/confirm/route"),
    methods: {
      POST: {
        body: "json",
        shape: { sample: { clientSecret: "pi_fuzz000000_secret_fuzz000000", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, required: ["clientSecret", "cardNumber", "expiry", "cvc"] },
      },
    },
  },
  {
    file: "app/api/payment-intents/details/route.ts",
    params: [],
    load: () => import("@/app/api/payment-intents/details/route"),
    methods: {
      POST: { body: "json", shape: { sample: { clientSecret: "pi_fuzz000000_secret_fuzz000000", ...SHIPPING_DETAILS }, required: ["clientSecret", "customerEmail", "customerName", "shippingAddress"] } },
    },
  },
  {
    file: "app/api/placeholder/[w]/[h]/route.ts",
    params: ["w", "h"],
    load: () => import("@/app/api/placeholder/[w]/[h]/route"),
    methods: { GET: { accepts: true } },
  },
  {
    file: "app/api/shipping/labels/print/route.ts",
    params: [],
    load: () => import("@/app/api/shipping/labels/print/route"),
    methods: { GET: { admin: true, query: ["orderIds"] } },
  },
  {
    file: "app/api/shipping/labels/[id]/route.ts",
    params: ["id"],
    load: () => import("@/app/api/shipping/labels/[id]/route"),
    methods: { GET: { admin: true } },
  },
  {
    file: "app/api/shipping/labels/route.ts",
    params: [],
    load: () => import("@/app/api/shipping/labels/route"),
    methods: { POST: { admin: true, body: "json", shape: { sample: { orderId: UUID, carrier: "USPS", service: "Priority Mail" }, required: ["orderId", "carrier", "service"] } } },
  },
  {
    file: "app/api/track/[trackingNumber]/route.ts",
    params: ["trackingNumber"],
    load: () => import("@/app/api/track/[trackingNumber]/route"),
    methods: { GET: {} },
  },
  {
    file: "app/api/tutorials/[season]/route.ts",
    params: ["season"],
    load: () => import("@/app/api/tutorials/[season]/route"),
    methods: { GET: {} },
  },
  {
    file: "app/api/tutorials/featured/route.ts",
    params: [],
    load: () => import("@/app/api/tutorials/featured/route"),
    methods: { GET: { accepts: true } },
  },
  {
    file: "app/api/tutorials/route.ts",
    params: [],
    load: () => import("@/app/api/tutorials/route"),
    methods: { GET: { accepts: true, query: ["season"] } },
  },
  {
    file: "app/api/webhooks/easypost/route.ts",
    params: [],
    load: () => import("@/app/api/webhooks/easypost/route"),
    methods: { POST: { body: "raw" } },
  },
  {
    file: "app/api/webhooks/stripe/route.ts",
    params: [],
    load: () => import("@/app/api/webhooks/stripe/route"),
    methods: { POST: { body: "raw" } },
  },
  {
    file: "app/api/wholesale/applications/route.ts",
    params: [],
    load: () => import("@/app/api/wholesale/applications/route"),
    methods: {
      POST: {
        body: "json",
        accepts: true,
        shape: { sample: WHOLESALE_APPLICATION, required: ["businessName", "contactName", "email", "phone", "businessType", "businessAddress", "estimatedMonthlyVolume", "packageTier"] },
      },
    },
  },
];
