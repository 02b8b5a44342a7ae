// GET /api/forum/categories: the forum's categories in display order.
import { listForumCategories } from "@/lib/forum/posts";
import { route, withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => Response.json(await listForumCategories())),
});
