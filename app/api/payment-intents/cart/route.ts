// The shopper changed the open checkout's cart (sizes, quantities, the
// discount code, the shipping state or ZIP): the session is priced again and
// its payment asks for the new total. Answers the summary.
import { clientKey } from "@/lib/http/client-address";
import { route, withPublic } from "@/lib/api/route";
import { updateCheckoutSession } from "@/lib/payments/checkout-session";
import { updateCartRequestSchema } from "@/lib/payments/request-schemas";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body: { clientSecret, ...cart } }) => {
      return Response.json(await updateCheckoutSession(clientSecret, cart, clientKey(request.headers)), { headers: { "Cache-Control": "no-store" } });
    },
    { body: updateCartRequestSchema, limit: LIMITS.cartQuotes },
  ),
});
