// GET /api/tutorials/featured: the featured tutorials, newest first, from the
// cache of public reads (lib/cache/reads.ts).
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { route, withPublic } from "@/lib/api/route";
import { listFeaturedTutorials } from "@/lib/tutorials/queries";

export const dynamic = "force-dynamic";

const readFeatured = cachedJsonRead("tutorials-featured", ["tutorials"], () => listFeaturedTutorials());

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => jsonResponse(await readFeatured())),
});
