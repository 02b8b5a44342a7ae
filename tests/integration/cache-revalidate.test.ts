// POST /api/admin/cache/revalidate against the test database: admins only,
// kinds of data only (never pages), each refreshed by its tag. Next.js's
// revalidatePath and revalidateTag need a running Next.js server, so they are
// recorded here; the cluster test (npm run test:cluster) proves the refresh
// itself across three instances sharing Redis.
import { revalidatePath, revalidateTag } from "next/cache";
import { createPrismaClient } from "@/lib/db/client";
import { GET, POST } from "@/app/api/admin/cache/revalidate/route";
import { DATA_TAGS } from "@/lib/cache/data-tags";
import { adminRequest, createTestAdmin } from "./support/admin-auth";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
const revalidated = jest.mocked(revalidatePath);
const expiredTags = jest.mocked(revalidateTag);

const db = createPrismaClient(process.env.DATABASE_URL!);
let auth: { bearer: string; cookie: string };
beforeAll(async () => {
  const admin = await createTestAdmin(db, "cache-admin@example.com", "cache-admin-password");
  auth = { bearer: admin.token, cookie: admin.cookie };
});
afterAll(() => db.$disconnect());
beforeEach(() => {
  revalidated.mockClear();
  expiredTags.mockClear();
});

const ctx = { params: Promise.resolve({}) } as never;
const URL_PATH = "/api/admin/cache/revalidate";
const post = (request: Request) => POST(request, ctx);
const jsonPost = (body: unknown, credentials: { bearer?: string; cookie?: string } = { bearer: auth.bearer }) =>
  post(adminRequest(URL_PATH, credentials, { method: "POST", body: JSON.stringify(body) }));

describe("POST /api/admin/cache/revalidate", () => {
  it("answers 401 without a session and refreshes nothing", async () => {
    const res = await post(new Request(`http://localhost${URL_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ tags: ["products"] }) }));
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
    const forged = await jsonPost({ tags: ["products"] }, { bearer: "not-a-token" });
    expect(forged.status).toBe(401);
    expect(revalidated).not.toHaveBeenCalled();
    expect(expiredTags).not.toHaveBeenCalled();
  });

  it.each([["/"], ["/forum"], ["orders"], ["Products"], ["_N_T_/layout"], [""]])(
    "answers 400 for %j, which is not a kind of data, and refreshes nothing",
    async (tag) => {
      const res = await jsonPost({ tags: ["products", tag] });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.fields["tags.1"]).toMatch(/^Not a kind of data/);
      expect(revalidated).not.toHaveBeenCalled();
      expect(expiredTags).not.toHaveBeenCalled();
    },
  );

  it("answers 400 for a body without kinds of data", async () => {
    for (const body of [{}, { tags: [] }, { tags: "products" }, { paths: ["/"] }]) {
      const res = await jsonPost(body);
      expect(res.status).toBe(400);
    }
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("refreshes the named kinds of data for an admin's bearer token, each once, and names no page", async () => {
    const res = await jsonPost({ tags: ["products", "forum", "products"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ revalidated: ["products", "forum"] });
    expect(expiredTags.mock.calls).toEqual([
      ["products", { expire: 0 }],
      ["forum", { expire: 0 }],
    ]);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("refreshes every kind of data and every page for an admin's session cookie when the request has no body", async () => {
    const res = await post(adminRequest(URL_PATH, { cookie: auth.cookie }, { method: "POST", headers: { "Content-Length": "0" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: [...DATA_TAGS] });
    expect(expiredTags.mock.calls.map(([tag]) => tag)).toEqual([...DATA_TAGS]);
    // Pages that show data no save changes (the wholesale packages) go with them.
    expect(revalidated.mock.calls).toEqual([["/", "layout"]]);
  });

  it("refuses a cookie-authenticated request from another site", async () => {
    const res = await post(
      adminRequest(URL_PATH, { cookie: auth.cookie }, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, body: "{}" }),
    );
    expect(res.status).toBe(403);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("answers other methods with a JSON 405 naming POST", async () => {
    const res = await GET(new Request(`http://localhost${URL_PATH}`));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });
});
