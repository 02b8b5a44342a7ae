// Any /api address no route handler serves: a JSON 404 in the API's error
// format, whatever the method (instead of the site's HTML not-found page).
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const unknownAddress = withPublic(() => {
  throw notFound("There is no API at this address.");
});

export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: unknownAddress, POST: unknownAddress, PUT: unknownAddress, PATCH: unknownAddress, DELETE: unknownAddress });
