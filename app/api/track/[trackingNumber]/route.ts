// GET /api/track/{trackingNumber}: public tracking, shipping facts only.
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/http/route";
import { TRACKING_LIMIT_MESSAGE } from "@/lib/tracking/limit";
import { findPublicTracking } from "@/lib/tracking/public";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(
    async ({ params }) => {
      const tracking = await findPublicTracking(params.trackingNumber);
      if (!tracking) throw notFound("Tracking number not found. Please check your tracking number and try again.");
      return Response.json(tracking, { headers: { "Cache-Control": "no-store" } });
    },
    // Guessing numbers one after another is enumeration: lookups are limited per client.
    { limit: LIMITS.trackingLookups, limitMessage: TRACKING_LIMIT_MESSAGE },
  ),
});
