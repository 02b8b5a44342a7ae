// The proof that a request is a customer's: the customer is the member
// account of one e-mail address (the community's e-mail sign-in is the shop's
// one sign-in), and owns every order placed with that address, whatever its
// case, including orders paid before the account existed. Only the session
// checks (lib/account/session.ts) create one; every function that reads or
// changes a customer's orders takes one and refuses anything else, as the
// admin area's functions do with lib/auth/principal.ts.
import "server-only";
import { unauthenticated } from "@/lib/errors";

declare const verifiedCustomer: unique symbol;

export interface CustomerPrincipal {
  /** The Member row of the account. */
  readonly memberId: string;
  /** The account's address, trimmed and lower-case: the normalised form orders are matched by. */
  readonly email: string;
  readonly [verifiedCustomer]: true;
}

export const SIGN_IN_FOR_ORDERS = "Sign in to see your orders.";

const granted = new WeakSet<object>();

/** For the session checks only: marks a signed-in member as checked for this request. */
export function grantCustomerPrincipal(member: { id: string; email: string }): CustomerPrincipal {
  const principal = Object.freeze({ memberId: member.id, email: member.email.trim().toLowerCase() }) as CustomerPrincipal;
  granted.add(principal);
  return principal;
}

/** Whether `value` came from a session check as a customer. */
export function isCustomerPrincipal(value: unknown): value is CustomerPrincipal {
  return typeof value === "object" && value !== null && granted.has(value);
}

/** Throws an "unauthenticated" DomainError unless `customer` came from a session check. */
export function assertCustomer(customer: CustomerPrincipal | null | undefined): asserts customer is CustomerPrincipal {
  if (!isCustomerPrincipal(customer)) throw unauthenticated(SIGN_IN_FOR_ORDERS);
}
