// GET /api/tutorials/{season}: one season's tutorials (the path form of
// GET /api/tutorials?season=, sharing its cached reads). /api/tutorials/featured
// is its own route.
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/api/route";
import { listTutorials } from "@/lib/tutorials/queries";
import { seasonFilterSchema } from "@/lib/schemas/tutorial";

export const dynamic = "force-dynamic";

const readTutorials = cachedJsonRead("tutorials", ["tutorials"], listTutorials);

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ params }) => {
    const parsed = seasonFilterSchema.safeParse(params.season);
    if (!parsed.success) throw notFound("Unknown season: use all, spring, summer, fall or winter.");
    return jsonResponse(await readTutorials(parsed.data));
  }),
});
