// GET /api/tutorials: every published tutorial, or one season's with ?season=.
import { withApiErrors } from "@/lib/http/errors";
import { listTutorials } from "@/lib/tutorials/list";
import { seasonFilterSchema } from "@/lib/tutorials/season-query";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async (request: Request) => {
  const param = new URL(request.url).searchParams.get("season");
  const season = seasonFilterSchema.parse(param ?? undefined);
  return Response.json(await listTutorials(season));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
