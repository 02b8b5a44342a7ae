// POST /api/account/orders/{id}/cancel: { reason? } the signed-in customer
// cancels their own order before a label is bought (lib/account/cancel.ts):
// a full refund, the tins back in stock, the refund e-mail. 404 for an order
// of another address; 409 with the reason when it can no longer be
// cancelled (shipped, label bought, already cancelled, past the owner's
// window, a refund under way), and then nothing changed.
import { route, withCustomer } from "@/lib/api/route";
import { cancelOwnOrder } from "@/lib/account/cancel";
import { accountOrder } from "@/lib/account/orders";
import { customerCancelSchema } from "@/lib/account/schemas";
import { centsToDollars } from "@/lib/catalog/money";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withCustomer(
    async ({ customer, params, body }) => {
      const outcome = await cancelOwnOrder(customer, params.id, body.reason);
      return Response.json({ success: true, refundedNow: centsToDollars(outcome.refundedNowCents), order: await accountOrder(customer, params.id) });
    },
    { body: customerCancelSchema },
  ),
});
