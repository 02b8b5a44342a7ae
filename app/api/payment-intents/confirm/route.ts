// Local test payment mode: confirms an intent with one of Stripe's test cards.
// Confirmations are limited per client; every declined card counts against the
// client that tried it (card testing), as Stripe's payment_failed event does,
// and a client with too many recent declines is refused before anything else
// is counted, whichever payment session it confirms on.
import { invalidInput, notFound } from "@/lib/errors";
import { clientKey } from "@/lib/http/client-address";
import { route, withPublic } from "@/lib/api/route";
import { admitPaymentRequest, countCardDecline } from "@/lib/payments/checkout-session";
import { confirmTestPayment } from "@/lib/payments/local-intents";
import { getPaymentsMode } from "@/lib/payments/provider";
import { confirmTestPaymentSchema } from "@/lib/payments/request-schemas";
import { LIMITS } from "@/lib/security/limits";

const confirm = withPublic(
  async ({ request, body }) => {
    const client = clientKey(request.headers);
    await admitPaymentRequest(client, LIMITS.paymentConfirmations);
    const result = await confirmTestPayment(body);
    if (result.status === "unknown") throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
    // A mistake in the card form is invalid input; a decline is a refused payment.
    if (result.status === "failed" && result.error.field) {
      throw invalidInput(result.error.message, { [result.error.field]: result.error.message });
    }
    if (result.status === "failed") {
      await countCardDecline(client);
      return Response.json(
        { paymentIntent: { id: result.paymentIntentId, status: "requires_payment_method" }, error: { code: result.error.code, message: result.error.message } },
        { status: 402, headers: { "Cache-Control": "no-store" } },
      );
    }
    return Response.json({ paymentIntent: { id: result.paymentIntentId, status: "succeeded" } }, { headers: { "Cache-Control": "no-store" } });
  },
  {
    // Outside the test payment mode the address does not exist: 404 before the body is read.
    precheck: () => {
      if (getPaymentsMode() !== "test") throw notFound("Test payments are not enabled.");
    },
    body: confirmTestPaymentSchema,
  },
);

export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: confirm });
