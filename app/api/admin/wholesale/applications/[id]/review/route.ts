// POST /api/admin/wholesale/applications/{id}/review: approve or reject (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { reviewWholesaleApplication } from "@/lib/wholesale/review";
import { reviewDecisionSchema } from "@/lib/wholesale/schema";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body, params }) => Response.json(await reviewWholesaleApplication(admin, params.id, body)), { body: reviewDecisionSchema }),
});
