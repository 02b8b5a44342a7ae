// A shop that requires two-factor authentication (production, unless
// ADMIN_REQUIRE_2FA=0): an admin without it gets no admin data and no API
// token until it is set up; the set-up itself stays open to them, and an
// admin moves to another authenticator app by turning it off with a code.
import "./support/require-two-factor";
import { POST as login } from "@/app/api/admin/auth/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { GET as listApplications } from "@/app/api/admin/wholesale/applications/route";
import { db } from "@/lib/db";
import { getConfig } from "@/lib/config";
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment, turnOffTwoFactor } from "@/lib/auth/account-security";
import { totpCodeAt } from "../../support/totp";
import { adminRequest, createTestAdmin, loginRequest, noContext } from "../support/admin-auth";

jest.setTimeout(60_000);

it("refuses the admin APIs and tokens until two-factor authentication is set up", async () => {
  expect(getConfig().auth.requireTwoFactor).toBe(true);
  const auth = await createTestAdmin(db, "must-enrol@example.com", "must-enrol-password");
  for (const credentials of [{ bearer: auth.token }, { cookie: auth.cookie }]) {
    const res = await shippingStats(adminRequest("/api/admin/shipping/stats", credentials), noContext);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("two_factor_required");
    const apps = await listApplications(adminRequest("/api/admin/wholesale/applications", credentials), noContext);
    expect(apps.status).toBe(403);
  }
  const token = await login(loginRequest({ email: "must-enrol@example.com", password: "must-enrol-password" }), noContext);
  expect(token.status).toBe(403);
  expect(await token.json()).toMatchObject({ success: false, error: { code: "two_factor_required" } });

  const enrolment = await startTwoFactorEnrolment(auth.admin);
  const code = await totpCodeAt(enrolment.secret, -30);
  expect(await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, code)).toHaveLength(10);
  expect((await shippingStats(adminRequest("/api/admin/shipping/stats", { cookie: auth.cookie }), noContext)).status).toBe(200);
  const withCode = await login(loginRequest({ email: "must-enrol@example.com", password: "must-enrol-password", code: await totpCodeAt(enrolment.secret) }), noContext);
  expect(withCode.status).toBe(200);
});

it("lets an admin who lost their phone move to a new one with a recovery code, reaching no admin data meanwhile", async () => {
  const auth = await createTestAdmin(db, "lost-phone@example.com", "lost-phone-password");
  const enrolment = await startTwoFactorEnrolment(auth.admin);
  const recoveryCodes = (await confirmTwoFactorEnrolment(
    { id: auth.admin.id, sessionId: auth.sessionIds.browser },
    await totpCodeAt(enrolment.secret, -30),
  ))!;
  // A session alone cannot replace the authenticator; a recovery code can.
  await expect(startTwoFactorEnrolment(auth.admin)).rejects.toMatchObject({ kind: "conflict" });
  expect(await turnOffTwoFactor(auth.admin.id, "not-a-code")).toBe("invalid_code");
  expect(await turnOffTwoFactor(auth.admin.id, recoveryCodes[0]!)).toBe("off");
  // The recovery code is used up.
  expect(await turnOffTwoFactor(auth.admin.id, recoveryCodes[0]!)).toBe("invalid_code");

  const stats = await shippingStats(adminRequest("/api/admin/shipping/stats", { cookie: auth.cookie }), noContext);
  expect(stats.status).toBe(403);
  expect((await stats.json()).error.code).toBe("two_factor_required");

  const next = await startTwoFactorEnrolment(auth.admin);
  const code = await totpCodeAt(next.secret, -30);
  expect(await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, code)).toHaveLength(10);
  expect((await shippingStats(adminRequest("/api/admin/shipping/stats", { cookie: auth.cookie }), noContext)).status).toBe(200);
});
