// The admin login input, shared by the login forms, the NextAuth credentials
// provider and POST /api/admin/auth; and the inputs of the security page
// (password change, second-factor codes), shared by its forms and actions.
import { z } from "zod";

/** The longest e-mail address an admin can have (RFC 5321's limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest password the admin forms accept (each one costs a full hash). */
export const PASSWORD_MAX_LENGTH = 200;
/** The longest second-factor code accepted: an authenticator's 6 digits or a recovery code, with room for spaces. */
export const CODE_MAX_LENGTH = 32;

export const adminLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Please enter your email").max(EMAIL_MAX_LENGTH).pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX_LENGTH),
  // The authenticator app's 6-digit code, or a recovery code, when two-factor authentication is on.
  code: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(CODE_MAX_LENGTH).optional()),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;

const TOO_LONG = `Enter a password of at most ${PASSWORD_MAX_LENGTH} characters.`;

/** A password change on /admin/security: the form checks it, and so does the server action. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH, TOO_LONG),
  newPassword: z.string().min(1, "Enter a new password.").max(PASSWORD_MAX_LENGTH, TOO_LONG),
});

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** A code from the authenticator app or a recovery code, as typed (spaces allowed). */
export const secondFactorCodeSchema = z.string().trim().min(1).max(CODE_MAX_LENGTH);
