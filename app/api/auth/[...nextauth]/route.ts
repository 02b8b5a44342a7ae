// NextAuth's own endpoints (session, CSRF, credentials callback, sign-out),
// with their errors in the API error format.
import { handlers } from "@/auth";
import { withJsonAuthErrors } from "@/lib/auth/json-errors";
import { otherMethods } from "@/lib/http/methods";

export const GET = withJsonAuthErrors(handlers.GET);
export const POST = withJsonAuthErrors(handlers.POST);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
