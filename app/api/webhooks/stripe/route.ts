// POST /api/webhooks/stripe: Stripe's signed events (payments, refunds, disputes).
import { readBodyBytes } from "@/lib/http/body";
import { route, withPublic } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// Stripe's events are far smaller than this.
const MAX_EVENT_BYTES = 1024 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Stripe signs the raw body: read it as text, untouched.
  POST: withPublic(async ({ request }) => {
    const raw = Buffer.from(await readBodyBytes(request, MAX_EVENT_BYTES)).toString("utf8");
    return Response.json(await handleStripeWebhook(raw, request.headers.get("stripe-signature")));
  }),
});
