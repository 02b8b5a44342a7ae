// Right before paying, the browser stores the customer's details with the intent.
import { route, withPublic } from "@/lib/api/route";
import { attachDetailsRequestSchema } from "@/lib/orders/checkout-schema";
import { attachCheckoutDetails } from "@/lib/payments/create-payment-intent";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ body: { clientSecret, ...details } }) => {
      await attachCheckoutDetails(clientSecret, details);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
    { body: attachDetailsRequestSchema, limit: LIMITS.checkoutDetails },
  ),
});
