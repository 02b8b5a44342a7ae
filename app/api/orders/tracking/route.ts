// GET /api/orders/tracking: orders with their tracking, for the dashboard (admins only).
import { requireAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { withApiErrors } from "@/lib/http/errors";
import { listAdminOrders } from "@/lib/orders/admin";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  return Response.json(await listAdminOrders(admin, db), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
