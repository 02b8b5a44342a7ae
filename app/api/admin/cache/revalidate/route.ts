// POST /api/admin/cache/revalidate: refreshes prerendered public pages and the
// cached reads of their data now (admins only). Body `{ "paths": ["/", "/forum"] }` names the pages (400 for
// any path that is not a public page); a request without a body
// (Content-Length: 0) refreshes all of them. Answers `{ revalidated: [...] }`.
import { readJson } from "@/lib/http/body";
import { route, withAdmin } from "@/lib/api/route";
import { refreshPublicData } from "@/lib/cache/refresh";
import { revalidateBodySchema, revalidatePublicPages } from "@/lib/cache/revalidate";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ request }) => {
    const input = request.headers.get("content-length") === "0" ? undefined : revalidateBodySchema.parse(await readJson(request));
    const revalidated = revalidatePublicPages(input?.paths, refreshPublicData);
    return Response.json({ revalidated });
  }),
});
