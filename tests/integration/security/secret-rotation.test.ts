// Rotating AUTH_SECRET: while AUTH_SECRET_PREVIOUS holds the old secret,
// everything signed with it (admin and member session cookies, bearer
// tokens, upload addresses, e-mail links) keeps working and new ones are
// signed with the new secret; once it is removed, the old ones are refused.
// Stored secrets do not depend on it: after AUTH_SECRET changes (with no
// previous secret at all) an admin still signs in with a code from the same
// authenticator and a recovery code, and Google's tokens still read.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { totpCodeAt } from "../../support/totp";
import { db } from "@/lib/db";
import { latestSignInLink } from "../../support/eml";
import { startFakeGoogle, GOOD_REFRESH } from "../../support/fake-google";
import { PNG } from "../uploads/support/uploads";
import { adminRequest, createTestAdmin, loginRequest, sessionCookie } from "../support/admin-auth";
import { createTestMember, MEMBER_COOKIE, memberRequest } from "../support/member-auth";

jest.setTimeout(120_000);

const OLD = "the-old-auth-secret-0123456789-abcdefghijklmnop";
const NEW = "the-new-auth-secret-0123456789-qrstuvwxyzABCDEF";
const none = { params: Promise.resolve({}) } as never;
const ENV = ["AUTH_SECRET", "AUTH_SECRET_PREVIOUS", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_API_BASE"] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

/** The shop's modules as an instance started with these secrets loads them (each load reads the configuration afresh). */
async function shopWith(secrets: { current: string; previous?: string }, extra: Record<string, string> = {}) {
  for (const name of ENV) delete process.env[name];
  Object.assign(process.env, { AUTH_SECRET: secrets.current, ...(secrets.previous ? { AUTH_SECRET_PREVIOUS: secrets.previous } : {}), ...extra });
  let shop!: {
    stats: typeof import("@/app/api/admin/shipping/stats/route").GET;
    login: typeof import("@/app/api/admin/auth/route").POST;
    me: typeof import("@/app/api/community/me/route").GET;
    signIn: typeof import("@/app/api/community/sign-in/route").POST;
    authGet: typeof import("@/app/api/community/auth/[...nextauth]/route").GET;
    accounts: typeof import("@/app/api/google-my-business/accounts/route").GET;
    uploads: typeof import("@/lib/uploads/photo-uploads");
    links: typeof import("@/lib/links/email-link");
    tokens: typeof import("@/lib/auth/token");
    security: typeof import("@/lib/auth/account-security");
    keys: typeof import("@/lib/security/data-keys");
    config: typeof import("@/lib/config");
  };
  await jest.isolateModulesAsync(async () => {
    shop = {
      stats: (await import("@/app/api/admin/shipping/stats/route")).GET,
      login: (await import("@/app/api/admin/auth/route")).POST,
      me: (await import("@/app/api/community/me/route")).GET,
      signIn: (await import("@/app/api/community/sign-in/route")).POST,
      authGet: (await import("@/app/api/community/auth/[...nextauth]/route")).GET,
      accounts: (await import("@/app/api/google-my-business/accounts/route")).GET,
      uploads: await import("@/lib/uploads/photo-uploads"),
      links: await import("@/lib/links/email-link"),
      tokens: await import("@/lib/auth/token"),
      security: await import("@/lib/auth/account-security"),
      keys: await import("@/lib/security/data-keys"),
      config: await import("@/lib/config"),
    };
  });
  return shop;
}

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await db.member.deleteMany({ where: { email: { endsWith: "@rotation.example.com" } } });
  await db.$disconnect();
});

type Shop = Awaited<ReturnType<typeof shopWith>>;
const statusOf = async (shop: Shop, auth: { bearer?: string; cookie?: string }) => (await shop.stats(adminRequest("/api/admin/shipping/stats", auth), none)).status;
const memberOf = async (shop: Shop, cookie: string) =>
  ((await (await shop.me(memberRequest("/api/community/me", { cookie }), none)).json()) as { member: { email: string } | null }).member;

