// PATCH /api/admin/products/{id}: { version, name, description, price, stock }
// saves one size (admins only). 409 edit_conflict when another admin saved it
// after `version`; the price history and the audit log record the change,
// and the pages that show products are refreshed.
import { productEditSchema, updateProduct } from "@/lib/catalog/admin-products";
import { route, withAdmin } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PATCH: withAdmin(async ({ admin, body, params }) => Response.json(await updateProduct(admin, params.id ?? "", body)), { body: productEditSchema }),
});
