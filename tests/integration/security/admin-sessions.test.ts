// Sessions that end, passwords, two-factor login and CSRF on the admin APIs.
import { POST as login } from "@/app/api/admin/auth/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { db } from "@/lib/db";
import { upsertAdminUser } from "@/lib/auth/admin-users";
import { changeAdminPassword, confirmTwoFactorEnrolment, startTwoFactorEnrolment } from "@/lib/auth/account-security";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { scryptParams } from "@/lib/security/scrypt";
import { BACKGROUND_HEADER } from "@/lib/auth/headers";
import { BROWSER_SESSION_SECONDS, IDLE_TIMEOUT_SECONDS } from "@/lib/auth/lifetimes";
import { endAllAdminSessions } from "@/lib/auth/sessions";
import { totpCodeAt } from "../../support/totp";
import { adminRequest, createTestAdmin, loginRequest, noContext } from "../support/admin-auth";

jest.setTimeout(120_000);

const stats = (auth: { bearer?: string; cookie?: string }, headers: Record<string, string> = {}) =>
  shippingStats(adminRequest("/api/admin/shipping/stats", auth, { headers }), noContext);

describe("sessions that end", () => {
  it("signing out everywhere ends every session and bearer token of that admin, and only that admin's", async () => {
    const auth = await createTestAdmin(db, "logout@example.com", "logout-admin-password");
    const other = await createTestAdmin(db, "other-admin@example.com", "other-admin-password");
    expect((await stats({ bearer: auth.token })).status).toBe(200);
    expect((await stats({ cookie: auth.cookie })).status).toBe(200);
    await endAllAdminSessions(auth.admin.id);
    expect((await stats({ bearer: auth.token })).status).toBe(401);
    expect((await stats({ cookie: auth.cookie })).status).toBe(401);
    expect((await stats({ bearer: other.token })).status).toBe(200);
  });

  it("a password change ends every session and token; setting the same password again does not", async () => {
    const auth = await createTestAdmin(db, "rotate@example.com", "rotate-admin-password");
    await upsertAdminUser(db, { email: "rotate@example.com", password: "rotate-admin-password" });
    expect((await stats({ bearer: auth.token })).status).toBe(200);
    await upsertAdminUser(db, { email: "rotate@example.com", password: "a-brand-new-password" });
    expect((await stats({ bearer: auth.token })).status).toBe(401);
    expect((await stats({ cookie: auth.cookie })).status).toBe(401);

    const again = await createTestAdmin(db, "rotate@example.com", "a-brand-new-password");
    expect(await changeAdminPassword(again.admin, "not-the-current-one", "yet-another-password-1", "203.0.113.30")).toMatchObject({ ok: false, field: "currentPassword" });
    expect(await changeAdminPassword(again.admin, "a-brand-new-password", "password12345", "203.0.113.30")).toMatchObject({ ok: false, field: "newPassword" });
    expect(await changeAdminPassword(again.admin, "a-brand-new-password", "yet-another-password-1", "203.0.113.30")).toEqual({ ok: true });
    expect((await stats({ bearer: again.token })).status).toBe(401);
  });

  it("a session unused for the idle timeout has ended; background polling does not keep it alive", async () => {
    const auth = await createTestAdmin(db, "idle@example.com", "idle-admin-password");
    const long = new Date(Date.now() - (IDLE_TIMEOUT_SECONDS - 120) * 1000);
    await db.adminSession.updateMany({ where: { adminId: auth.admin.id }, data: { lastSeenAt: long } });
    expect((await stats({ cookie: auth.cookie }, { [BACKGROUND_HEADER]: "1" })).status).toBe(200);
    const row = await db.adminSession.findUniqueOrThrow({ where: { id: auth.sessionIds.browser } });
    expect(row.lastSeenAt.getTime()).toBe(long.getTime());
    await db.adminSession.updateMany({ where: { adminId: auth.admin.id }, data: { lastSeenAt: new Date(Date.now() - (IDLE_TIMEOUT_SECONDS + 1) * 1000) } });
    expect((await stats({ cookie: auth.cookie })).status).toBe(401);
    expect((await stats({ bearer: auth.token })).status).toBe(401);
  });

  it("a browser session ends after BROWSER_SESSION_SECONDS however recently it was used", async () => {
    const auth = await createTestAdmin(db, "long-day@example.com", "long-day-admin-password");
    // Started at `startedAt` (its expiry set then), used a moment ago.
    const startedAt = async (secondsAgo: number) => {
      const createdAt = new Date(Date.now() - secondsAgo * 1000);
      await db.adminSession.update({
        where: { id: auth.sessionIds.browser },
        data: { createdAt, expiresAt: new Date(createdAt.getTime() + BROWSER_SESSION_SECONDS * 1000), lastSeenAt: new Date() },
      });
    };
    await startedAt(BROWSER_SESSION_SECONDS - 60);
    expect((await stats({ cookie: auth.cookie })).status).toBe(200);
    await startedAt(BROWSER_SESSION_SECONDS + 60);
    expect((await stats({ cookie: auth.cookie })).status).toBe(401);
    expect(await db.adminSession.findUnique({ where: { id: auth.sessionIds.browser } })).toBeNull();
  });

  it("a request that is used refreshes its session's last use", async () => {
    const auth = await createTestAdmin(db, "active@example.com", "active-admin-password");
    const long = new Date(Date.now() - 10 * 60 * 1000);
    await db.adminSession.updateMany({ where: { id: auth.sessionIds.api }, data: { lastSeenAt: long } });
    expect((await stats({ bearer: auth.token })).status).toBe(200);
    const row = await db.adminSession.findUniqueOrThrow({ where: { id: auth.sessionIds.api } });
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(long.getTime());
  });
});

