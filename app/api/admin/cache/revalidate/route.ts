// POST /api/admin/cache/revalidate: refreshes the public pages and cached
// reads that show the named kinds of data now (admins only). Body
// `{ "tags": ["products", "forum"] }` names them (400 for anything that is
// not a kind of data the shop caches); a request without a body
// (Content-Length: 0) refreshes every kind and every page. Answers
// `{ revalidated: [...] }`.
import { readJson } from "@/lib/http/body";
import { route, withAdmin } from "@/lib/api/route";
import { refreshNamedData, revalidateBodySchema } from "@/lib/cache/revalidate";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ request }) => {
    const input = request.headers.get("content-length") === "0" ? undefined : revalidateBodySchema.parse(await readJson(request));
    return Response.json({ revalidated: refreshNamedData(input?.tags) });
  }),
});
