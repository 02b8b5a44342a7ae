// GET /api/admin/discounts: every discount code, newest first, with its terms
// (money in dollars), state and figures, and the sizes a code may be for
// (admins only). POST with a code's terms adds one: 201 { code }, 400 with
// field messages (the text taken, an unknown size, a broken rule).
import { route, withAdmin } from "@/lib/api/route";
import { createDiscountCode, listDiscountCodes } from "@/lib/discounts/admin";
import { discountCodeSchema } from "@/lib/discounts/admin-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await listDiscountCodes(admin))),
  POST: withAdmin(async ({ admin, body }) => Response.json(await createDiscountCode(admin, body), { status: 201 }), { body: discountCodeSchema }),
});
