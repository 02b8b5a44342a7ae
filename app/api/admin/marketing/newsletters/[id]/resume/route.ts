// POST /api/admin/marketing/newsletters/{id}/resume: goes on with a send
// that was interrupted; subscribers already queued get no second copy.
import { route, withAdmin } from "@/lib/api/route";
import { resumeNewsletter } from "@/lib/marketing/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, params }) => {
    const row = await resumeNewsletter(admin, params.id ?? "");
    return Response.json({ id: row.id, status: row.status, queued: row.queuedCount });
  }),
});
