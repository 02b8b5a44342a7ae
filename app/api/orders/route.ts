// /api/orders: POST creates the order of a paid payment intent (once; a repeat
// returns it); GET is the legacy admin list (admins only).
import { requireAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { listAdminOrders } from "@/lib/orders/admin";
import { createOrderForPaymentIntent, orderToJson } from "@/lib/orders/create-order";
import { createOrderRequestSchema } from "@/lib/orders/order-request-schema";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  return Response.json(await listAdminOrders(admin, db), { headers: { "Cache-Control": "no-store" } });
});

export const POST = withApiErrors(async (request: Request) => {
  const body = createOrderRequestSchema.parse(await readJson(request));
  const { order, created } = await createOrderForPaymentIntent(body.paymentIntentId, { claimedAmountCents: body.amount });
  return Response.json(orderToJson(order), { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
