// NextAuth's own endpoints (session, CSRF, credentials callback, sign-out).
import { handlers } from "@/auth";

export const { GET, POST } = handlers;
