// The admin login input, shared by the login forms, the NextAuth credentials
// provider and POST /api/admin/auth.
import { z } from "zod";

export const adminLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Please enter your email").max(254).pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Please enter your password").max(200),
  // The authenticator app's 6-digit code, or a recovery code, when two-factor authentication is on.
  code: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(32).optional()),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
