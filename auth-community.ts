// Forum member sign-in with Auth.js (v5): an e-mail link (the e-mail
// provider, sent over the shop's own mail transport, lib/mail/transport.ts),
// with JWT sessions naming a Member row. Apart from the admins' Auth.js
// (auth.ts): its own address (/api/community/auth), its own cookies, and its
// tokens are signed with their cookie's name as salt, so a member's cookie is
// never read as an admin's or the other way round.
//
// Each sign-in starts a MemberSession row (lib/forum/member-sessions.ts) whose
// id the cookie carries (`sid`): the session is live only while the row is,
// so signing out (here or at POST /api/community/sign-out) ends it for good.
// The member routes (lib/api/route.ts `withMember`) read the session and
// check the rows themselves (lib/forum/members.ts memberOfRequest): a
// suspended member stays signed in but cannot write.
import NextAuth, { type NextAuthConfig } from "next-auth";
import Nodemailer from "next-auth/providers/nodemailer";
import { encode } from "next-auth/jwt";
import { Auth, raw, skipCSRFCheck } from "@auth/core";
import { authSecrets } from "@/lib/auth/secret";
import { getConfig } from "@/lib/config";
import { unavailable } from "@/lib/errors";
import { memberAdapter } from "@/lib/forum/member-adapter";
import { endMemberSession, MEMBER_SESSION_SECONDS, startMemberSession } from "@/lib/forum/member-sessions";
import { memberEmailSchema } from "@/lib/forum/schema";
import { sendSignInLink } from "@/lib/forum/sign-in-mail";
import { serializeCookie } from "@/lib/http/cookies";
import { isOwnReturnPath } from "@/lib/http/return-path";
import { isUuid } from "@/lib/http/ids";
import { logger } from "@/lib/log";
import { reportUnexpectedError } from "@/lib/observability/report";

const log = logger("community");

/** Where the members' Auth.js answers. */
export const COMMUNITY_AUTH_PATH = "/api/community/auth";
/** A sign-in link works once, within this time. */
export const SIGN_IN_LINK_MINUTES = 60;
const SIGN_IN_LINK_SALT = "verdant-ink:member-sign-in-link";
export const SIGN_IN_NOT_SENT = "The sign-in e-mail could not be sent just now. Please try again in a few minutes.";

/** The members' cookies: their own names, Secure when the shop is served over HTTPS. */
export function memberCookieNames(secure = getConfig().siteUrl.startsWith("https:")) {
  const prefix = secure ? "__Secure-" : "";
  return { sessionToken: `${prefix}forum.session-token`, callbackUrl: `${prefix}forum.callback-url`, csrfToken: `${secure ? "__Host-" : ""}forum.csrf-token` };
}

/** The Set-Cookie header that removes the member's session cookie from this browser. */
export function clearedMemberCookie(): string {
  const { sessionToken } = memberCookieNames();
  return serializeCookie(sessionToken, "", { path: "/", maxAge: 0, secure: sessionToken.startsWith("__Secure-") });
}

/**
 * The Set-Cookie header of a renewed session cookie: the same member and
 * session row, valid for MEMBER_SESSION_SECONDS from now (the row was renewed
 * with it, lib/forum/member-sessions.ts).
 */
export async function renewedMemberCookie(memberId: string, sessionId: string): Promise<string> {
  const { sessionToken } = memberCookieNames();
  // Auth.js signs with the first secret (the current one).
  const value = await encode({ token: { sub: memberId, sid: sessionId }, secret: [...authSecrets()], salt: sessionToken, maxAge: MEMBER_SESSION_SECONDS });
  return serializeCookie(sessionToken, value, { path: "/", maxAge: MEMBER_SESSION_SECONDS, secure: sessionToken.startsWith("__Secure-") });
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
  interface Session {
    /** When the member's session cookie expires (seconds since 1970): it is renewed before then. */
    cookieExpires?: number;
  }
}

