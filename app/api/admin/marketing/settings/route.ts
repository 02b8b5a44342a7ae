// GET /api/admin/marketing/settings: { version, values: { abandonedDelayMinutes,
// reorderDays, ratePerMinute } }; PUT { version, values } saves them (409
// edit_conflict when another admin saved after that version), logged.
import { route, withAdmin } from "@/lib/api/route";
import { marketingSettingsUpdateSchema } from "@/lib/marketing/schemas";
import { adminMarketingSettings, saveMarketingSettings } from "@/lib/marketing/settings";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await adminMarketingSettings(admin))),
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveMarketingSettings(admin, body)), { body: marketingSettingsUpdateSchema }),
});
