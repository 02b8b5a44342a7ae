// POST /api/webhooks/easypost: EasyPost's signed tracker events (the carrier's
// tracking history and the parcel's status for an order's tracking number).
import { readBodyBytes } from "@/lib/http/body";
import { route, withPublic } from "@/lib/api/route";
import { handleEasyPostWebhook } from "@/lib/shipping/easypost-webhook";

// A tracker event with a long history is still far smaller than this.
const MAX_EVENT_BYTES = 1024 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // EasyPost signs the raw body: its bytes are checked as they arrived.
  POST: withPublic(async ({ request }) => {
    const raw = await readBodyBytes(request, MAX_EVENT_BYTES);
    return Response.json(await handleEasyPostWebhook(raw, request.headers.get("x-hmac-signature")));
  }),
});
