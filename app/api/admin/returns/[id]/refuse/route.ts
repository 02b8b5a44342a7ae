// POST /api/admin/returns/{id}/refuse: { reason } refuses an open return
// request; the customer is e-mailed the reason (admins only). 409 when the
// request was decided already.
import { route, withAdmin } from "@/lib/api/route";
import { refuseReturnSchema } from "@/lib/account/return-schemas";
import { refuseReturn } from "@/lib/account/return-queue";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, params, body }) => Response.json({ success: true, ...(await refuseReturn(admin, params.id, body.reason)) }), { body: refuseReturnSchema }),
});
