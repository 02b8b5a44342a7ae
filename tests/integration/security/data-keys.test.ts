// The data key ring (DATA_ENCRYPTION_KEYS) that seals stored secrets: values
// sealed before it (v1, with a key from AUTH_SECRET or GOOGLE_TOKEN_KEY)
// still open after the upgrade; `npm run secrets:reencrypt`, run as an
// operator runs it, moves them and values of older keys to the newest key
// (and a second run moves nothing), after which AUTH_SECRET no longer
// matters; a value whose key was removed is refused with a clear reason,
// never a crash.
import "../../support/checkout-env";
import { spawn } from "node:child_process";
import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { totpCodeAt } from "../../support/totp";
import { db } from "@/lib/db";
import { legacyKey } from "@/lib/security/seal";
import { startFakeGoogle, GOOD_REFRESH } from "../../support/fake-google";
import { adminRequest, createTestAdmin, loginRequest, sessionCookie } from "../support/admin-auth";

jest.setTimeout(180_000);

const none = { params: Promise.resolve({}) } as never;
/** The key the other tests seal with (tests/integration/setup-env.ts): kept first, so they still read what they stored. */
const TEST_KEYS = process.env.DATA_ENCRYPTION_KEYS!;
const OLD_KEY = `old0:${Buffer.alloc(32, 5).toString("base64")}`;
const GONE_KEY = `gone:${Buffer.alloc(32, 6).toString("base64")}`;
const LEGACY_SECRET = "the-auth-secret-before-the-key-ring-0123456789";
const GOOGLE_TOKEN_KEY = "the-google-token-key-before-the-key-ring-0123";
const ENV = ["AUTH_SECRET", "AUTH_SECRET_PREVIOUS", "DATA_ENCRYPTION_KEYS", "GOOGLE_TOKEN_KEY", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_API_BASE"] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await db.googleIntegrationToken.deleteMany();
  await db.adminUser.deleteMany({ where: { email: { endsWith: "@keys.example.com" } } });
  await google.close();
  await db.$disconnect();
});

/** The shop's modules as an instance with these settings loads them. */
async function shopWith(env: { AUTH_SECRET: string; DATA_ENCRYPTION_KEYS: string; GOOGLE_TOKEN_KEY?: string }) {
  for (const name of ENV) delete process.env[name];
  Object.assign(process.env, env, { GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "GOCSPX-test-secret", GOOGLE_API_BASE: google.url });
  let shop!: {
    login: typeof import("@/app/api/admin/auth/route").POST;
    accounts: typeof import("@/app/api/google-my-business/accounts/route").GET;
    security: typeof import("@/lib/auth/account-security");
  };
  await jest.isolateModulesAsync(async () => {
    shop = {
      login: (await import("@/app/api/admin/auth/route")).POST,
      accounts: (await import("@/app/api/google-my-business/accounts/route")).GET,
      security: await import("@/lib/auth/account-security"),
    };
  });
  return shop;
}
type Shop = Awaited<ReturnType<typeof shopWith>>;

