// GET /api/tutorials/featured: the featured tutorials, newest first.
import { route, withPublic } from "@/lib/http/route";
import { listFeaturedTutorials } from "@/lib/tutorials/queries";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => Response.json(await listFeaturedTutorials(), { headers: { "Cache-Control": "no-store" } })),
});
