// POST /api/shipping/labels: { orderId, carrier, service } → the label (admins only).
import { requireAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { createLabelSchema } from "@/lib/shipping/carriers";
import { createShippingLabel } from "@/lib/shipping/labels";
import { getLabelProvider } from "@/lib/shipping/provider";
import { otherMethods } from "@/lib/http/methods";

export const POST = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  const input = createLabelSchema.parse(await readJson(request));
  return Response.json(await createShippingLabel(admin, db, getLabelProvider(), input), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
