import { route, withPublic } from "@/lib/api/route";
import { submitWholesaleApplication } from "@/lib/wholesale/applications";
import { wholesaleApplicationSchema } from "@/lib/wholesale/schema";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ body }) => {
      const application = await submitWholesaleApplication(body);
      return Response.json(
        { id: application.id, status: application.status },
        { status: application.duplicate ? 200 : 201, headers: { "Cache-Control": "no-store" } },
      );
    },
    {
      body: wholesaleApplicationSchema,
      limit: LIMITS.wholesaleApplications,
      limitMessage: "Too many applications from your network. Please try again later or write to us.",
    },
  ),
});
