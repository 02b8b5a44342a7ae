// PATCH /api/admin/content/faq/{id}: { version, question, answer };
// DELETE with { version } (admins only). 409 edit_conflict when another admin
// changed the entry after `version`, 404 when it is gone.
import { editedItemGone, versionOnlySchema } from "@/lib/editing/changes";
import { isUuid } from "@/lib/http/ids";
import { route, withAdmin } from "@/lib/api/route";
import { deleteFaqEntry, faqUpdateSchema, updateFaqEntry } from "@/lib/editable-content/admin-content";

function entryId(params: Record<string, string>): string {
  if (!isUuid(params.id)) throw editedItemGone("faq");
  return params.id!;
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PATCH: withAdmin(async ({ admin, body, params }) => Response.json(await updateFaqEntry(admin, entryId(params), body)), { body: faqUpdateSchema }),
  DELETE: withAdmin(async ({ admin, body, params }) => Response.json(await deleteFaqEntry(admin, entryId(params), body.version)), { body: versionOnlySchema }),
});
