import { readJson, withApiErrors } from "@/lib/http/errors";
import { createOrderForPaymentIntent, orderToJson } from "@/lib/orders/create-order";
import { createOrderRequestSchema } from "@/lib/orders/order-request-schema";

// POST: the order of a paid payment intent (created once; a repeat returns it).
export const POST = withApiErrors(async (request: Request) => {
  const body = createOrderRequestSchema.parse(await readJson(request));
  const { order, created } = await createOrderForPaymentIntent(body.paymentIntentId, { claimedAmountCents: body.amount });
  return Response.json(orderToJson(order), { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
