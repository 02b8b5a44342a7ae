// GET /api/tutorials/featured: the featured tutorials, newest first.
import { withApiErrors } from "@/lib/http/errors";
import { listFeaturedTutorials } from "@/lib/tutorials/featured";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async () => {
  const tutorials = await listFeaturedTutorials();
  return Response.json(tutorials, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
