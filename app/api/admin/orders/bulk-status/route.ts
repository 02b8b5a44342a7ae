// PUT /api/admin/orders/bulk-status: { orderIds, status }, all or nothing (admins only).
import { requireAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { bulkUpdateOrderStatus } from "@/lib/orders/admin";
import { bulkStatusSchema } from "@/lib/orders/admin-schemas";
import { otherMethods } from "@/lib/http/methods";

export const PUT = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  const input = bulkStatusSchema.parse(await readJson(request));
  return Response.json({ success: true, ...(await bulkUpdateOrderStatus(admin, db, input)) });
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
