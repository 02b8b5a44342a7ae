// GET /api/google-my-business/accounts (admins only): { accounts, message }.
import { listBusinessAccounts } from "@/lib/google/business-profile";
import { route, withAdmin } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await listBusinessAccounts(admin))),
});
