// Opens a checkout session for a cart. Limited per client, counted once the
// body is valid; a client with too many recent declines is refused first.
import { clientKey } from "@/lib/http/client-address";
import { route, withPublic } from "@/lib/api/route";
import { admitPaymentRequest, openCheckoutSession } from "@/lib/payments/checkout-session";
import { createPaymentIntentSchema } from "@/lib/payments/request-schemas";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body }) => {
      const client = clientKey(request.headers);
      await admitPaymentRequest(client, LIMITS.paymentIntents);
      return Response.json(await openCheckoutSession(body, client), { headers: { "Cache-Control": "no-store" } });
    },
    { body: createPaymentIntentSchema },
  ),
});
