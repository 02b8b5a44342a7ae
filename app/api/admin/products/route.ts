// GET /api/admin/products: every size on sale with its price, stock, version
// and price history (admins only), for the product editor.
import { adminProductList } from "@/lib/catalog/admin-products";
import { route, withAdmin } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await adminProductList(admin))),
});
