// The rule of lib/account/principal.ts, checked for every export of the
// modules that read or change a customer's orders: called with anything but
// a principal from a session check (nothing, an admin's, an object of the
// right shape), each refuses as unauthenticated (401) before it touches the
// database. A new export that forgets the check fails here.
import { toErrorResponse } from "@/lib/http/errors";

const databaseTouched = jest.fn();
jest.mock("@/lib/db", () => ({
  get db() {
    databaseTouched();
    throw new Error("the database was used before the customer was checked");
  },
}));

const CUSTOMER_DATA_MODULES = {
  "lib/account/orders": () => import("@/lib/account/orders"),
  "lib/account/cancel": () => import("@/lib/account/cancel"),
  "lib/account/returns": () => import("@/lib/account/returns"),
};

/** Exports that take no customer: pure helpers. */
const NOT_CUSTOMER_CALLS = new Set(["normalisedEmail", "isOwnOrder", "cancellableOf", "customerCancelReason"]);

const ID = "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";
const FORGED = [undefined, null, { memberId: ID, email: "jo@example.com" }, { id: ID, email: "owner@example.com", sessionId: ID }];

async function statusOf(call: () => unknown): Promise<number | "returned"> {
  try {
    await call();
    return "returned";
  } catch (error) {
    return toErrorResponse(error).status;
  }
}

beforeEach(() => databaseTouched.mockClear());

describe.each(Object.entries(CUSTOMER_DATA_MODULES))("%s", (_name, load) => {
  it("refuses every exported function to anyone not checked as a customer, before reading anything", async () => {
    const exported = Object.entries(await load()).filter(([name, value]) => typeof value === "function" && !NOT_CUSTOMER_CALLS.has(name));
    expect(exported.length).toBeGreaterThan(0);
    const answered: string[] = [];
    for (const [name, fn] of exported) {
      for (const forged of FORGED) {
        const status = await statusOf(() => (fn as (...args: unknown[]) => unknown)(forged, ID));
        if (status !== 401) answered.push(`${name}(${JSON.stringify(forged) ?? "undefined"}): ${status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(databaseTouched).not.toHaveBeenCalled();
  });
});

it("the owner's cancellation refuses a forged customer as it refuses a forged admin", async () => {
  const { cancelOrder } = await import("@/lib/orders/refunds");
  expect(await statusOf(() => cancelOrder({ memberId: ID, email: "jo@example.com" } as never, { orderId: ID, reason: "x", requestKey: ID }))).toBe(401);
  expect(databaseTouched).not.toHaveBeenCalled();
});
