// GET /api/admin/discounts/artists: the artists a code can be credited to,
// { artists: [{ name, email, source }] }: the forum's verified artists
// (source "forum") and the approved wholesale partners ("wholesale"). Admins only.
import { route, withAdmin } from "@/lib/api/route";
import { pickableArtists } from "@/lib/discounts/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await pickableArtists(admin))),
});
