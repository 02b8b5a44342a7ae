// Forum member sign-in with Auth.js (v5): an e-mail link (the e-mail
// provider, sent over the shop's own mail transport, lib/mail/transport.ts),
// with JWT sessions naming a Member row. Apart from the admins' Auth.js
// (auth.ts): its own address (/api/community/auth), its own cookies, and its
// tokens are signed with their cookie's name as salt, so a member's cookie is
// never read as an admin's or the other way round.
//
// The member routes (lib/http/route.ts `withMember`) read the session and
// check the Member row themselves: a suspended member stays signed in but
// cannot write.
import NextAuth, { type NextAuthConfig } from "next-auth";
import Nodemailer from "next-auth/providers/nodemailer";
import { Auth, raw, skipCSRFCheck } from "@auth/core";
import { authSecret } from "@/lib/auth/secret";
import { getConfig } from "@/lib/config";
import { unavailable } from "@/lib/errors";
import { memberAdapter } from "@/lib/forum/member-adapter";
import { sendSignInLink } from "@/lib/forum/sign-in-mail";

/** Where the members' Auth.js answers. */
export const COMMUNITY_AUTH_PATH = "/api/community/auth";
/** A sign-in link works once, within this time. */
export const SIGN_IN_LINK_MINUTES = 60;
export const SIGN_IN_NOT_SENT = "The sign-in e-mail could not be sent just now. Please try again in a few minutes.";
/** How long a member stays signed in. */
const MEMBER_SESSION_SECONDS = 30 * 24 * 60 * 60;

/** The members' cookies: their own names, Secure when the shop is served over HTTPS. */
export function memberCookieNames(secure = getConfig().siteUrl.startsWith("https:")) {
  const prefix = secure ? "__Secure-" : "";
  return { sessionToken: `${prefix}forum.session-token`, callbackUrl: `${prefix}forum.callback-url`, csrfToken: `${secure ? "__Host-" : ""}forum.csrf-token` };
}

function memberCookies() {
  const secure = getConfig().siteUrl.startsWith("https:");
  const names = memberCookieNames(secure);
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
  return {
    sessionToken: { name: names.sessionToken, options },
    callbackUrl: { name: names.callbackUrl, options },
    csrfToken: { name: names.csrfToken, options },
  };
}

declare module "next-auth" {
  interface User {
    /** Set on the Member row; never shown. */
    emailVerified?: Date | null;
  }
}

function communityConfig(): NextAuthConfig {
  return {
    basePath: COMMUNITY_AUTH_PATH,
    trustHost: true,
    secret: authSecret(),
    adapter: memberAdapter,
    session: { strategy: "jwt", maxAge: MEMBER_SESSION_SECONDS },
    cookies: memberCookies(),
    pages: { signIn: "/forum/sign-in", verifyRequest: "/forum/sign-in?sent=1", error: "/forum/sign-in", signOut: "/forum" },
    logger: {
      error(error) {
        const type = (error as { type?: string }).type;
        // An old or used link, or a forged cookie, is an everyday event.
        if (type === "Verification") console.warn("[community] sign-in link refused (expired or used)");
        else if (type === "JWTSessionError") console.warn("[community] unreadable session cookie ignored");
        else console.error("[community auth]", error);
      },
    },
    providers: [
      Nodemailer({
        // Sending is the shop's mail transport's (SMTP_URL or the outbox); this
        // server entry is never used.
        server: { host: "localhost", port: 25 },
        maxAge: SIGN_IN_LINK_MINUTES * 60,
        sendVerificationRequest: ({ identifier, url }) => sendSignInLink(identifier, url),
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
      // Only the shop's own pages are returned to after signing in, on the
      // address the link was opened at (links name the configured address).
      redirect({ url, baseUrl }) {
        const target = new URL(url, baseUrl);
        const own = new Set([baseUrl, new URL(getConfig().siteUrl).origin]);
        return own.has(target.origin) ? `${baseUrl}${target.pathname}${target.search}${target.hash}` : `${baseUrl}/forum`;
      },
    },
  };
}

export const { handlers, auth } = NextAuth(() => communityConfig());

/**
 * Starts an e-mail sign-in: Auth.js stores the link's token and sends the link
 * (to return to `callbackUrl`, a path of the shop). The link always points at
 * the shop's configured address, never at the Host a request named.
 */
export async function requestSignInLink(email: string, callbackUrl: string): Promise<void> {
  const base = `${getConfig().siteUrl}${COMMUNITY_AUTH_PATH}`;
  const request = new Request(`${base}/signin/nodemailer`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, callbackUrl }),
  });
  const result = await Auth(request, { ...communityConfig(), raw, skipCSRFCheck });
  const redirect = (result as { redirect?: string }).redirect ?? "";
  // Auth.js answers a failed send (the mail server refused or did not answer)
  // with its error page; the member is told to try again, the log has the cause.
  if (!new URL(redirect, base).pathname.endsWith("/verify-request")) throw unavailable(SIGN_IN_NOT_SENT, "sign_in_mail_failed");
}
