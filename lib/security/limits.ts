// Every abuse limit of the shop, in one place. Each counts requests (or bytes)
// per key within a fixed window, in PostgreSQL, so that every instance of the
// shop shares the count (lib/security/rate-limit.ts). A refused request gets
// 429 with Retry-After in the API error format. The bound on uploaded files
// sent at once (MEDIA_STREAMS) is counted in each instance's memory instead:
// it protects that instance's own memory, file handles and connections; so
// are the product pages' visit reports (PAGE_VISIT_REPORTS), which must cost
// no database write each.
import type { ConcurrencyBound } from "@/lib/security/concurrency";

export interface LimitRule {
  /** Name in keys and messages. */
  readonly name: string;
  /** How many requests (or units of cost) a key may use per window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

const rule = (name: string, limit: number, windowSeconds: number): LimitRule => ({ name, limit, windowSeconds });
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** New payment sessions per client (checkout opens one when it loads). */
  paymentIntents: rule("payment-intents", 20, 10 * MINUTE),
  /** Discount codes tried that gave no discount, per client (guessing codes is enumeration). */
  discountCodeGuesses: rule("discount-code-guesses", 10, HOUR),
  /** Cart changes and summaries priced per client (each a few database reads). */
  cartQuotes: rule("cart-quotes", 300, 10 * MINUTE),
  /** Card declines per client in an hour; past it the client gets no new payment sessions (card testing). */
  cardDeclines: rule("card-declines", 3, HOUR),
  /** Test-mode card confirmations per client. */
  paymentConfirmations: rule("payment-confirmations", 30, 10 * MINUTE),
  /** Attaching shipping details to a payment session. */
  checkoutDetails: rule("checkout-details", 30, 10 * MINUTE),
  /** Order posts (saving the order of a paid payment). */
  orders: rule("orders", 30, 10 * MINUTE),
  /** Photo upload addresses per client. */
  uploadAddresses: rule("upload-addresses", 20, HOUR),
  /** Bytes of photos a client may upload per day. */
  uploadBytes: rule("upload-bytes", 100 * 1024 * 1024, DAY),
  /** Wholesale applications per client. */
  wholesaleApplications: rule("wholesale-applications", 5, HOUR),
  /** Tracking-number lookups per client (guessing numbers is enumeration). */
  trackingLookups: rule("tracking-lookups", 60, 10 * MINUTE),
  /** Forum view reports per client. */
  forumViews: rule("forum-views", 300, 10 * MINUTE),
  /** Community sign-in links asked for per client address. */
  signInLinksPerAddress: rule("sign-in-links", 10, HOUR),
  /** Community sign-in links sent to one e-mail address. */
  signInLinksPerEmail: rule("sign-in-links-email", 5, HOUR),
  /** The checkout's marketing box sent per client (each ticks or unticks the box of one payment session). */
  marketingConsents: rule("marketing-consents", 20, 10 * MINUTE),
  /** Subscriptions given to one e-mail address (at checkout or from an account). */
  marketingConsentsPerEmail: rule("marketing-consents-email", 5, HOUR),
  /** Subscription changes from the account page, per client. */
  accountMarketing: rule("account-marketing", 20, 10 * MINUTE),
  /** Unsubscribe requests per client (right or wrong links). */
  unsubscribes: rule("unsubscribes", 60, 10 * MINUTE),
  /** Cancellations a signed-in customer asks for from their account, per account (refused ones too). */
  customerCancels: rule("customer-cancels", 10, HOUR),
  /** Refunds a signed-in customer asks for under the guarantee, per account (refused ones too). */
  customerReturnRequests: rule("customer-return-requests", 10, HOUR),
  /** Privacy request links (a copy or deletion of one's data) asked for per client address. */
  privacyRequests: rule("privacy-requests", 5, HOUR),
  /** Privacy request links sent to one e-mail address. */
  privacyRequestsPerEmail: rule("privacy-requests-email", 3, DAY),
  /** Downloads and deletions made with privacy request links, per client address. */
  privacyLinkUses: rule("privacy-link-uses", 20, HOUR),
  /** New forum posts per member. */
  forumPosts: rule("forum-posts", 5, HOUR),
  /** Forum replies per member. */
  forumReplies: rule("forum-replies", 3, MINUTE),
  /** Likes and unlikes per member. */
  forumLikes: rule("forum-likes", 120, 10 * MINUTE),
  /** Reports per member. */
  forumReports: rule("forum-reports", 20, HOUR),
  /** Forum searches and further pages per client (they are read from the database, not the cache). */
  forumSearches: rule("forum-searches", 60, MINUTE),
  /** Reviews sent per client (each a write and a check of its link). */
  reviewSubmissions: rule("review-submissions", 10, HOUR),
  /** Sends of one review link (refused ones too: a link tried over and over is someone guessing or a script). */
  reviewLinkAttempts: rule("review-link-attempts", 10, HOUR),
  /** Cancellations by a delay notice's link, per client (refused ones too: a link tried over and over is someone guessing). */
  cancelLinkAttempts: rule("cancel-link-attempts", 10, HOUR),
  /** Admin logins per client address, whatever the outcome. */
  adminLoginsPerAddress: rule("admin-logins", 30, 15 * MINUTE),
  /** Password hashes computed for logins per second, by all instances together. */
  loginHashesPerSecond: rule("login-hashes", 10, 1),
  /** Authenticator codes a signed-in admin may try (renewing recovery codes, turning two-factor off), per admin. */
  adminCodeChecks: rule("admin-code-checks", 5, 15 * MINUTE),
} as const satisfies Record<string, LimitRule>;

/** Days the audit trail of admin logins is kept (a client the e-mail logged in from within them is known). */
export const LOGIN_ATTEMPT_RETENTION_DAYS = 90;
/** Failed logins of one e-mail before each further failure adds a delay. */
export const LOGIN_FREE_FAILURES = 5;
/** The delay doubles with each failure past the free ones, up to this many seconds. */
export const LOGIN_MAX_DELAY_SECONDS = 60;

/**
 * Uploaded files (photos, tutorial videos and thumbnails) being sent at once
 * by one instance: per client address and in all. A request beyond it waits
 * up to MEDIA_STREAM_WAIT_MS for a stream to end (a page's thumbnails load a
 * few at a time), then gets 429 (its client's share) or 503 (the instance's).
 */
export const MEDIA_STREAMS: ConcurrencyBound = { perClient: 4, total: 32, waitingPerClient: 16, waitingTotal: 128 };
export const MEDIA_STREAM_WAIT_MS = 5_000;

/**
 * Visit reports of the product pages (POST /api/visits, which counts "people
 * viewing now"), counted in each instance's memory: a page view costs no
 * database write. Per client address and fixed window: at most `perClient`
 * reports (429 past it), of which at most `visitorsPerClient` distinct
 * visitors are counted (more browsers behind one address add nothing), and
 * at most `clientsTracked` addresses per window in all.
 */
export const PAGE_VISIT_REPORTS = { perClient: 60, visitorsPerClient: 10, windowSeconds: 5 * MINUTE, clientsTracked: 50_000 } as const;
