// Admin sign-in with NextAuth (Auth.js v5): a credentials login checked
// against the AdminUser table, with JWT sessions. `auth()` reads the session
// in server components, route handlers and server actions.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { authenticateAdmin } from "@/lib/auth/authenticate";
import { adminLoginSchema } from "@/lib/auth/login-schema";
import { clientAddress, LoginRateLimitedError } from "@/lib/auth/rate-limit";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/secret";

/** Sign-in refused because of too many failed attempts. */
export class LoginRateLimited extends CredentialsSignin {
  code = "rate_limited";
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // Auth.js would otherwise show its own pages for sign-out and errors.
  pages: { signIn: "/admin/dashboard", signOut: "/admin/dashboard", error: "/admin/dashboard" },
  logger: {
    // A wrong password is an everyday event, not a server error with a stack.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") console.warn("[auth] admin sign-in refused");
      else console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = adminLoginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        try {
          const admin = await authenticateAdmin(db, { ...parsed.data, ip: clientAddress(request.headers) });
          return admin ? { id: admin.id, email: admin.email, name: admin.name } : null;
        } catch (error) {
          if (error instanceof LoginRateLimitedError) throw new LoginRateLimited();
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.sub = user.id;
      return token;
    },
    session({ session, token }) {
      if (token.sub && session.user) session.user.id = token.sub;
      return session;
    },
  },
});
