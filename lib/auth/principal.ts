// The proof that a request is an admin's: only the session checks
// (`requireAdmin` for route handlers, `getAdminSession` for pages and server
// actions) create one, and every function that reads or changes private data
// takes one and refuses anything else. A page that forgets its own check
// cannot reach the data, whatever its layout does.
import "server-only";
import { unauthenticated } from "@/lib/errors";

declare const verifiedAdmin: unique symbol;

export interface AdminPrincipal {
  readonly id: string;
  readonly email: string;
  /** The session (browser or bearer token) the request came with. */
  readonly sessionId: string;
  readonly [verifiedAdmin]: true;
}

const granted = new WeakSet<object>();

/** For the session checks only: marks an admin row as checked for this request. */
export function grantAdminPrincipal(admin: { id: string; email: string; sessionId: string }): AdminPrincipal {
  const principal = Object.freeze({ id: admin.id, email: admin.email, sessionId: admin.sessionId }) as AdminPrincipal;
  granted.add(principal);
  return principal;
}

/** Throws an "unauthenticated" DomainError unless `admin` came from a session check. */
export function assertAdmin(admin: AdminPrincipal | null | undefined): asserts admin is AdminPrincipal {
  if (!admin || typeof admin !== "object" || !granted.has(admin)) throw unauthenticated();
}
