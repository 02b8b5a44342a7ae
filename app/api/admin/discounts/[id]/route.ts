// PATCH /api/admin/discounts/{id}: { version, ...the code's terms } saves a
// code, pausing or resuming it included (`active`); DELETE with { version }
// deletes a code that has no orders and that no checkout holds (409
// otherwise: pause it instead). Admins only; 409 edit_conflict when another
// admin saved the code after `version`, 404 when it is gone.
import { versionOnlySchema } from "@/lib/editing/changes";
import { route, withAdmin } from "@/lib/api/route";
import { deleteDiscountCode, discountCodeEditSchema, updateDiscountCode } from "@/lib/discounts/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PATCH: withAdmin(async ({ admin, body, params }) => Response.json(await updateDiscountCode(admin, params.id ?? "", body)), { body: discountCodeEditSchema }),
  DELETE: withAdmin(async ({ admin, body, params }) => Response.json(await deleteDiscountCode(admin, params.id ?? "", body.version)), { body: versionOnlySchema }),
});
