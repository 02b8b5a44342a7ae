import { withApiErrors } from "@/lib/http/errors";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// Stripe signs the raw body: read it as text, untouched.
export const POST = withApiErrors(async (request: Request) => {
  const result = await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
  return Response.json(result);
});
