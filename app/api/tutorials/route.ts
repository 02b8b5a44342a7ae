// GET /api/tutorials: every published tutorial, or one season's with ?season=,
// from the cache of public reads (lib/cache/reads.ts).
import { z } from "zod";
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { route, withPublic } from "@/lib/api/route";
import { listTutorials } from "@/lib/tutorials/queries";
import { seasonFilterSchema } from "@/lib/schemas/tutorial";

export const dynamic = "force-dynamic";

const query = z.object({ season: seasonFilterSchema });
const readTutorials = cachedJsonRead("tutorials", ["tutorials"], listTutorials);

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ query }) => jsonResponse(await readTutorials(query.season)), { query }),
});
