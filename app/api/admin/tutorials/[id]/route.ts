// PATCH /api/admin/tutorials/{id}: { version, ...fields } saves a tutorial
// (publishing, featuring and editing alike); DELETE with { version } removes
// it (admins only). 409 edit_conflict when another admin saved it after
// `version`, 404 when it is gone.
import { versionOnlySchema } from "@/lib/editing/changes";
import { route, withAdmin } from "@/lib/api/route";
import { deleteTutorial, tutorialUpdateSchema, updateTutorial } from "@/lib/tutorials/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PATCH: withAdmin(async ({ admin, body, params }) => Response.json(await updateTutorial(admin, params.id ?? "", body)), { body: tutorialUpdateSchema }),
  DELETE: withAdmin(async ({ admin, body, params }) => Response.json(await deleteTutorial(admin, params.id ?? "", body.version)), { body: versionOnlySchema }),
});