describe("passwords", () => {
  it("hashes at today's parameters and rehashes a weaker hash at the next successful login", async () => {
    const today = scryptParams();
    const prefix = `scrypt$${today.N}$${today.r}$${today.p}$`;
    const fresh = await hashPassword("rehash-admin-password");
    expect(fresh.startsWith(prefix)).toBe(true);
    expect(needsRehash(fresh)).toBe(false);

    const { admin } = await createTestAdmin(db, "rehash@example.com", "rehash-admin-password");
    // The hash an earlier version of the shop stored, with a quarter of today's N.
    const old = await hashPassword("rehash-admin-password", { ...today, N: today.N / 4 });
    await db.adminUser.update({ where: { id: admin.id }, data: { passwordHash: old } });
    expect(needsRehash(old)).toBe(true);

    const res = await login(loginRequest({ email: "rehash@example.com", password: "rehash-admin-password" }), noContext);
    expect(res.status).toBe(200);
    const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.passwordHash.startsWith(prefix)).toBe(true);
    await expect(verifyPassword("rehash-admin-password", row.passwordHash)).resolves.toBe(true);
  });

  it("refuses commonly breached passwords and such words padded with digits or symbols", async () => {
    for (const password of ["1234567890", "qwertyuiop", "password1234", "!!sunshine2024", "iloveyou12345"]) {
      await expect(upsertAdminUser(db, { email: "weak@example.com", password })).rejects.toThrow(/commonly breached/);
    }
    await expect(upsertAdminUser(db, { email: "weak@example.com", password: "tin-of-green-salve" })).resolves.toMatchObject({ created: true });
  });
});

describe("two-factor login", () => {
  it("asks for the code after the right password, accepts a current code once, and a recovery code once", async () => {
    const auth = await createTestAdmin(db, "twofactor@example.com", "two-factor-password");
    const enrolment = await startTwoFactorEnrolment(auth.admin);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, "000000")).toBeNull();
    const confirmCode = await totpCodeAt(enrolment.secret, -30);
    const recovery = await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, confirmCode);
    expect(recovery).toHaveLength(10);
    // Turning it on ends the admin's other sessions.
    expect((await stats({ bearer: auth.token })).status).toBe(401);
    expect((await stats({ cookie: auth.cookie })).status).toBe(200);

    const credentials = { email: "twofactor@example.com", password: "two-factor-password" };
    const missing = await login(loginRequest(credentials), noContext);
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.code).toBe("two_factor_code_required");
    const wrong = await login(loginRequest({ ...credentials, code: "123456" }), noContext);
    expect((await wrong.json()).error.code).toBe("invalid_two_factor_code");

    const code = await totpCodeAt(enrolment.secret);
    const ok = await login(loginRequest({ ...credentials, code }), noContext);
    expect(ok.status).toBe(200);
    const { token } = await ok.json();
    expect((await stats({ bearer: token })).status).toBe(200);
    // The same code a second time is refused (replay).
    expect((await login(loginRequest({ ...credentials, code }), noContext)).status).toBe(401);

    const withRecovery = await login(loginRequest({ ...credentials, code: recovery![0]!.toUpperCase() }), noContext);
    expect(withRecovery.status).toBe(200);
    expect((await login(loginRequest({ ...credentials, code: recovery![0] }), noContext)).status).toBe(401);
    const row = await db.adminUser.findUniqueOrThrow({ where: { id: auth.admin.id } });
    expect(row.recoveryCodeHashes).toHaveLength(9);
    expect(row.totpSecretEncrypted).not.toContain(enrolment.secret);
  });
});

describe("cross-site requests to admin writes", () => {
  const labelBody = JSON.stringify({ orderId: "00000000-0000-4000-8000-000000000000", carrier: "USPS", service: "Priority Mail" });

  it("refuses a cookie-authenticated write from another site, and a cross-site 'simple' text/plain body", async () => {
    const auth = await createTestAdmin(db, "csrf@example.com", "csrf-admin-password");
    const evil = await createLabel(adminRequest("/api/shipping/labels", { cookie: auth.cookie }, { method: "POST", body: labelBody, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }), noContext);
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe("cross_site_request");
    const noOrigin = new Request("http://localhost/api/shipping/labels", { method: "POST", headers: { Cookie: auth.cookie, "Content-Type": "application/json" }, body: labelBody });
    expect((await createLabel(noOrigin, noContext)).status).toBe(403);

    const plain = new Request("http://localhost/api/shipping/labels", {
      method: "POST",
      headers: { Cookie: auth.cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain; x=application/json" },
      body: labelBody,
    });
    const refused = await createLabel(plain, noContext);
    expect(refused.status).toBe(415);

    // The same write from the shop's own page reaches the label logic.
    const own = await createLabel(adminRequest("/api/shipping/labels", { cookie: auth.cookie }, { method: "POST", body: labelBody }), noContext);
    expect(own.status).toBe(404);
    expect((await own.json()).error.message).toBe("Order not found.");
    // Bearer tokens are not sent by browsers on their own: no Origin needed.
    const api = await createLabel(adminRequest("/api/shipping/labels", { bearer: auth.token }, { method: "POST", body: labelBody, headers: { Origin: "https://evil.example" } }), noContext);
    expect(api.status).toBe(404);
  });
});
