// Abuse limits of the public writes and lookups this file covers: wholesale
// applications, tracking lookups (API and page share one limit) and forum
// view reports. Each is allowed up to its limit, then answered 429 with
// Retry-After in the API error format, per client address.
import { POST as applyWholesale } from "@/app/api/wholesale/applications/route";
import { GET as track } from "@/app/api/track/[trackingNumber]/route";
import { POST as reportView } from "@/app/api/forum/posts/[id]/views/route";
import { LIMITS } from "@/lib/security/limits";
import { db } from "@/lib/db";
import { nextWindowStart, setDate } from "../../support/clock";

const from = (address: string) => ({ "x-forwarded-for": address });

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = await res.json();
  expect(body.error).toEqual({ code: "too_many_requests", message: expect.any(String) });
}

let sequence = 0;
function application(address: string) {
  sequence += 1;
  const body = {
    businessName: `Limit Studio ${sequence}`,
    contactName: "Lee Limit",
    email: `limit${sequence}-${Date.now()}@example.com`,
    phone: "5035550142",
    businessType: "tattoo_shop",
    businessAddress: { street: "12 Oak St", city: "Portland", state: "OR", zipCode: "97201", country: "United States" },
    estimatedMonthlyVolume: 40,
    packageTier: "starter",
  };
  return applyWholesale(
    new Request("http://localhost/api/wholesale/applications", { method: "POST", headers: { "content-type": "application/json", ...from(address) }, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) },
  );
}

// The limits count in fixed windows: each test stops the clock (Date only) a
// second into a window of its own limit, so that its requests all fall in one
// window whatever the real time (a run across 10:00:00 counted from zero again).
const inFreshWindow = (windowSeconds: number) => setDate(nextWindowStart(windowSeconds) + 1000);

describe("public write limits", () => {
  afterEach(() => jest.useRealTimers());

  it("wholesale applications: the limit per client, then 429; another client is not affected; invalid bodies do not count", async () => {
    inFreshWindow(LIMITS.wholesaleApplications.windowSeconds);
    const invalid = await applyWholesale(
      new Request("http://localhost/api/wholesale/applications", { method: "POST", headers: { "content-type": "application/json", ...from("203.0.113.50") }, body: "{}" }),
      { params: Promise.resolve({}) },
    );
    expect(invalid.status).toBe(400);
    for (let i = 0; i < LIMITS.wholesaleApplications.limit; i += 1) expect((await application("203.0.113.50")).status).toBe(201);
    const before = await db.wholesaleApplication.count();
    await expectLimited(await application("203.0.113.50"));
    expect(await db.wholesaleApplication.count()).toBe(before);
    expect((await application("203.0.113.51")).status).toBe(201);
  });

  it("tracking lookups: the limit per client, found or not, then 429", async () => {
    inFreshWindow(LIMITS.trackingLookups.windowSeconds);
    const lookup = (address: string, number: string) =>
      track(new Request(`http://localhost/api/track/${number}`, { headers: from(address) }), { params: Promise.resolve({ trackingNumber: number }) });
    for (let i = 0; i < LIMITS.trackingLookups.limit; i += 1) expect((await lookup("203.0.113.60", `1Z999AA1${String(i).padStart(10, "0")}`)).status).toBe(404);
    await expectLimited(await lookup("203.0.113.60", "1Z999AA10000000001"));
    expect((await lookup("203.0.113.61", "1Z999AA10000000001")).status).toBe(404);
  });

  it("forum view reports: the limit per client, then 429", async () => {
    inFreshWindow(LIMITS.forumViews.windowSeconds);
    const post = await db.forumPost.findFirstOrThrow({ select: { id: true, views: true } });
    const report = (address: string) =>
      reportView(new Request(`http://localhost/api/forum/posts/${post.id}/views`, { method: "POST", headers: from(address) }), { params: Promise.resolve({ id: post.id }) });
    for (let i = 0; i < LIMITS.forumViews.limit; i += 1) expect((await report("203.0.113.70")).status).toBe(200);
    await expectLimited(await report("203.0.113.70"));
    const after = await db.forumPost.findUniqueOrThrow({ where: { id: post.id }, select: { views: true } });
    expect(after.views).toBe(post.views + LIMITS.forumViews.limit);
  });
});
