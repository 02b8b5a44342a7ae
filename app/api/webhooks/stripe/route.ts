import { readBodyBytes } from "@/lib/http/body";
import { withApiErrors } from "@/lib/http/errors";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";
import { otherMethods } from "@/lib/http/methods";

// Stripe's events are far smaller than this.
const MAX_EVENT_BYTES = 1024 * 1024;

// Stripe signs the raw body: read it as text, untouched.
export const POST = withApiErrors(async (request: Request) => {
  const raw = Buffer.from(await readBodyBytes(request, MAX_EVENT_BYTES)).toString("utf8");
  const result = await handleStripeWebhook(raw, request.headers.get("stripe-signature"));
  return Response.json(result);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
