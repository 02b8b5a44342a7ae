// Right before paying, the browser stores the customer's details with the intent.
import { readJson, withApiErrors } from "@/lib/http/errors";
import { attachDetailsRequestSchema } from "@/lib/orders/checkout-schema";
import { attachCheckoutDetails } from "@/lib/payments/create-payment-intent";
import { otherMethods } from "@/lib/http/methods";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const POST = withApiErrors(async (request: Request) => {
  const { clientSecret, ...details } = attachDetailsRequestSchema.parse(await readJson(request));
  await enforceClientLimit(request, LIMITS.checkoutDetails);
  await attachCheckoutDetails(clientSecret, details);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
