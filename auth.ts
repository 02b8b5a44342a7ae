// Admin sign-in with NextAuth (Auth.js v5): a credentials login checked
// against the AdminUser table (password, then the second factor when it is
// set up), with JWT sessions that name a row of AdminSession. The row is what
// makes a session live (lib/auth/sessions.ts); the cookie alone is not enough.
// The session Auth.js reads from the cookie carries the admin's id
// (`user.id`, the token's `sub`) and the session row's id (`sid`); the admin
// guard (lib/auth/guard.ts) and the pages (lib/auth/session.ts) ask `auth`
// for it and check the row themselves.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { Adapter } from "next-auth/adapters";
import { authenticateAdmin } from "@/lib/auth/authenticate";
import { adminLoginSchema } from "@/lib/auth/login-schema";
import { LoginRateLimitedError } from "@/lib/auth/login-throttle";
import { BROWSER_SESSION_SECONDS } from "@/lib/auth/lifetimes";
import { authSecrets } from "@/lib/auth/secret";
import { startAdminSession } from "@/lib/auth/sessions";
import { clientKey } from "@/lib/http/client-address";
import { logger } from "@/lib/log";
import { reportUnexpectedError } from "@/lib/observability/report";

const log = logger("auth");

declare module "next-auth" {
  interface Session {
    /** The AdminSession row this browser session names. */
    sid?: string;
  }
}

/** Sign-in refused because of too many attempts. */
export class LoginRateLimited extends CredentialsSignin {
  code = "rate_limited";
}
/** The password was right; the authenticator code is needed too. */
export class LoginCodeRequired extends CredentialsSignin {
  code = "code_required";
}
/** The password was right, the authenticator or recovery code was not. */
export class LoginCodeInvalid extends CredentialsSignin {
  code = "invalid_code";
}

/**
 * Auth.js checks a configuration with flags it keeps for the whole process
 * (assertConfig in @auth/core 0.41): once the forum members' instance
 * (auth-community.ts, an e-mail provider) has been checked, every check of
 * this one asks for an adapter with the e-mail methods too, and without one
 * no admin session could be read. Admins never sign in by e-mail: these
 * methods refuse it.
 */
const noEmailSignIn: Adapter = {
  createVerificationToken: () => {
    throw new Error("Admins do not sign in by e-mail.");
  },
  useVerificationToken: async () => null,
  getUserByEmail: async () => null,
};

const config: NextAuthConfig = {
  trustHost: true,
  adapter: noEmailSignIn,
  session: { strategy: "jwt", maxAge: BROWSER_SESSION_SECONDS },
  // Auth.js would otherwise show its own pages for sign-out and errors.
  pages: { signIn: "/admin/dashboard", signOut: "/admin/dashboard", error: "/admin/dashboard" },
  logger: {
    // A wrong password is an everyday event, not a server error with a stack.
    error(error) {
      const type = (error as { type?: string }).type;
      if (type === "CredentialsSignin") log.warn("admin sign-in refused");
      // A forged or outdated session cookie counts as none.
      else if (type === "JWTSessionError") log.warn("unreadable session cookie ignored");
      else void reportUnexpectedError(error, { kind: "auth" });
    },
  },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" }, code: { type: "text" } },
      async authorize(credentials, request) {
        const parsed = adminLoginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        let outcome;
        try {
          outcome = await authenticateAdmin({ ...parsed.data, client: clientKey(request.headers) });
        } catch (error) {
          if (error instanceof LoginRateLimitedError) throw new LoginRateLimited();
          throw error;
        }
        if (outcome.status === "code_required") throw new LoginCodeRequired();
        if (outcome.status === "invalid_code") throw new LoginCodeInvalid();
        if (outcome.status !== "ok") return null;
        const session = await startAdminSession(outcome.admin.id, "browser");
        return { id: outcome.admin.id, email: outcome.admin.email, name: outcome.admin.name, sid: session.id };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        token.sid = (user as { sid?: string }).sid;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub && session.user) session.user.id = token.sub;
      if (typeof token.sid === "string") session.sid = token.sid;
      return session;
    },
  },
};

// The secrets are read through the shop's configuration when Auth.js needs
// them: AUTH_SECRET signs the session cookie, and during a rotation a cookie
// signed with AUTH_SECRET_PREVIOUS is read too (and signed again with the new one).
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({ ...config, secret: [...authSecrets()] }));
