// POST /api/admin/orders/{id}/cancel: { reason, requestKey } calls off an order
// before it ships: what was paid is given back, its label voided (admins only).
import { centsToDollars } from "@/lib/catalog/money";
import { notFound } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import { route, withAdmin } from "@/lib/api/route";
import { cancelBodySchema } from "@/lib/orders/refund-schemas";
import { cancelOrder } from "@/lib/orders/refunds";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(
    async ({ admin, body, params }) => {
      if (!isUuid(params.id)) throw notFound("Order not found.");
      const outcome = await cancelOrder(admin, { orderId: params.id, reason: body.reason, requestKey: body.requestKey });
      return Response.json({
        success: true,
        status: outcome.orderStatus,
        refunded: centsToDollars(outcome.refundedCents),
        refundedNow: centsToDollars(outcome.refundedNowCents),
        voidedLabels: outcome.voidedLabels,
      });
    },
    { body: cancelBodySchema },
  ),
});
