// GET /api/admin/privacy: the newest entries of the privacy requests log
// (links sent, downloads, deletions with their counts) and how many there
// are in all (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { privacyRequestLog } from "@/lib/privacy/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await privacyRequestLog(admin))),
});
