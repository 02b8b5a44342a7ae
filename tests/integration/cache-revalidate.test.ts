// POST /api/admin/cache/revalidate against the test database: admins only,
// public pages only, and each page refreshed at the paths Next.js's cache
// knows it by, with the cached reads of their data. Next.js's revalidatePath
// and revalidateTag need a running Next.js server, so they are recorded here; the cluster test (npm run test:cluster) proves the
// refresh itself across three instances sharing Redis.
import { revalidatePath, revalidateTag } from "next/cache";
import { createPrismaClient } from "@/lib/db/client";
import { GET, POST } from "@/app/api/admin/cache/revalidate/route";
import { PUBLIC_PAGE_PATHS } from "@/lib/cache/revalidate";
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
    const res = await post(new Request(`http://localhost${URL_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ paths: ["/"] }) }));
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
    const forged = await jsonPost({ paths: ["/"] }, { bearer: "not-a-token" });
    expect(forged.status).toBe(401);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it.each([["/admin"], ["/checkout"], ["/forum/recent"], ["/../admin"], ["https://example.com/"], ["/ "]])(
    "answers 400 for %s, which is not a public page, and refreshes nothing",
    async (path) => {
      const res = await jsonPost({ paths: ["/", path] });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.fields["paths.1"]).toMatch(/^Not a public page/);
      expect(revalidated).not.toHaveBeenCalled();
      expect(expiredTags).not.toHaveBeenCalled();
    },
  );

  it("answers 400 for a body without pages", async () => {
    for (const body of [{}, { paths: [] }, { paths: "/" }]) {
      const res = await jsonPost(body);
      expect(res.status).toBe(400);
    }
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("refreshes the named pages for an admin's bearer token, each at the paths that serve it", async () => {
    const res = await jsonPost({ paths: ["/", "/forum", "/"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ revalidated: ["/", "/forum"] });
    // The forum's category pages and post pages go with its lists, each by its
    // route as Next.js stores it (route group included: without it nothing matches).
    expect(revalidated.mock.calls).toEqual([["/"], ["/forum/recent"], ["/forum/popular"], ["/(site)/forum/category/[slug]", "page"], ["/(site)/forum/post/[id]", "page"]]);
    // The cached reads behind them (the home page's featured tutorials, the forum's APIs), expired at once, each tag once.
    expect(expiredTags.mock.calls).toEqual([
      ["tutorials", { expire: 0 }],
      ["forum", { expire: 0 }],
    ]);
  });

  it("refreshes a page without cached reads without expiring any", async () => {
    const res = await jsonPost({ paths: ["/wholesale"] });
    expect(res.status).toBe(200);
    expect(revalidated.mock.calls).toEqual([["/wholesale"]]);
    expect(expiredTags).not.toHaveBeenCalled();
  });

  it("refreshes every public page for an admin's session cookie when the request has no body", async () => {
    const res = await post(adminRequest(URL_PATH, { cookie: auth.cookie }, { method: "POST", headers: { "Content-Length": "0" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: PUBLIC_PAGE_PATHS });
    const paths = revalidated.mock.calls.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/buy-tattoo-aftercare-usa",
        "/how-to-care-for-new-tattoos",
        "/tattoo-heal-fast",
        "/wholesale",
        "/forum/recent",
        "/forum/popular",
        "/tutorials/season/all",
        "/tutorials/season/winter",
      ]),
    );
    // Every tutorial's player page goes with the tutorials' lists.
    expect(revalidated.mock.calls).toEqual(expect.arrayContaining([["/(site)/tutorials/watch/[season]/[video]", "page"]]));
    expect(paths).toHaveLength(new Set(paths).size);
    expect(expiredTags.mock.calls.map(([tag]) => tag).sort()).toEqual(["forum", "tutorials"]);
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
