// GET /api/track/{trackingNumber}: public tracking, shipping facts only.
import { db } from "@/lib/db";
import { notFound, withApiErrors } from "@/lib/http/errors";
import { TRACKING_LIMIT_MESSAGE } from "@/lib/tracking/limit";
import { findPublicTracking } from "@/lib/tracking/public";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ trackingNumber: string }> }) => {
  const { trackingNumber } = await params;
  // Guessing numbers one after another is enumeration: lookups are limited per client.
  await enforceClientLimit(request, LIMITS.trackingLookups, TRACKING_LIMIT_MESSAGE);
  const tracking = await findPublicTracking(db, trackingNumber);
  if (!tracking) throw notFound("Tracking number not found. Please check your tracking number and try again.");
  return Response.json(tracking, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
