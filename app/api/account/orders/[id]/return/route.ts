// POST /api/account/orders/{id}/return: { reason, tinWillBeSent } the
// signed-in customer asks for a refund of their own delivered order under the
// money-back guarantee (lib/account/returns.ts): a return request with a
// number ("R-1042") in the owner's queue, and an e-mail with the number and
// the next steps. 201 with the request and the order as its page shows it;
// 404 for an order of another address; 409 with the reason when it cannot be
// asked for (not delivered, the guarantee ended, cancelled, refunded in
// full, a request already open), and then nothing changed; 400 when the
// owner's policy asks for the tin back and the customer did not say they
// will send it.
import { route, withCustomer } from "@/lib/api/route";
import { accountOrder } from "@/lib/account/orders";
import { returnRequestSchema } from "@/lib/account/return-schemas";
import { requestReturn } from "@/lib/account/returns";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withCustomer(
    async ({ customer, params, body }) => {
      const created = await requestReturn(customer, params.id, body);
      return Response.json({ success: true, returnRequest: created, order: await accountOrder(customer, params.id) }, { status: 201 });
    },
    { body: returnRequestSchema },
  ),
});
