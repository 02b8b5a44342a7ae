// The owner's review of wholesale applications through the admin API.
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { GET as listApplications } from "@/app/api/admin/wholesale/applications/route";
import { POST as reviewApplication } from "@/app/api/admin/wholesale/applications/[id]/review/route";
import { createPrismaClient } from "@/lib/db/client";

const db = createPrismaClient(process.env.DATABASE_URL!);
let token: string;
let adminId: string;

async function newApplication(businessName: string) {
  return db.wholesaleApplication.create({
    data: {
      businessName, contactName: "Lee Park", email: `${businessName.replace(/\W/g, "").toLowerCase()}@example.com`,
      phone: "3125550123", businessType: "body_art", street: "500 State St", city: "Chicago", state: "IL",
      zipCode: "60605", estimatedMonthlyVolume: 120, packageTier: "professional",
    },
  });
}

const review = (id: string, body: unknown, auth: { bearer?: string } = { bearer: token }) =>
  reviewApplication(
    adminRequest(`/api/admin/wholesale/applications/${id}/review`, auth, { method: "POST", body: JSON.stringify(body) }),
    { params: Promise.resolve({ id }) },
  );

beforeAll(async () => {
  const admin = await createTestAdmin(db, "wholesale-reviewer@example.com");
  token = admin.token;
  adminId = admin.admin.id;
});
afterAll(() => db.$disconnect());

describe("wholesale review API", () => {
  it("refuses requests without an admin with 401 and no data", async () => {
    const res = await listApplications(adminRequest("/api/admin/wholesale/applications", {}), {});
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain("@example.com");
    const application = await newApplication("Unauthorised Ink");
    expect((await review(application.id, { decision: "approved" }, {})).status).toBe(401);
    expect((await db.wholesaleApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("pending");
  });

  it("lists applications newest first with package and volume, filterable by status", async () => {
    const older = await newApplication("Older Studio");
    const newer = await newApplication("Newer Studio");
    const res = await listApplications(adminRequest("/api/admin/wholesale/applications?status=pending", { bearer: token }), {});
    expect(res.status).toBe(200);
    const list = await res.json();
    const ids = list.map((a: { id: string }) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((a: { id: string }) => a.id === newer.id)).toMatchObject({
      businessName: "Newer Studio",
      estimatedMonthlyVolume: 120,
      businessType: "body_art",
      status: "pending",
      package: { id: "professional", name: "Professional Package" },
    });
  });

  it("approves a pending application once and records who decided", async () => {
    const application = await newApplication("Approve Me Tattoo");
    const res = await review(application.id, { decision: "approved", note: "Verified EIN" });
    expect(res.status).toBe(200);
    const row = await db.wholesaleApplication.findUniqueOrThrow({ where: { id: application.id } });
    expect(row).toMatchObject({ status: "approved", reviewNote: "Verified EIN", reviewedById: adminId });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const again = await review(application.id, { decision: "rejected" });
    expect(again.status).toBe(409);
    expect((await db.wholesaleApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("approved");
  });

  it("rejects, and refuses unknown decisions and ids", async () => {
    const application = await newApplication("Reject Me Tattoo");
    expect((await review(application.id, { decision: "maybe" })).status).toBe(400);
    expect((await review(application.id, { decision: "rejected" })).status).toBe(200);
    expect((await review("00000000-0000-4000-8000-000000000000", { decision: "approved" })).status).toBe(404);
    expect((await review("not-a-uuid", { decision: "approved" })).status).toBe(404);
  });
});
