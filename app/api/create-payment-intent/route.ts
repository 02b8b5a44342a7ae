// Opens a payment session for one product. Limited per client, counted once
// the body is valid; a client with too many recent declines is refused first.
import { clientKey } from "@/lib/http/client-address";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { createPaymentIntentForCheckout, refuseCardTesting } from "@/lib/payments/create-payment-intent";
import { createPaymentIntentSchema } from "@/lib/payments/request-schemas";
import { otherMethods } from "@/lib/http/methods";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const POST = withApiErrors(async (request: Request) => {
  const body = createPaymentIntentSchema.parse(await readJson(request));
  await refuseCardTesting(clientKey(request.headers));
  const client = await enforceClientLimit(request, LIMITS.paymentIntents);
  return Response.json(await createPaymentIntentForCheckout(body, client), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
