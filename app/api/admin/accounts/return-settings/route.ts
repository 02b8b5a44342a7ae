// GET /api/admin/accounts/return-settings and PUT with { version, values: {
// guaranteeDays, tinMustBeSentBack, reviewBusinessDays } } (admins only): the
// money-back guarantee customers claim from their account: how many days
// after delivery, whether the tin must be sent back, how soon the owner
// answers. 409 edit_conflict when another admin saved them after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { returnSettingsUpdateSchema } from "@/lib/account/return-schemas";
import { adminReturnSettings, saveReturnSettings } from "@/lib/account/return-settings";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json({ settings: await adminReturnSettings(admin) })),
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveReturnSettings(admin, body)), { body: returnSettingsUpdateSchema }),
});