describe("AUTH_SECRET with AUTH_SECRET_PREVIOUS", () => {
  it("keeps an admin's old session cookie and bearer token working during the rotation, and refuses them after it", async () => {
    const auth = await createTestAdmin(db, "rotation-admin@example.com", "rotation-admin-password");
    const oldCookie = await sessionCookie(auth.admin, auth.sessionIds.browser, OLD);
    const before = await shopWith({ current: OLD });
    const oldToken = await before.tokens.createAdminToken(auth.admin, auth.sessionIds.api, OLD);
    expect(await statusOf(before, { cookie: oldCookie })).toBe(200);

    const during = await shopWith({ current: NEW, previous: OLD });
    expect(await statusOf(during, { cookie: oldCookie })).toBe(200);
    expect(await statusOf(during, { bearer: oldToken })).toBe(200);
    // What is signed now is signed with the new secret: a token of the login works after the rotation too.
    const login = await during.login(loginRequest({ email: "rotation-admin@example.com", password: auth.password }, "203.0.113.71"), none);
    expect(login.status).toBe(200);
    const newToken = ((await login.json()) as { token: string }).token;
    expect(await during.tokens.verifyAdminToken(newToken, NEW)).not.toBeNull();
    expect(await during.tokens.verifyAdminToken(newToken, OLD)).toBeNull();

    const after = await shopWith({ current: NEW });
    expect(await statusOf(after, { cookie: oldCookie })).toBe(401);
    expect(await statusOf(after, { bearer: oldToken })).toBe(401);
    expect(await statusOf(after, { bearer: newToken })).toBe(200);
    expect(await statusOf(after, { cookie: await sessionCookie(auth.admin, auth.sessionIds.browser, NEW) })).toBe(200);
  });

  it("keeps a member's old session cookie working during the rotation, and refuses it after", async () => {
    process.env.AUTH_SECRET = OLD;
    const member = await createTestMember(db, `member-${randomUUID().slice(0, 8)}@rotation.example.com`);
    expect((await memberOf(await shopWith({ current: OLD }), member.cookie))?.email).toMatch(/@rotation\.example\.com$/);
    expect((await memberOf(await shopWith({ current: NEW, previous: OLD }), member.cookie))?.email).toMatch(/@rotation\.example\.com$/);
    expect(await memberOf(await shopWith({ current: NEW }), member.cookie)).toBeNull();
  });

  it("keeps an upload address signed before the rotation valid during it, and refuses it after", async () => {
    const before = await shopWith({ current: OLD });
    const putTo = (uploadURL: string) =>
      new Request(`http://localhost${uploadURL}`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(PNG) });
    const idOf = (uploadURL: string) => uploadURL.split("?")[0]!.split("/").pop()!;
    const first = (await before.uploads.createUploadUrl("203.0.113.72")).uploadURL;
    const second = (await before.uploads.createUploadUrl("203.0.113.72")).uploadURL;

    const during = await shopWith({ current: NEW, previous: OLD });
    await expect(during.uploads.receiveUpload(idOf(first), putTo(first))).resolves.toMatchObject({ contentType: "image/png" });

    const after = await shopWith({ current: NEW });
    await expect(after.uploads.receiveUpload(idOf(second), putTo(second))).rejects.toMatchObject({ code: "invalid_signature" });
    await db.storedUpload.deleteMany({ where: { key: { in: [idOf(first), idOf(second)] } } });
  });

  it("keeps a link sent by e-mail before the rotation working during it, and refuses it after", async () => {
    const before = await shopWith({ current: OLD });
    const { id, token } = await db.$transaction((tx) => before.links.createEmailLink(tx, { purpose: "privacy", email: "someone@rotation.example.com", validForMs: 3_600_000 }));
    const during = await shopWith({ current: NEW, previous: OLD });
    expect((await during.links.checkEmailLink("privacy", token)).ok).toBe(true);
    const after = await shopWith({ current: NEW });
    expect(await after.links.checkEmailLink("privacy", token)).toEqual({ ok: false, reason: "unknown" });
    await db.emailLink.delete({ where: { id } });
  });

  it("keeps a member's sign-in link sent before the change working: it never depended on the secret", async () => {
    const email = `link-${randomUUID().slice(0, 8)}@rotation.example.com`;
    const before = await shopWith({ current: OLD });
    expect((await before.signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none)).status).toBe(202);
    const link = latestSignInLink(before.config.getConfig().mail.outboxDir, email)!;

    const after = await shopWith({ current: NEW });
    const callback = await after.authGet(new NextRequest(link));
    expect(callback.status).toBe(302);
    const cookie = callback.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`))!.split(";")[0]!;
    expect((await memberOf(after, cookie))?.email).toBe(email);
  });
});

describe("changing AUTH_SECRET leaves stored secrets readable", () => {
  it("an admin signs in with a code from the same authenticator, and with a recovery code", async () => {
    // Set up while the shop ran with the old secret.
    const before = await shopWith({ current: OLD });
    const auth = await createTestAdmin(db, "rotation-2fa@example.com", "rotation-2fa-password");
    const { secret } = await before.security.startTwoFactorEnrolment(auth.admin);
    const firstCode = await totpCodeAt(secret, -30);
    const recovery = await before.security.confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, firstCode);
    expect(recovery).toHaveLength(10);

    // A new secret, the old one forgotten at once (no AUTH_SECRET_PREVIOUS).
    const after = await shopWith({ current: NEW });
    const credentials = { email: "rotation-2fa@example.com", password: "rotation-2fa-password" };
    const withCode = await after.login(loginRequest({ ...credentials, code: await totpCodeAt(secret) }, "203.0.113.73"), none);
    expect(withCode.status).toBe(200);
    expect(await statusOf(after, { bearer: ((await withCode.json()) as { token: string }).token })).toBe(200);
    const withRecovery = await after.login(loginRequest({ ...credentials, code: recovery![3]! }, "203.0.113.74"), none);
    expect(withRecovery.status).toBe(200);
  });

  it("Google's stored tokens are still read (and refreshed)", async () => {
    const google = await startFakeGoogle();
    try {
      const googleEnv = { GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "GOCSPX-test-secret", GOOGLE_API_BASE: google.url };
      const { sealSecret } = (await shopWith({ current: OLD }, googleEnv)).keys;
      await db.googleIntegrationToken.deleteMany();
      await db.googleIntegrationToken.create({
        data: {
          service: "business_profile",
          accessTokenEncrypted: sealSecret("google-token", "ya29.expired-access-token"),
          refreshTokenEncrypted: sealSecret("google-token", GOOD_REFRESH),
          expiresAt: new Date(Date.now() - 60_000),
        },
      });

      const after = await shopWith({ current: NEW }, googleEnv);
      const auth = await createTestAdmin(db, "rotation-google@example.com", "rotation-google-password");
      const res = await after.accounts(adminRequest("/api/google-my-business/accounts", { cookie: await sessionCookie(auth.admin, auth.sessionIds.browser, NEW) }), none);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ message: "Connected: 2 accounts." });
      expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: "refresh_token", refresh_token: GOOD_REFRESH });
    } finally {
      await db.googleIntegrationToken.deleteMany();
      await google.close();
    }
  });
});
