// /api/orders: POST creates the order of a paid payment intent (once; a repeat
// returns it), answering the customer's data only with the payment's client
// secret; GET is the legacy admin list (admins only).
import { requireAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { listAdminOrders } from "@/lib/orders/admin";
import { saveCheckoutOrder } from "@/lib/orders/create-order";
import { createOrderRequestSchema } from "@/lib/orders/order-request-schema";
import { otherMethods } from "@/lib/http/methods";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  return Response.json(await listAdminOrders(admin, db), { headers: { "Cache-Control": "no-store" } });
});

export const POST = withApiErrors(async (request: Request) => {
  const body = createOrderRequestSchema.parse(await readJson(request));
  await enforceClientLimit(request, LIMITS.orders);
  const { order, created } = await saveCheckoutOrder(body);
  return Response.json(order, { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
