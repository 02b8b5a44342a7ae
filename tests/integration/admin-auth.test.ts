// Admin authentication: POST /api/admin/auth, the guard of every admin API
// (bearer token and session cookie), and login rate limits.
import { createPrismaClient } from "@/lib/db/client";
import { POST as login } from "@/app/api/admin/auth/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { GET as trackingOrders } from "@/app/api/orders/tracking/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { PUT as bulkStatus } from "@/app/api/admin/orders/bulk-status/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { createAdminToken } from "@/lib/auth/token";
import { adminRequest, createTestAdmin, loginRequest, noContext, sessionCookie } from "./support/admin-auth";
import { quietMoment, setDate } from "../support/clock";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

let auth: Awaited<ReturnType<typeof createTestAdmin>>;
beforeAll(async () => {
  auth = await createTestAdmin(db);
});

const adminApis: [string, (auth: { bearer?: string; cookie?: string }) => Response | Promise<Response>][] = [
  ["GET /api/orders", (a) => listOrders(adminRequest("/api/orders", a), noContext)],
  ["GET /api/orders/tracking", (a) => trackingOrders(adminRequest("/api/orders/tracking", a), noContext)],
  ["GET /api/admin/shipping/stats", (a) => shippingStats(adminRequest("/api/admin/shipping/stats", a), noContext)],
  [
    "PUT /api/admin/orders/bulk-status",
    (a) => bulkStatus(adminRequest("/api/admin/orders/bulk-status", a, { method: "PUT", body: JSON.stringify({ orderIds: ["00000000-0000-4000-8000-000000000000"], status: "processing" }) }), noContext),
  ],
  [
    "POST /api/shipping/labels",
    (a) => createLabel(adminRequest("/api/shipping/labels", a, { method: "POST", body: JSON.stringify({ orderId: "00000000-0000-4000-8000-000000000000", carrier: "USPS", service: "Priority Mail" }) }), noContext),
  ],
];

describe("POST /api/admin/auth", () => {
  it("returns a token for the right credentials and 401 { success: false } otherwise", async () => {
    const ok = await login(loginRequest({ email: "API-Admin@example.com", password: auth.password }, "203.0.113.1"), noContext);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe("string");
    const stats = await shippingStats(adminRequest("/api/admin/shipping/stats", { bearer: body.token }), noContext);
    expect(stats.status).toBe(200);

    const wrong = await login(loginRequest({ email: "api-admin@example.com", password: "not-the-password" }, "203.0.113.1"), noContext);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, error: { code: "invalid_credentials", message: "Invalid email or password." } });
    const unknown = await login(loginRequest({ email: "nobody@example.com", password: "whatever-it-is" }, "203.0.113.1"), noContext);
    expect(unknown.status).toBe(401);
  });

  it("answers 429 with Retry-After once an e-mail's failures call for a delay, even with the right password", async () => {
    await createTestAdmin(db, "limited@example.com", "limited-password");
    // The clock (Date only) stands still: the sixth failure's one-second delay
    // has not passed when the right password comes, however long the hashes
    // take on a busy machine.
    setDate(quietMoment(3));
    try {
      for (let i = 0; i < 6; i++) {
        const res = await login(loginRequest({ email: "limited@example.com", password: `wrong-${i}` }, `198.51.100.${i}`), noContext);
        expect(res.status).toBe(401);
      }
      const blocked = await login(loginRequest({ email: "limited@example.com", password: "limited-password" }, "198.51.100.99"), noContext);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await blocked.json()).success).toBe(false);
    } finally {
      jest.useRealTimers();
    }
    expect(await db.loginAttempt.count({ where: { email: "limited@example.com", succeeded: false } })).toBe(6);
  });
});

describe.each(adminApis)("%s", (_name, call) => {
  it("answers 401 without credentials", async () => {
    const res = await call({});
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("answers 401 with an expired or forged token", async () => {
    const expired = await createAdminToken(auth.admin, auth.sessionIds.api, process.env.AUTH_SECRET!, { now: Date.now() - 2 * 3600_000 });
    expect((await call({ bearer: expired })).status).toBe(401);
    const forged = await createAdminToken(auth.admin, auth.sessionIds.api, "another-secret-that-is-long-enough-to-look-real");
    expect((await call({ bearer: forged })).status).toBe(401);
    const [header, payload, signature] = auth.token.split(".");
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), exp: 9999999999 })).toString("base64url");
    expect((await call({ bearer: `${header}.${tampered}.${signature}` })).status).toBe(401);
    const badCookie = await sessionCookie(auth.admin, auth.sessionIds.browser, "another-secret-that-is-long-enough-to-look-real");
    expect((await call({ cookie: badCookie })).status).toBe(401);
  });

  it("passes the guard with the bearer token and with the session cookie", async () => {
    for (const credentials of [{ bearer: auth.token }, { cookie: auth.cookie }]) {
      const res = await call(credentials);
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    }
  });
});
