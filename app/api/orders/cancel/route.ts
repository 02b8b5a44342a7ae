// POST /api/orders/cancel: { token } cancels a late order with the link of
// its delay notice, without signing in (lib/orders/late-cancel.ts): a full
// refund, the tins back in stock, the refund e-mail; the link is used. 404
// for a link that is not valid, 403 for one expired or used, 409 with the
// reason when the order can no longer be cancelled (shipped, label bought,
// already cancelled or refunded, a refund under way), and then nothing
// changed. Limited per client (refused attempts count too).
import { route, withPublic } from "@/lib/api/route";
import { cancelByDelayLink } from "@/lib/orders/late-cancel";
import { lateCancelSchema } from "@/lib/orders/late-cancel-schema";
import { centsToDollars } from "@/lib/catalog/money";
import { LIMITS } from "@/lib/security/limits";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ body }) => {
      const outcome = await cancelByDelayLink(body.token);
      return Response.json({ success: true, refundedNow: centsToDollars(outcome.refundedNowCents), message: outcome.message }, { headers: { "Cache-Control": "no-store" } });
    },
    { body: lateCancelSchema, limit: LIMITS.cancelLinkAttempts, limitMessage: "This cancel link was tried too many times. Please wait an hour and try again." },
  ),
});
