import { readJson, withApiErrors } from "@/lib/http/errors";
import { createPaymentIntentForCheckout } from "@/lib/payments/create-payment-intent";
import { createPaymentIntentSchema } from "@/lib/payments/request-schemas";
import { otherMethods } from "@/lib/http/methods";

export const POST = withApiErrors(async (request: Request) => {
  const body = createPaymentIntentSchema.parse(await readJson(request));
  return Response.json(await createPaymentIntentForCheckout(body), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
