// The forum members' Auth.js endpoints (auth-community.ts): the sign-in
// link's callback, session and sign-out, with their errors in the API error
// format. Links are asked for through POST /api/community/sign-in.
import { handlers } from "@/auth-community";
import { withJsonAuthErrors } from "@/lib/http/auth-errors";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withJsonAuthErrors(handlers.GET),
  POST: withJsonAuthErrors(handlers.POST),
});
