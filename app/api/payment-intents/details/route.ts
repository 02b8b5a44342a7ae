// Right before paying, the browser stores the customer's details with the
// intent; the answer carries the session's summary, whose total the browser
// checks against the one the shopper saw before it confirms the payment.
import { route, withPublic } from "@/lib/api/route";
import { clientKey } from "@/lib/http/client-address";
import { attachDetailsRequestSchema } from "@/lib/orders/checkout-schema";
import { attachCheckoutDetails } from "@/lib/payments/checkout-session";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body: { clientSecret, ...details } }) => {
      const { summary } = await attachCheckoutDetails(clientSecret, details, clientKey(request.headers));
      return Response.json({ ok: true, summary }, { headers: { "Cache-Control": "no-store" } });
    },
    { body: attachDetailsRequestSchema, limit: LIMITS.checkoutDetails },
  ),
});
