// Admins' sessions end as people expect: Logout ends this browser's session
// only; "Sign out everywhere" (POST /api/admin/auth/sign-out-everywhere) and a
// password change end every session and bearer token of the admin.
import { POST as signOutEverywhere } from "@/app/api/admin/auth/sign-out-everywhere/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { logoutAdmin } from "@/components/admin/actions";
import { signOut } from "@/auth";
import { changeAdminPassword } from "@/lib/auth/account-security";
import { getAdminPageSession } from "@/lib/auth/session";
import { startAdminSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { adminRequest, createTestAdmin, noContext, sessionCookie } from "../support/admin-auth";

// The logout action runs inside Next.js: the session it reads (Auth.js's
// cookie of this request) and Auth.js's cookie clearing are given here.
jest.mock("@/lib/auth/session", () => ({ ...jest.requireActual("@/lib/auth/session"), getAdminPageSession: jest.fn() }));
jest.mock("@/auth", () => ({ ...jest.requireActual("@/auth"), signOut: jest.fn(async () => undefined) }));

jest.setTimeout(60_000);

afterAll(async () => {
  await db.adminUser.deleteMany({ where: { email: { endsWith: "@sign-out.example.com" } } });
  await db.$disconnect();
});

const stats = async (auth: { bearer?: string; cookie?: string }) => (await shippingStats(adminRequest("/api/admin/shipping/stats", auth), noContext)).status;

/** An admin signed in on two browsers (A and B) and with an API token. */
async function adminOnTwoDevices(email: string, password = "sign-out-admin-password") {
  const admin = await createTestAdmin(db, email, password);
  const deviceB = await startAdminSession(admin.admin.id, "browser");
  return {
    ...admin,
    a: { cookie: admin.cookie, sessionId: admin.sessionIds.browser },
    b: { cookie: await sessionCookie(admin.admin, deviceB.id), sessionId: deviceB.id },
  };
}

describe("Logout", () => {
  it("ends this browser's session only: the admin's other browser and token stay signed in", async () => {
    const admin = await adminOnTwoDevices("logout@sign-out.example.com");
    jest.mocked(getAdminPageSession).mockResolvedValueOnce({ principal: null, id: admin.admin.id, email: admin.admin.email, sessionId: admin.a.sessionId, twoFactor: false });

    await logoutAdmin();

    expect(jest.mocked(signOut)).toHaveBeenCalledWith({ redirect: false });
    expect(await stats({ cookie: admin.a.cookie })).toBe(401);
    expect(await stats({ cookie: admin.b.cookie })).toBe(200);
    expect(await stats({ bearer: admin.token })).toBe(200);
  });
});

describe("Sign out everywhere", () => {
  it("ends every session and bearer token of the admin, and only that admin's", async () => {
    const admin = await adminOnTwoDevices("everywhere@sign-out.example.com");
    const other = await createTestAdmin(db, "bystander@sign-out.example.com", "bystander-admin-password");

    const res = await signOutEverywhere(adminRequest("/api/admin/auth/sign-out-everywhere", { cookie: admin.a.cookie }, { method: "POST" }), noContext);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 3 });
    expect(res.headers.getSetCookie()).toContain("authjs.session-token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly");

    expect(await stats({ cookie: admin.a.cookie })).toBe(401);
    expect(await stats({ cookie: admin.b.cookie })).toBe(401);
    expect(await stats({ bearer: admin.token })).toBe(401);
    expect(await stats({ cookie: other.cookie })).toBe(200);
    expect(await stats({ bearer: other.token })).toBe(200);
  });

  it("works with a bearer token too, and refuses a cross-site request or no session", async () => {
    const admin = await adminOnTwoDevices("refusals@sign-out.example.com");
    const crossSite = await signOutEverywhere(
      adminRequest("/api/admin/auth/sign-out-everywhere", { cookie: admin.b.cookie }, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }),
      noContext,
    );
    expect(crossSite.status).toBe(403);
    expect(await stats({ cookie: admin.a.cookie })).toBe(200);
    expect((await signOutEverywhere(adminRequest("/api/admin/auth/sign-out-everywhere", {}, { method: "POST" }), noContext)).status).toBe(401);

    const byToken = await signOutEverywhere(adminRequest("/api/admin/auth/sign-out-everywhere", { bearer: admin.token }, { method: "POST" }), noContext);
    expect(byToken.status).toBe(200);
    expect(await stats({ cookie: admin.a.cookie })).toBe(401);
    expect(await stats({ cookie: admin.b.cookie })).toBe(401);
  });
});

describe("a password change", () => {
  it("ends the admin's other sessions and tokens (and this one: the new password signs in again)", async () => {
    const admin = await adminOnTwoDevices("password@sign-out.example.com", "first-admin-password");
    expect(await changeAdminPassword(admin.admin, "first-admin-password", "second-admin-password-9", "203.0.113.41")).toEqual({ ok: true });
    expect(await stats({ cookie: admin.b.cookie })).toBe(401);
    expect(await stats({ bearer: admin.token })).toBe(401);
    expect(await stats({ cookie: admin.a.cookie })).toBe(401);
  });
});
