// GET /api/shipping/labels/print?orderIds=id1,id2: the labels of up to 100
// orders as one printable document of 4×6 in pages (admins only). Orders
// without a label are left out and named on screen; an unknown order is 404.
import { z } from "zod";
import { route, withAdmin } from "@/lib/api/route";
import { MAX_BULK_ORDERS } from "@/lib/orders/admin-schemas";
import { printableLabels } from "@/lib/shipping/print-labels";

const printQuerySchema = z.object({
  orderIds: z
    .string("Select at least one order")
    .transform((list) => list.split(",").map((id) => id.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.uuid("Unknown order id"))
        .min(1, "Select at least one order")
        .max(MAX_BULK_ORDERS, `Select at most ${MAX_BULK_ORDERS} orders at once`),
    ),
});

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(
    async ({ admin, query }) =>
      new Response(await printableLabels(admin, query.orderIds), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
      }),
    { query: printQuerySchema },
  ),
});
