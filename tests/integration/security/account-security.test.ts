// What a session alone may not do on /admin/security: replace an active
// authenticator, or guess the current password or authenticator code without
// limit. The password is checked under the login throttle; authenticator codes
// count per admin (LIMITS.adminCodeChecks).
import { db } from "@/lib/db";
import {
  changeAdminPassword,
  confirmTwoFactorEnrolment,
  renewRecoveryCodes,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
} from "@/lib/auth/account-security";
import { claimLoginAttempt } from "@/lib/auth/login-throttle";
import { verifyPassword } from "@/lib/auth/password";
import { newTotpSecret, sealTotpSecret } from "@/lib/auth/two-factor";
import { LIMITS, LOGIN_FREE_FAILURES } from "@/lib/security/limits";
import { totpCodeAt } from "../../support/totp";
import { quietMoment, setDate } from "../../support/clock";
import { createTestAdmin } from "../support/admin-auth";

jest.setTimeout(120_000);

const CLIENT = "203.0.113.60";
const TOO_MANY = /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

/** An admin with two-factor authentication on, and the secret of their app. */
async function enrolledAdmin(email: string) {
  const auth = await createTestAdmin(db, email, `${email.split("@")[0]}-password`);
  const { secret } = await startTwoFactorEnrolment(auth.admin);
  const code = await totpCodeAt(secret, -30);
  expect(await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, code)).toHaveLength(10);
  return { ...auth, secret };
}

const twoFactorOf = (id: string) =>
  db.adminUser.findUniqueOrThrow({ where: { id }, select: { totpSecretEncrypted: true, totpPendingEncrypted: true, totpEnabledAt: true, recoveryCodeHashes: true } });

describe("setting up two-factor authentication", () => {
  it("is refused while it is on: a session alone cannot replace the authenticator or the recovery codes", async () => {
    const auth = await enrolledAdmin("hijacked@example.com");
    const before = await twoFactorOf(auth.admin.id);

    await expect(startTwoFactorEnrolment(auth.admin)).rejects.toMatchObject({ kind: "conflict", code: "two_factor_already_on" });
    expect(await twoFactorOf(auth.admin.id)).toEqual(before);

    // A set-up left pending from before is not confirmed either.
    const other = newTotpSecret();
    await db.adminUser.update({ where: { id: auth.admin.id }, data: { totpPendingEncrypted: sealTotpSecret(other) } });
    const code = await totpCodeAt(other);
    await expect(confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, code)).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(/already on/),
    });
    const after = await twoFactorOf(auth.admin.id);
    expect(after.totpSecretEncrypted).toBe(before.totpSecretEncrypted);
    expect(after.recoveryCodeHashes).toEqual(before.recoveryCodeHashes);
    // The other sessions live on.
    expect(await db.adminSession.count({ where: { adminId: auth.admin.id } })).toBe(1);

    // Once turned off with a current code, it can be set up again.
    expect(await turnOffTwoFactor(auth.admin.id, await totpCodeAt(auth.secret))).toBe("off");
    await expect(startTwoFactorEnrolment(auth.admin)).resolves.toMatchObject({ secret: expect.any(String) });
  });
});

describe("checking the current password for a change", () => {
  it("goes through the login throttle: past the free failures the admin must wait, even with the right password", async () => {
    const auth = await createTestAdmin(db, "guessed@example.com", "guessed-admin-password");
    // The clock (Date only) stands still until the delay is over, then moves on by exactly the delay.
    const start = quietMoment(1);
    setDate(start);
    try {
      for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i += 1) {
        expect(await changeAdminPassword(auth.admin, `wrong-guess-${i}`, "a-new-strong-password", CLIENT)).toMatchObject({ ok: false, field: "currentPassword" });
      }
      await expect(changeAdminPassword(auth.admin, auth.password, "a-new-strong-password", CLIENT)).rejects.toMatchObject({
        kind: "rate_limited",
        retryAfterSeconds: 1,
        message: "Too many attempts. Please try again in 1 second.",
      });
      // Each hashed check is in the login audit trail; the refused one was never hashed.
      expect(await db.loginAttempt.count({ where: { email: "guessed@example.com", succeeded: false } })).toBe(LOGIN_FREE_FAILURES + 1);
      const row = await db.adminUser.findUniqueOrThrow({ where: { id: auth.admin.id } });
      await expect(verifyPassword(auth.password, row.passwordHash)).resolves.toBe(true);

      // Once the delay is over the right password works, and starts the e-mail from zero.
      jest.setSystemTime(start + 1000);
      expect(await changeAdminPassword(auth.admin, auth.password, "a-new-strong-password", CLIENT)).toEqual({ ok: true });
      expect(await db.loginThrottle.findUnique({ where: { email: "guessed@example.com" } })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("counts against the cap on password hashes per second shared with logins", async () => {
    const auth = await createTestAdmin(db, "busy@example.com", "busy-admin-password");
    // The clock (Date only) stands still in one second: logins use up that second's hashes.
    setDate(quietMoment(2));
    try {
      for (let i = 0; i < LIMITS.loginHashesPerSecond.limit; i += 1) await claimLoginAttempt(`172.16.5.${i}`, `flood-${i}@example.com`);
      await expect(changeAdminPassword(auth.admin, auth.password, "a-new-strong-password", CLIENT)).rejects.toMatchObject({ kind: "rate_limited", message: TOO_MANY });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("checking the current authenticator code", () => {
  it("allows a few tries per admin, then asks to wait, even for the right code", async () => {
    const auth = await enrolledAdmin("code-guess@example.com");
    const bystander = await enrolledAdmin("bystander@example.com");
    expect(await renewRecoveryCodes(auth.admin.id, await totpCodeAt(auth.secret))).toHaveLength(10);
    for (let i = 1; i < LIMITS.adminCodeChecks.limit; i += 1) {
      const guess = String(100000 + i);
      expect(i % 2 ? await renewRecoveryCodes(auth.admin.id, guess) : await turnOffTwoFactor(auth.admin.id, guess)).toEqual(i % 2 ? null : "invalid_code");
    }
    const code = await totpCodeAt(auth.secret, 30);
    await expect(turnOffTwoFactor(auth.admin.id, code)).rejects.toMatchObject({ kind: "rate_limited", message: TOO_MANY });
    await expect(renewRecoveryCodes(auth.admin.id, code)).rejects.toMatchObject({ kind: "rate_limited", message: TOO_MANY });
    expect((await twoFactorOf(auth.admin.id)).totpEnabledAt).not.toBeNull();
    // Another admin's tries are their own.
    expect(await renewRecoveryCodes(bystander.admin.id, "123456")).toBeNull();
  });
});
