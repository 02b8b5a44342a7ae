// `npm run admin:reset-2fa -- --email X`, run as an operator runs it: the
// break-glass for an admin who lost their authenticator. Their two-factor
// authentication is turned off (secret and recovery codes removed), every
// session and bearer token of theirs ends, and the change log says so; an
// unknown e-mail changes nothing and says which admins there are.
import "../../support/checkout-env";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { totpCodeAt } from "../../support/totp";
import { POST as login } from "@/app/api/admin/auth/route";
import { GET as stats } from "@/app/api/admin/shipping/stats/route";
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from "@/lib/auth/account-security";
import { startAdminSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { adminRequest, createTestAdmin, loginRequest, noContext } from "../support/admin-auth";

jest.setTimeout(120_000);

afterAll(async () => {
  await db.adminUser.deleteMany({ where: { email: { endsWith: "@break-glass.example.com" } } });
  await db.$disconnect();
});

/** The command in a process of its own, as package.json runs it. */
function resetTwoFactor(args: string[]) {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["admin:reset-2fa"];
  const [, ...tsxArgs] = script.split(" ");
  const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), ...tsxArgs, ...args], {
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("close", (code) => resolve({ code, output })));
}

const statsWith = (auth: { bearer?: string; cookie?: string }) => stats(adminRequest("/api/admin/shipping/stats", auth), noContext);

it("turns off the admin's two-factor authentication, ends all their sessions and writes the change log", async () => {
  const auth = await createTestAdmin(db, "lost-phone@break-glass.example.com", "lost-phone-password");
  const { secret } = await startTwoFactorEnrolment(auth.admin);
  const recovery = await confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, await totpCodeAt(secret, -30));
  expect(recovery).toHaveLength(10);
  const api = await startAdminSession(auth.admin.id, "api");
  const { createAdminToken } = await import("@/lib/auth/token");
  const token = await createAdminToken(auth.admin, api.id, process.env.AUTH_SECRET!);
  expect((await statsWith({ cookie: auth.cookie })).status).toBe(200);
  expect((await statsWith({ bearer: token })).status).toBe(200);
  // Another admin's session is none of the command's business.
  const other = await createTestAdmin(db, "colleague@break-glass.example.com", "colleague-password");

  const result = await resetTwoFactor(["--email", "Lost-Phone@break-glass.example.com"]);
  expect(result.output).toContain("Two-factor authentication of lost-phone@break-glass.example.com is off: its secret and 10 recovery code(s) were removed.");
  expect(result.output).toContain("2 session(s) and API token(s) of lost-phone@break-glass.example.com ended.");
  expect(result.code).toBe(0);

  const row = await db.adminUser.findUniqueOrThrow({ where: { id: auth.admin.id } });
  expect(row).toMatchObject({ totpSecretEncrypted: null, totpPendingEncrypted: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] });
  expect(await db.adminSession.count({ where: { adminId: auth.admin.id } })).toBe(0);
  expect((await statsWith({ cookie: auth.cookie })).status).toBe(401);
  expect((await statsWith({ bearer: token })).status).toBe(401);
  expect((await statsWith({ bearer: other.token })).status).toBe(200);

  const change = await db.contentChange.findFirstOrThrow({ where: { entity: "admin", entityId: auth.admin.id }, orderBy: { createdAt: "desc" } });
  expect(change).toMatchObject({ action: "update", adminId: null, adminEmail: "command line" });
  expect(change.summary).toBe("Two-factor authentication of lost-phone@break-glass.example.com turned off and 2 sessions ended (npm run admin:reset-2fa: lost authenticator).");
  expect(JSON.stringify(change.before)).not.toContain(secret);

  // They sign in with the password alone now.
  const signedIn = await login(loginRequest({ email: "lost-phone@break-glass.example.com", password: "lost-phone-password" }, "203.0.113.91"), noContext);
  expect(signedIn.status).toBe(200);

  // Run again: nothing is on, nothing changes, nothing more is logged.
  const again = await resetTwoFactor(["--email", "lost-phone@break-glass.example.com"]);
  expect(again.code).toBe(0);
  expect(again.output).toContain("Two-factor authentication is not on for lost-phone@break-glass.example.com; nothing was changed.");
  expect(await db.contentChange.count({ where: { entity: "admin", entityId: auth.admin.id } })).toBe(1);
  expect(await db.adminSession.count({ where: { adminId: auth.admin.id } })).toBe(1);
});

it("changes nothing for an unknown e-mail, and says so with the admins there are", async () => {
  await createTestAdmin(db, "known@break-glass.example.com", "known-admin-password");
  const before = await db.contentChange.count();
  const result = await resetTwoFactor(["--email", "nobody@break-glass.example.com"]);
  expect(result.code).toBe(1);
  expect(result.output).toContain("No admin has the e-mail nobody@break-glass.example.com; nothing was changed.");
  expect(result.output).toMatch(/The admins are: [^\n]*known@break-glass\.example\.com/);
  expect(await db.contentChange.count()).toBe(before);
});

it("asks for the e-mail when none is given", async () => {
  const result = await resetTwoFactor([]);
  expect(result.code).toBe(2);
  expect(result.output).toContain("npm run admin:reset-2fa -- --email owner@example.com");
});
