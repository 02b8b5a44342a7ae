// POST /api/shipping/labels: { orderId, carrier, service } → the label (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { createLabelSchema } from "@/lib/shipping/carriers";
import { createShippingLabel } from "@/lib/shipping/labels";
import { getLabelProvider } from "@/lib/shipping/provider";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body }) => Response.json(await createShippingLabel(admin, getLabelProvider(), body), { status: 201 }), {
    body: createLabelSchema,
  }),
});
