// /api/orders: POST creates the order of a paid payment intent (once; a repeat
// returns it), answering the customer's data only with the payment's client
// secret; GET is the legacy admin list (admins only).
import { route, withAdmin, withPublic } from "@/lib/api/route";
import { listAdminOrders } from "@/lib/orders/admin";
import { saveCheckoutOrder } from "@/lib/orders/create-order";
import { createOrderRequestSchema } from "@/lib/orders/order-request-schema";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await listAdminOrders(admin))),
  POST: withPublic(
    async ({ body }) => {
      const { order, created } = await saveCheckoutOrder(body);
      return Response.json(order, { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
    },
    { body: createOrderRequestSchema, limit: LIMITS.orders },
  ),
});
