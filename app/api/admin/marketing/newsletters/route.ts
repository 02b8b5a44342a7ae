// GET /api/admin/marketing/newsletters: the latest newsletters with their
// counts and the number of subscribers now. POST { subject, body,
// confirmedCount } sends one to every subscriber (409 when the number
// confirmed is no longer right), queued at once and delivered at the
// owner's rate (admins only, logged).
import { route, withAdmin } from "@/lib/api/route";
import { listNewsletters, sendNewsletter, subscriberCount } from "@/lib/marketing/newsletter";
import { newsletterSendSchema } from "@/lib/marketing/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json({ subscribers: await subscriberCount(), newsletters: await listNewsletters(admin) })),
  POST: withAdmin(
    async ({ admin, body }) => {
      const row = await sendNewsletter(admin, body);
      return Response.json({ id: row.id, status: row.status, queued: row.queuedCount }, { status: 201 });
    },
    { body: newsletterSendSchema },
  ),
});
