// GET /api/admin/tutorials: every tutorial, drafts too, newest first, with the
// upload limits; POST { title, description, season, category, duration,
// videoUrl, thumbnailUrl, featured, published } adds one (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { adminTutorialList, createTutorial } from "@/lib/tutorials/admin";
import { tutorialFieldsSchema } from "@/lib/tutorials/admin-fields";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await adminTutorialList(admin))),
  POST: withAdmin(async ({ admin, body }) => Response.json(await createTutorial(admin, body), { status: 201 }), { body: tutorialFieldsSchema }),
});
