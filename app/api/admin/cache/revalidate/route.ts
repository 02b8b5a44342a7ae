// POST /api/admin/cache/revalidate: refreshes prerendered public pages now
// (admins only). Body `{ "paths": ["/", "/forum"] }` names the pages (400 for
// any path that is not a public page); a request without a body
// (Content-Length: 0) refreshes all of them. Answers `{ revalidated: [...] }`.
import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/lib/auth/guard";
import { revalidateBodySchema, revalidatePublicPages } from "@/lib/cache/revalidate";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const POST = withApiErrors(async (request: Request) => {
  await requireAdmin(request);
  const input = request.headers.get("content-length") === "0" ? undefined : revalidateBodySchema.parse(await readJson(request));
  const revalidated = revalidatePublicPages(input?.paths, (path) => revalidatePath(path));
  return Response.json({ revalidated }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
