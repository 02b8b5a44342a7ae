// GET /api/track/{trackingNumber}: public tracking, shipping facts only.
import { db } from "@/lib/db";
import { notFound, withApiErrors } from "@/lib/http/errors";
import { findPublicTracking } from "@/lib/tracking/public";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ trackingNumber: string }> }) => {
  const tracking = await findPublicTracking(db, (await params).trackingNumber);
  if (!tracking) throw notFound("Tracking number not found. Please check your tracking number and try again.");
  return Response.json(tracking, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
