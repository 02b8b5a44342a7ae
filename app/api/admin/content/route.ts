// GET /api/admin/content: the storefront's editable texts (FAQ, reviews,
// claims, social-proof figures), each with its version, and the latest
// changes to them (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { adminContent } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await adminContent(admin))),
});
