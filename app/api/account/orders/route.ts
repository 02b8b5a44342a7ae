// GET /api/account/orders?page=N: the signed-in customer's orders, newest
// first, 20 a page (lib/account/orders.ts): every order placed with the
// account's e-mail address, with lines, totals, status, tracking and what
// the customer may do with each. 401 without a member session.
import { route, withCustomer } from "@/lib/api/route";
import { listAccountOrders } from "@/lib/account/orders";
import { accountOrdersQuerySchema } from "@/lib/account/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withCustomer(async ({ customer, query }) => Response.json(await listAccountOrders(customer, { page: query.page })), { query: accountOrdersQuerySchema }),
});
