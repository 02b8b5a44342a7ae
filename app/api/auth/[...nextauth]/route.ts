// NextAuth's own endpoints (session, CSRF, credentials callback, sign-out),
// with their errors in the API error format.
import { handlers } from "@/auth";
import { withJsonAuthErrors } from "@/lib/api/auth-errors";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withJsonAuthErrors(handlers.GET),
  POST: withJsonAuthErrors(handlers.POST),
});
