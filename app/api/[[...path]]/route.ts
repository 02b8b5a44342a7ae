// Any /api address no route handler serves: a JSON 404 in the API's error
// format, whatever the method (instead of the site's HTML not-found page).
import { errorResponse } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

function unknownAddress(): Response {
  return errorResponse(404, "not_found", "There is no API at this address.");
}

export { unknownAddress as GET, unknownAddress as POST, unknownAddress as PUT, unknownAddress as PATCH, unknownAddress as DELETE };
