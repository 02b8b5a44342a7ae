// POST /api/admin/content/faq: { question, answer } adds a question at the end
// of the home page's FAQ (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { createFaqEntry } from "@/lib/editable-content/admin-content";
import { faqEntrySchema } from "@/lib/editable-content/schema";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body }) => Response.json(await createFaqEntry(admin, body), { status: 201 }), { body: faqEntrySchema }),
});
