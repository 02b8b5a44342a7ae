// GET /api/admin/privacy/retention: the retention setting ({ version,
// values: { orderPhotoDays } }); PUT { version, values } saves it (409
// edit_conflict when another admin saved after that version) and answers the
// same shape (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { retentionSettings, saveRetentionSettings } from "@/lib/privacy/admin";
import { retentionUpdateSchema } from "@/lib/privacy/schema";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await retentionSettings(admin))),
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveRetentionSettings(admin, body)), { body: retentionUpdateSchema }),
});
