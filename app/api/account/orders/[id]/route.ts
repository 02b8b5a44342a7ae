// GET /api/account/orders/{id}: one of the signed-in customer's orders with
// its parcel's history; 404 for an order of another address, as for one that
// does not exist. 401 without a member session.
import { route, withCustomer } from "@/lib/api/route";
import { accountOrder } from "@/lib/account/orders";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withCustomer(async ({ customer, params }) => Response.json(await accountOrder(customer, params.id))),
});
