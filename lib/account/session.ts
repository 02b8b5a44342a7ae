// The customer of a request or a page: the signed-in member account
// (auth-community.ts's session cookie, checked with its session row on every
// request by lib/forum/members.ts), as a customer principal. A suspended
// forum member is still a customer: a suspension is about the community, and
// their orders stay theirs.
//
// One sign-in for the whole shop. /orders sends the community's own e-mail
// sign-in link (POST /api/community/sign-in with callbackUrl /account), not a
// link of lib/links/email-link.ts: seeing one's orders is being signed in as
// the account of that address, a session over several pages and actions
// (the list, each order, cancelling), which is exactly what the member
// sign-in already is (a link used once within an hour, limits per client and
// per address, a MemberSession row that sign-out ends, the same answer
// whether or not the address is known). An "orders" e-mail link would need a
// second way to start member sessions beside Auth.js's; one way it is, and a
// forum member and the customer of the same address are the same account.
//
// This module serves route handlers (lib/api/route.ts withCustomer); pages
// use lib/account/page-session.ts.
import "server-only";
import { grantCustomerPrincipal, type CustomerPrincipal } from "@/lib/account/principal";
import { memberOfRequest } from "@/lib/forum/members";

/** The customer a request's member session names, or null. */
export async function customerOfRequest(request: Request): Promise<CustomerPrincipal | null> {
  const member = await memberOfRequest(request);
  return member ? grantCustomerPrincipal(member) : null;
}
