// GET /api/tutorials/{season}: one season's tutorials (the spec's key-segment
// style of GET /api/tutorials). /api/tutorials/featured is its own route.
import { notFound, withApiErrors } from "@/lib/http/errors";
import { listTutorials } from "@/lib/tutorials/list";
import { seasonFilterSchema } from "@/lib/tutorials/season-query";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ season: string }> }) => {
  const parsed = seasonFilterSchema.safeParse((await params).season);
  if (!parsed.success) throw notFound("Unknown season: use all, spring, summer, fall or winter.");
  return Response.json(await listTutorials(parsed.data));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