/**
 * Auth.js's normaliser of the e-mail provider: the same rule as the shop's
 * sign-in form. Anything but one plain address (a list such as "a,b@x", a
 * quoted or spaced local part, a line break) is refused, never rewritten.
 */
export function normalizeMemberEmail(identifier: string): string {
  const parsed = memberEmailSchema.safeParse(identifier);
  if (!parsed.success) throw new Error("Refused a sign-in to an address that is not one plain e-mail address.");
  return parsed.data;
}

/**
 * Auth.js's redirect callback: only the shop's own pages (lib/http/return-path.ts)
 * are returned to, on the address the link was opened at (links name the
 * configured address); anything else goes to the forum.
 */
export function memberRedirect(url: string, baseUrl: string): string {
  let path = url;
  for (const origin of new Set([baseUrl, new URL(getConfig().siteUrl).origin])) {
    if (url === origin) path = "/";
    else if (url.startsWith(`${origin}/`)) path = url.slice(origin.length);
  }
  return isOwnReturnPath(path, baseUrl) ? `${baseUrl}${path}` : `${baseUrl}/forum`;
}

function communityConfig(): NextAuthConfig {
  return {
    basePath: COMMUNITY_AUTH_PATH,
    trustHost: true,
    // AUTH_SECRET signs the session cookie; during a rotation AUTH_SECRET_PREVIOUS still reads it.
    secret: [...authSecrets()],
    adapter: memberAdapter,
    session: { strategy: "jwt", maxAge: MEMBER_SESSION_SECONDS },
    cookies: memberCookies(),
    pages: { signIn: "/forum/sign-in", verifyRequest: "/forum/sign-in?sent=1", error: "/forum/sign-in", signOut: "/forum" },
    logger: {
      error(error) {
        const type = (error as { type?: string }).type;
        // An old or used link, or a forged cookie, is an everyday event.
        if (type === "Verification") log.warn("sign-in link refused (expired or used)");
        else if (type === "JWTSessionError") log.warn("unreadable session cookie ignored");
        else void reportUnexpectedError(error, { kind: "community auth" });
      },
    },
    providers: [
      Nodemailer({
        // Sending is the shop's mail transport's (SMTP_URL or the outbox); this
        // server entry is never used.
        server: { host: "localhost", port: 25 },
        maxAge: SIGN_IN_LINK_MINUTES * 60,
        // The link's token is 32 random bytes; the database keeps its SHA-256
        // salted with this fixed label, never the token. Without it Auth.js
        // would salt with the session secrets, and a rotation of AUTH_SECRET
        // would break every link sent before it.
        secret: SIGN_IN_LINK_SALT,
        normalizeIdentifier: normalizeMemberEmail,
        // Auth.js starts the send, then awaits hashing the token before it
        // awaits the send: a mail server that refuses at once would leave a
        // rejection without a handler for that moment (an unhandled rejection
        // of the process). The handler added here only marks it handled;
        // Auth.js still receives the failure and answers with its error.
        sendVerificationRequest: ({ identifier, url }) => {
          const sending = sendSignInLink(identifier, url);
          sending.catch(() => {});
          return sending;
        },
      }),
    ],
    callbacks: {
      // A sign-in (the link opened) starts a session row; the cookie names it.
      async jwt({ token, user }) {
        if (user?.id) {
          token.sub = user.id;
          token.sid = await startMemberSession(user.id);
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub && session.user) session.user.id = token.sub;
        if (typeof token.sid === "string") session.sid = token.sid;
        if (typeof token.exp === "number") session.cookieExpires = token.exp;
        return session;
      },
      redirect: ({ url, baseUrl }) => memberRedirect(url, baseUrl),
    },
    events: {
      // Auth.js's own sign-out (POST /api/community/auth/signout) ends the session for good too.
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (token && isUuid(token.sid) && isUuid(token.sub)) await endMemberSession(token.sid, token.sub);
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
