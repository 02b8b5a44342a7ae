// POST /api/admin/marketing/newsletters/test { subject, body }: the draft,
// sent once to the signed-in admin's own address, marked [Test].
import { route, withAdmin } from "@/lib/api/route";
import { sendTestNewsletter } from "@/lib/marketing/newsletter";
import { newsletterDraftSchema } from "@/lib/marketing/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body }) => Response.json(await sendTestNewsletter(admin, body)), { body: newsletterDraftSchema }),
});
