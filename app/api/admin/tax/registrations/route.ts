// GET /api/admin/tax/registrations: every state and DC with its base rate,
// the rates' date and source, and whether the shop is registered there
// (admins only). PUT { states: ["TX", …] } makes that list the shop's
// registrations (an empty list: none) and answers the same as GET.
import { route, withAdmin } from "@/lib/api/route";
import { saveTaxRegistrations, taxRegistrations } from "@/lib/tax/admin";
import { taxRegistrationsSchema } from "@/lib/tax/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await taxRegistrations(admin))),
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveTaxRegistrations(admin, body)), { body: taxRegistrationsSchema }),
});
