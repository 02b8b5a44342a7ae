// The rule of lib/auth/principal.ts, checked for every export of the modules
// that read or change the admin area's data: called with anything but a
// principal from a session check, each refuses as unauthenticated (401)
// before it touches the database. A new export that forgets the check fails here.
import { toErrorResponse } from "@/lib/http/errors";

// Any use of the database before the check fails the test.
const databaseTouched = jest.fn();
jest.mock("@/lib/db", () => ({
  get db() {
    databaseTouched();
    throw new Error("the database was used before the admin was checked");
  },
}));

/** The modules whose exported functions take the checked admin first. */
const ADMIN_DATA_MODULES = {
  "lib/catalog/admin-products": () => import("@/lib/catalog/admin-products"),
  "lib/discounts/admin": () => import("@/lib/discounts/admin"),
  "lib/tutorials/admin": () => import("@/lib/tutorials/admin"),
  "lib/editable-content/admin-content": () => import("@/lib/editable-content/admin-content"),
  "lib/editable-content/admin-policies": () => import("@/lib/editable-content/admin-policies"),
  "lib/orders/admin": () => import("@/lib/orders/admin"),
  "lib/orders/search": () => import("@/lib/orders/search"),
  "lib/orders/analytics": () => import("@/lib/orders/analytics"),
  "lib/orders/refunds": () => import("@/lib/orders/refunds"),
  "lib/shipping/labels": () => import("@/lib/shipping/labels"),
  "lib/shipping/print-labels": () => import("@/lib/shipping/print-labels"),
  "lib/wholesale/review": () => import("@/lib/wholesale/review"),
  "lib/forum/moderation": () => import("@/lib/forum/moderation"),
  "lib/google/business-profile": () => import("@/lib/google/business-profile"),
  "lib/tax/admin": () => import("@/lib/tax/admin"),
  "lib/tax/nexus-report": () => import("@/lib/tax/nexus-report"),
  "lib/privacy/admin": () => import("@/lib/privacy/admin"),
  "lib/account/settings": () => import("@/lib/account/settings"),
  "lib/account/return-settings": () => import("@/lib/account/return-settings"),
  "lib/account/return-queue": () => import("@/lib/account/return-queue"),
  "lib/alerts/dashboard": () => import("@/lib/alerts/dashboard"),
  "lib/backup/status": () => import("@/lib/backup/status"),
};

/** Exports of those modules that no admin calls: pure helpers, and the payment provider's own path. */
const NOT_ADMIN_CALLS = new Set([
  "decodeCursor", // lib/orders/search: reads the list's cursor text
  "encodeCursor", // lib/orders/search: writes it
  "authorizationUrl", // lib/google/business-profile: Google's consent address for a signed state
  "businessProfileConfigured", // lib/google/business-profile: whether the client is configured
  "amountTooLargeMessage", // lib/orders/refunds: the refund form's message
  "businessTypeLabel", // lib/wholesale/review: a business type's label
  "recordProviderRefunds", // lib/orders/refunds: refunds Stripe's signed webhook reports
  "readCancelSettings", // lib/account/settings: the customer's order page reads the owner's window
  "readReturnSettings", // lib/account/return-settings: the customer's order page and request read the owner's guarantee
  "getReturnSettings", // lib/account/return-settings: /returns shows the owner's guarantee
]);

const ID = "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";
/** What a page that forgot its check might pass: the right shape, not from a session check. */
const FORGED = [undefined, null, { id: ID, email: "owner@example.com", sessionId: ID }];

async function statusOf(call: () => unknown): Promise<number | "returned"> {
  try {
    const result = await call();
    // A generator (a CSV export's rows) checks when its first row is asked for.
    if (result && typeof result === "object" && Symbol.asyncIterator in result) await (result as unknown as AsyncIterator<unknown>).next();
    return "returned";
  } catch (error) {
    return toErrorResponse(error).status;
  }
}

beforeEach(() => databaseTouched.mockClear());

describe.each(Object.entries(ADMIN_DATA_MODULES))("%s", (_name, load) => {
  it("refuses every exported function to anyone not checked as an admin, before reading anything", async () => {
    const exported = Object.entries(await load()).filter(
      ([name, value]) => typeof value === "function" && !/^class\b/.test(Function.prototype.toString.call(value)) && !NOT_ADMIN_CALLS.has(name),
    );
    expect(exported.length).toBeGreaterThan(0);
    const answered: string[] = [];
    for (const [name, fn] of exported) {
      for (const forged of FORGED) {
        const status = await statusOf(() => (fn as (...args: unknown[]) => unknown)(forged, ID, { version: 1 }, ID));
        if (status !== 401) answered.push(`${name}(${JSON.stringify(forged) ?? "undefined"}): ${status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(databaseTouched).not.toHaveBeenCalled();
  });
});
