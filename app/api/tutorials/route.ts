// GET /api/tutorials: every published tutorial, or one season's with ?season=.
import { z } from "zod";
import { route, withPublic } from "@/lib/http/route";
import { listTutorials } from "@/lib/tutorials/queries";
import { seasonFilterSchema } from "@/lib/schemas/tutorial";

export const dynamic = "force-dynamic";

const query = z.object({ season: seasonFilterSchema });

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ query }) => Response.json(await listTutorials(query.season)), { query }),
});