/** A value as the shop sealed it before the key ring: "v1.<iv>.<tag>.<data>" with a key derived from a secret. */
function sealV1(plain: string, secret: string, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", legacyKey(secret, label), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** A recovery code as stored before the key ring: an HMAC keyed with AUTH_SECRET. */
const legacyRecoveryHash = (code: string, secret: string) => createHmac("sha256", `admin-recovery-code:${secret}`).update(code.replace(/-/g, "")).digest("base64url");

const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const LEGACY_CODES = ["abcd-efgh-jkmn", "pqrs-tuvw-xyz2"];

/** An admin whose two-factor secret and recovery codes were stored before the key ring, with LEGACY_SECRET. */
/** Google's tokens as stored before the key ring, with GOOGLE_TOKEN_KEY; the access token expired. */
async function legacyGoogleTokens() {
  await db.googleIntegrationToken.deleteMany();
  await db.googleIntegrationToken.create({
    data: {
      service: "business_profile",
      accessTokenEncrypted: sealV1("ya29.expired-access-token", GOOGLE_TOKEN_KEY, "google-token-encryption"),
      refreshTokenEncrypted: sealV1(GOOD_REFRESH, GOOGLE_TOKEN_KEY, "google-token-encryption"),
      expiresAt: new Date(Date.now() - 60_000),
    },
  });
}

async function legacyAdmin(email: string) {
  const auth = await createTestAdmin(db, email, "keys-admin-password");
  await db.adminUser.update({
    where: { id: auth.admin.id },
    data: {
      totpSecretEncrypted: sealV1(TOTP_SECRET, LEGACY_SECRET, "admin-totp-secret"),
      totpEnabledAt: new Date(),
      totpLastStep: null,
      recoveryCodeHashes: LEGACY_CODES.map((code) => legacyRecoveryHash(code, LEGACY_SECRET)),
    },
  });
  return auth;
}

/** An admin who set up two-factor authentication on a shop sealing with `keys`: the secret of their app and their recovery codes. */
async function enrolledAdmin(email: string, keys: string) {
  const shop = await shopWith({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: keys });
  const auth = await createTestAdmin(db, email, "keys-admin-password");
  const { secret } = await shop.security.startTwoFactorEnrolment(auth.admin);
  const recovery = await shop.security.confirmTwoFactorEnrolment({ id: auth.admin.id, sessionId: auth.sessionIds.browser }, await totpCodeAt(secret, -30));
  return { ...auth, secret, recovery: recovery! };
}

let client = 0;
async function signIn(shop: Shop, email: string, code: string) {
  client += 1;
  return (await shop.login(loginRequest({ email, password: "keys-admin-password", code }, `198.51.100.${client}`), none)).status;
}

async function listAccounts(shop: Shop) {
  const auth = await createTestAdmin(db, "google-reader@keys.example.com", "keys-admin-password");
  const res = await shop.accounts(adminRequest("/api/google-my-business/accounts", { cookie: await sessionCookie(auth.admin, auth.sessionIds.browser) }), none);
  expect(res.status).toBe(200);
  return ((await res.json()) as { message: string }).message;
}

/** `npm run secrets:reencrypt` in a process of its own, as package.json runs it. */
function reencrypt(env: Record<string, string>) {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["secrets:reencrypt"];
  const [, ...tsxArgs] = script.split(" ");
  const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), ...tsxArgs], {
    env: { ...process.env, GOOGLE_TOKEN_KEY: "", AUTH_SECRET_PREVIOUS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("close", (code) => resolve({ code, output })));
}

const twoFactorOf = (email: string) => db.adminUser.findUniqueOrThrow({ where: { email }, select: { totpSecretEncrypted: true, recoveryCodeHashes: true } });

describe("after the upgrade, values sealed before the key ring", () => {
  it("still open: an admin signs in with their authenticator and a recovery code, and Google's token is read", async () => {
    await legacyAdmin("legacy-open@keys.example.com");
    await legacyGoogleTokens();
    const shop = await shopWith({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: TEST_KEYS, GOOGLE_TOKEN_KEY });
    expect(await signIn(shop, "legacy-open@keys.example.com", await totpCodeAt(TOTP_SECRET))).toBe(200);
    expect(await signIn(shop, "legacy-open@keys.example.com", LEGACY_CODES[0]!)).toBe(200);
    expect(await listAccounts(shop)).toBe("Connected: 2 accounts.");
    // The refreshed tokens were stored with the key ring.
    const row = await db.googleIntegrationToken.findUniqueOrThrow({ where: { service: "business_profile" } });
    expect(row.accessTokenEncrypted.startsWith("v2.test1.")).toBe(true);
    expect(row.refreshTokenEncrypted!.startsWith("v2.test1.")).toBe(true);
  });
});

