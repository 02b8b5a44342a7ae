// POST /api/admin/orders/{id}/refund: { amount?, reason, requestKey } gives
// back `amount` dollars (everything not refunded yet when left out) through
// the payment provider (admins only). The same requestKey refunds once.
// Answers the refund and the order's new totals, in dollars.
import { dollarsToCents, centsToDollars } from "@/lib/catalog/money";
import { notFound } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import { route, withAdmin } from "@/lib/api/route";
import { refundBodySchema } from "@/lib/orders/refund-schemas";
import { refundOrder } from "@/lib/orders/refunds";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(
    async ({ admin, body, params }) => {
      if (!isUuid(params.id)) throw notFound("Order not found.");
      const outcome = await refundOrder(admin, {
        orderId: params.id,
        amountCents: body.amount === undefined ? undefined : dollarsToCents(body.amount),
        reason: body.reason,
        requestKey: body.requestKey,
        restock: body.restock,
      });
      return Response.json(
        {
          success: true,
          refundId: outcome.refundId,
          amount: centsToDollars(outcome.amountCents),
          refunded: centsToDollars(outcome.refundedCents),
          status: outcome.orderStatus,
          repeated: outcome.repeated,
        },
        { status: outcome.repeated ? 200 : 201 },
      );
    },
    { body: refundBodySchema },
  ),
});
