// GET /api/track/{trackingNumber}: public tracking, shipping facts only.
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/api/route";
import { TRACKING_LIMIT_MESSAGE, TRACKING_NOT_FOUND_MESSAGE } from "@/lib/tracking/messages";
import { findPublicTracking } from "@/lib/tracking/public";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(
    async ({ params }) => {
      const tracking = await findPublicTracking(params.trackingNumber);
      if (!tracking) throw notFound(TRACKING_NOT_FOUND_MESSAGE);
      return Response.json(tracking, { headers: { "Cache-Control": "no-store" } });
    },
    // Guessing numbers one after another is enumeration: lookups are limited per client.
    { limit: LIMITS.trackingLookups, limitMessage: TRACKING_LIMIT_MESSAGE },
  ),
});