describe("npm run secrets:reencrypt", () => {
  it("moves v1 values and values of an older key to the newest key, then AUTH_SECRET no longer matters; a second run moves nothing", async () => {
    await legacyAdmin("legacy-move@keys.example.com");
    await legacyGoogleTokens();
    const older = await enrolledAdmin("older-key@keys.example.com", OLD_KEY);
    expect((await twoFactorOf("older-key@keys.example.com")).totpSecretEncrypted!.startsWith("v2.old0.")).toBe(true);

    const first = await reencrypt({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: `${TEST_KEYS},${OLD_KEY}`, GOOGLE_TOKEN_KEY });
    expect(first.output).toContain('sealed with the newest data key "test1"');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/two-factor secrets: +[1-9]\d* re-encrypted/);
    expect(first.output).toMatch(/recovery codes: +([1-9]\d*) re-encrypted, \d+ already current, 0 unreadable, [1-9]\d* from before the key ring/);
    expect(first.output).toMatch(/Google tokens: +2 re-encrypted/);
    expect(first.output).toMatch(/Ask [^\n]*legacy-move@keys\.example\.com[^\n]* to make new recovery codes/);

    const moved = await twoFactorOf("legacy-move@keys.example.com");
    expect(moved.totpSecretEncrypted!.startsWith("v2.test1.")).toBe(true);
    // Keyed hashes of codes nobody keeps cannot be moved: they are left as they were.
    expect(moved.recoveryCodeHashes).toEqual(LEGACY_CODES.map((code) => legacyRecoveryHash(code, LEGACY_SECRET)));
    const olderRow = await twoFactorOf("older-key@keys.example.com");
    expect(olderRow.totpSecretEncrypted!.startsWith("v2.test1.")).toBe(true);
    expect(olderRow.recoveryCodeHashes).toHaveLength(10);
    for (const code of olderRow.recoveryCodeHashes) expect(code.startsWith("v2.test1.")).toBe(true);
    const google = await db.googleIntegrationToken.findUniqueOrThrow({ where: { service: "business_profile" } });
    expect(google.accessTokenEncrypted.startsWith("v2.test1.")).toBe(true);
    expect(google.refreshTokenEncrypted!.startsWith("v2.test1.")).toBe(true);

    const second = await reencrypt({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: `${TEST_KEYS},${OLD_KEY}`, GOOGLE_TOKEN_KEY });
    expect(second.code).toBe(0);
    expect(second.output).toMatch(/two-factor secrets: +0 re-encrypted/);
    expect(second.output).toMatch(/recovery codes: +0 re-encrypted/);
    expect(second.output).toMatch(/Google tokens: +0 re-encrypted/);

    // The old key and the old AUTH_SECRET gone: every moved value still works.
    const after = await shopWith({ AUTH_SECRET: "a-brand-new-auth-secret-0123456789-abcdefghij", DATA_ENCRYPTION_KEYS: TEST_KEYS });
    expect(await signIn(after, "legacy-move@keys.example.com", await totpCodeAt(TOTP_SECRET, 30))).toBe(200);
    expect(await signIn(after, "older-key@keys.example.com", await totpCodeAt(older.secret))).toBe(200);
    expect(await signIn(after, "older-key@keys.example.com", older.recovery[0]!)).toBe(200);
    expect(await listAccounts(after)).toBe("Connected: 2 accounts.");
  });
});

describe("a value sealed with a key that was removed", () => {
  it("does not open: the sign-in is refused and the log names the key, Google says to authorize again, the command lists it", async () => {
    const lost = await enrolledAdmin("lost-key@keys.example.com", GONE_KEY);
    const shop = await shopWith({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: TEST_KEYS });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      client += 1;
      const res = await shop.login(loginRequest({ email: "lost-key@keys.example.com", password: "keys-admin-password", code: await totpCodeAt(lost.secret) }, `198.51.100.${client}`), none);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("invalid_two_factor_code");
      expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toContainEqual(
        expect.objectContaining({ area: "secrets", msg: "a stored two-factor secret cannot be opened", reason: 'it was sealed with the data key "gone", which DATA_ENCRYPTION_KEYS no longer holds' }),
      );

      await db.googleIntegrationToken.update({
        where: { service: "business_profile" },
        data: { accessTokenEncrypted: "v2.gone.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA", expiresAt: new Date(Date.now() + 3_600_000) },
      });
      expect(await listAccounts(shop)).toBe("The saved authorization can't be read with the current encryption keys. Click Authorize to connect again.");
      // Kept: putting the key back would make it readable again.
      expect(await db.googleIntegrationToken.count()).toBe(1);
    } finally {
      logged.mockRestore();
    }

    const run = await reencrypt({ AUTH_SECRET: LEGACY_SECRET, DATA_ENCRYPTION_KEYS: TEST_KEYS });
    expect(run.code).toBe(1);
    expect(run.output).toContain('cannot be opened: admin lost-key@keys.example.com: two-factor secret: it was sealed with the data key "gone", which DATA_ENCRYPTION_KEYS no longer holds');
    expect(run.output).toMatch(/could not be opened with DATA_ENCRYPTION_KEYS; they were left as they are/);
    expect((await twoFactorOf("lost-key@keys.example.com")).totpSecretEncrypted!.startsWith("v2.gone.")).toBe(true);
  });
});
