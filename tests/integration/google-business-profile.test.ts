// Google My Business through googleapis against a local stand-in for Google's
// token endpoint and accounts API: the consent URL and its state, the code
// exchange (accepted and refused), encrypted token storage, the accounts list,
// an expired access token (refreshed) and a revoked refresh token (disconnect).
import { startFakeGoogle, GOOD_CODE, REFUSED_CODE, REVOKED_REFRESH, ACCOUNTS } from "../support/fake-google";
import { adminRequest, createTestAdmin } from "./support/admin-auth";

type Loaded = {
  auth: typeof import("@/app/api/google-my-business/auth/route").GET;
  accounts: typeof import("@/app/api/google-my-business/accounts/route").GET;
  callback: typeof import("@/app/api/google-my-business/callback/route").GET;
  db: typeof import("@/lib/db").db;
  keys: typeof import("@/lib/security/data-keys");
};

const noContext = undefined as never;
const GOOGLE_ENV = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_API_BASE", "GOOGLE_TOKEN_KEY", "NEXT_PUBLIC_SITE_URL"];

async function load(env: Record<string, string>): Promise<Loaded> {
  for (const name of GOOGLE_ENV) delete process.env[name];
  Object.assign(process.env, env);
  let loaded!: Loaded;
  await jest.isolateModulesAsync(async () => {
    loaded = {
      auth: (await import("@/app/api/google-my-business/auth/route")).GET,
      accounts: (await import("@/app/api/google-my-business/accounts/route")).GET,
      callback: (await import("@/app/api/google-my-business/callback/route")).GET,
      db: (await import("@/lib/db")).db,
      keys: await import("@/lib/security/data-keys"),
    };
  });
  return loaded;
}

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let admin: Awaited<ReturnType<typeof createTestAdmin>>;
let other: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  const { db } = await load({});
  admin = await createTestAdmin(db);
  other = await createTestAdmin(db, "second-admin@example.com", "second-admin-password");
  await db.googleIntegrationToken.deleteMany();
});

afterAll(async () => {
  await google.close();
  for (const name of GOOGLE_ENV) delete process.env[name];
});

const as = (who: { cookie: string }, path: string) => adminRequest(path, { cookie: who.cookie });

