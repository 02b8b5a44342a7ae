// GET /api/admin/accounts/cancel-settings and PUT with { version, values: {
// customersMayCancel, cancelWindowHours } } (admins only): whether customers
// may cancel their own orders from their account, and within how many hours
// of ordering (0: until a label is bought). 409 edit_conflict when another
// admin saved them after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { cancelSettingsUpdateSchema } from "@/lib/account/schemas";
import { adminCancelSettings, saveCancelSettings } from "@/lib/account/settings";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json({ settings: await adminCancelSettings(admin) })),
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveCancelSettings(admin, body)), { body: cancelSettingsUpdateSchema }),
});
