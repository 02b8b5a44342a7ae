// POST /api/visits: a product page reports that it is being viewed (the
// beacon of components/home/visit-beacon.tsx), for "people viewing now". No
// body, no cookie: the visit is counted under a daily keyed hash of the
// client's address and browser, kept in memory and written in batches
// (lib/social-proof/visits.ts). 204; 429 past the client's limit.
import { route, withPublic } from "@/lib/api/route";
import { recordPageVisit } from "@/lib/social-proof/visits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(({ request }) => {
    recordPageVisit(request.headers);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }),
});