describe("without a Google OAuth client", () => {
  let app: Loaded;
  beforeAll(async () => {
    app = await load({});
  });

  test("the auth endpoint answers a clear 503 instead of a broken URL", async () => {
    const res = await app.auth(as(admin, "/api/google-my-business/auth"), noContext);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.code).toBe("google_not_configured");
    expect(body.error.message).toContain("GOOGLE_CLIENT_ID");
  });

  test("the accounts list is empty and says what to configure", async () => {
    const res = await app.accounts(as(admin, "/api/google-my-business/accounts"), noContext);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.accounts).toEqual([]);
    expect(body.message).toMatch(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  test("both endpoints and the callback answer 401 to signed-out callers", async () => {
    for (const call of [
      app.auth(adminRequest("/api/google-my-business/auth", {}), noContext),
      app.accounts(adminRequest("/api/google-my-business/accounts", {}), noContext),
      app.callback(adminRequest("/api/google-my-business/callback?code=x&state=y", {}), noContext),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });
});

describe("with a Google OAuth client", () => {
  let app: Loaded;
  beforeAll(async () => {
    app = await load({
      GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "GOCSPX-test-secret",
      GOOGLE_API_BASE: google.url,
      NEXT_PUBLIC_SITE_URL: "https://shop.example.com",
    });
    await app.db.googleIntegrationToken.deleteMany();
  });

  async function start(who = admin) {
    const res = await app.auth(as(who, "/api/google-my-business/auth"), noContext);
    expect(res.status).toBe(200);
    const { authUrl } = (await res.json()) as { authUrl: string };
    const setCookie = res.headers.get("set-cookie")!;
    const nonceCookie = setCookie.split(";")[0];
    return { authUrl: new URL(authUrl), setCookie, nonceCookie, state: new URL(authUrl).searchParams.get("state")! };
  }

  function callback(query: string, cookie: string) {
    return app.callback(adminRequest(`/api/google-my-business/callback?${query}`, { cookie }), noContext);
  }

  test("before authorizing, the accounts list says it is not connected", async () => {
    const body = await (await app.accounts(as(admin, "/api/google-my-business/accounts"), noContext)).json();
    expect(body).toEqual({ accounts: [], message: expect.stringMatching(/not connected/i) });
  });

  test("the consent URL asks Google for offline access to the Business Profile, with a state bound to this browser", async () => {
    const { authUrl, setCookie, state } = await start();
    expect(authUrl.origin).toBe("https://accounts.google.com");
    expect(authUrl.searchParams.get("client_id")).toBe("1234-test.apps.googleusercontent.com");
    expect(authUrl.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/business.manage");
    expect(authUrl.searchParams.get("access_type")).toBe("offline");
    expect(authUrl.searchParams.get("response_type")).toBe("code");
    expect(authUrl.searchParams.get("redirect_uri")).toBe("https://shop.example.com/api/google-my-business/callback");
    expect(state.length).toBeGreaterThan(40);
    expect(setCookie).toMatch(/^gmb_oauth_state=[^;]+; Path=\/api\/google-my-business; Max-Age=600; SameSite=Lax; HttpOnly/);
  });

  test("a callback with a forged, foreign or cookie-less state stores nothing", async () => {
    const mine = await start();
    const theirs = await start(other);
    const cases = [
      callback(`code=${encodeURIComponent(GOOD_CODE)}&state=forged.state`, `${admin.cookie}; ${mine.nonceCookie}`),
      callback(`code=${encodeURIComponent(GOOD_CODE)}&state=${mine.state}`, admin.cookie),
      callback(`code=${encodeURIComponent(GOOD_CODE)}&state=${theirs.state}`, `${admin.cookie}; ${theirs.nonceCookie}`),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/google-integrations?google=invalid_state");
    }
    expect(google.tokenRequests).toHaveLength(0);
    expect(await app.db.googleIntegrationToken.count()).toBe(0);
  });

  test("a code Google refuses is reported and stores nothing", async () => {
    const { state, nonceCookie } = await start();
    const res = await callback(`code=${encodeURIComponent(REFUSED_CODE)}&state=${state}`, `${admin.cookie}; ${nonceCookie}`);
    expect(res.headers.get("location")).toBe("/admin/google-integrations?google=refused");
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: "authorization_code", code: REFUSED_CODE });
    expect(await app.db.googleIntegrationToken.count()).toBe(0);
  });

  test("cancelling at Google is reported as denied", async () => {
    const { state, nonceCookie } = await start();
    const res = await callback(`error=access_denied&state=${state}`, `${admin.cookie}; ${nonceCookie}`);
    expect(res.headers.get("location")).toBe("/admin/google-integrations?google=denied");
  });

  test("an accepted code is exchanged, the tokens are stored encrypted, and the accounts are listed", async () => {
    const { state, nonceCookie } = await start();
    const res = await callback(`code=${encodeURIComponent(GOOD_CODE)}&state=${state}`, `${admin.cookie}; ${nonceCookie}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/google-integrations?google=connected");
    expect(res.headers.get("set-cookie")).toMatch(/^gmb_oauth_state=; .*Max-Age=0/);
    expect(google.tokenRequests.at(-1)).toMatchObject({
      grant_type: "authorization_code",
      code: GOOD_CODE,
      client_id: "1234-test.apps.googleusercontent.com",
      client_secret: "GOCSPX-test-secret",
      redirect_uri: "https://shop.example.com/api/google-my-business/callback",
    });

    const row = await app.db.googleIntegrationToken.findUniqueOrThrow({ where: { service: "business_profile" } });
    expect(row.accessTokenEncrypted).not.toContain("ya29");
    expect(row.refreshTokenEncrypted).not.toContain("refresh");
    // Sealed with the data key ring's first key.
    expect(row.accessTokenEncrypted.startsWith(`v2.${process.env.DATA_ENCRYPTION_KEYS!.split(":")[0]}.`)).toBe(true);
    const accessToken = app.keys.openSecret("google-token", row.accessTokenEncrypted)!;
    expect(accessToken).toMatch(/^ya29\./);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now());

    const body = await (await app.accounts(as(admin, "/api/google-my-business/accounts"), noContext)).json();
    expect(body.accounts).toEqual(ACCOUNTS.map(({ name, accountName, type, role, verificationState }) => ({ name, accountName, type, role, verificationState })));
    expect(body.message).toBe("Connected: 2 accounts.");
    expect(google.apiRequests.at(-1)!.authorization).toBe(`Bearer ${accessToken}`);
  });

  test("an expired access token is refreshed with the stored refresh token, and the new one is kept", async () => {
    const before = await app.db.googleIntegrationToken.findUniqueOrThrow({ where: { service: "business_profile" } });
    const oldToken = app.keys.openSecret("google-token", before.accessTokenEncrypted)!;
    google.expire(oldToken);
    await app.db.googleIntegrationToken.update({ where: { id: before.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });

    const body = await (await app.accounts(as(admin, "/api/google-my-business/accounts"), noContext)).json();
    expect(body.accounts).toHaveLength(2);
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: "refresh_token" });

    const after = await app.db.googleIntegrationToken.findUniqueOrThrow({ where: { service: "business_profile" } });
    const newToken = app.keys.openSecret("google-token", after.accessTokenEncrypted)!;
    expect(newToken).not.toBe(oldToken);
    expect(google.apiRequests.at(-1)!.authorization).toBe(`Bearer ${newToken}`);
    expect(after.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(app.keys.openSecret("google-token", after.refreshTokenEncrypted!)).toBe(app.keys.openSecret("google-token", before.refreshTokenEncrypted!));
  });

  test("a revoked refresh token disconnects and asks to authorize again", async () => {
    await app.db.googleIntegrationToken.update({
      where: { service: "business_profile" },
      data: { refreshTokenEncrypted: app.keys.sealSecret("google-token", REVOKED_REFRESH), expiresAt: new Date(Date.now() - 60_000) },
    });
    const res = await app.accounts(as(admin, "/api/google-my-business/accounts"), noContext);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.accounts).toEqual([]);
    expect(body.message).toMatch(/Authorize to connect again/);
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: "refresh_token", refresh_token: REVOKED_REFRESH });
    expect(await app.db.googleIntegrationToken.count()).toBe(0);
  });
});
