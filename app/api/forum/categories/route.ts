// GET /api/forum/categories: the forum's categories in display order, from
// the cache of public reads (lib/cache/reads.ts).
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { listForumCategories } from "@/lib/forum/posts";
import { route, withPublic } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const readCategories = cachedJsonRead("forum-categories", ["forum"], listForumCategories);

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => jsonResponse(await readCategories())),
});
