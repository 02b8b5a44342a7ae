// The customer of the page being rendered (/account and its order pages):
// the signed-in member account, read from the request's cookies through
// Auth.js and checked with its session row (lib/forum/members.ts), as in
// lib/account/session.ts for route handlers. A signed-out visitor is sent to
// /orders, where they ask for a sign-in link.
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { grantCustomerPrincipal, type CustomerPrincipal } from "@/lib/account/principal";
import { memberOfPage } from "@/lib/forum/members";

/** Where a signed-out visitor asks for the link that signs them in to see their orders. */
export const ORDERS_SIGN_IN_PAGE = "/orders";

/** The customer of the page being rendered, or null (read once per request). */
export const customerOfPage = cache(async (): Promise<CustomerPrincipal | null> => {
  await connection();
  const member = await memberOfPage();
  return member ? grantCustomerPrincipal(member) : null;
});

/** The customer of this page, or a redirect to /orders, where a signed-out visitor asks for a sign-in link. */
export async function requireCustomerPage(): Promise<CustomerPrincipal> {
  const customer = await customerOfPage();
  if (!customer) redirect(ORDERS_SIGN_IN_PAGE);
  return customer;
}
