// The public read APIs are answered from the cache (lib/cache/reads.ts): a
// change in the database shows after the cache period (10 s) or at once when
// the owner refreshes that kind of data. Changes a forum post's title,
// so it runs with the tests that change shared data. (A shop on another
// database never answers this one's cached reads: tests/e2e/faults/database-outage.spec.ts.)
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { ADMIN } from "../support/admin";

interface PostJson {
  id: string;
  title: string;
}

const posts = async (request: APIRequestContext): Promise<PostJson[]> => {
  const res = await request.get("/api/forum/posts");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  return res.json();
};

async function refreshForum(request: APIRequestContext, token: string) {
  const res = await request.post("/api/admin/cache/revalidate", { data: { tags: ["forum"] }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
}

test("a forum post's new title shows through the read APIs at once after the owner's refresh, and not before", async ({ request }) => {
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@localhost:${process.env.E2E_DB_PORT ?? "54398"}/postgres?sslmode=disable` });
  await db.connect();
  const signedIn = await request.post("/api/admin/auth", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };

  // A fresh cache entry: read right after a refresh.
  await refreshForum(request, token);
  const [first] = await posts(request);
  const one = await request.get(`/api/forum/posts/${first!.id}`);
  expect((await one.json()).title).toBe(first!.title);
  const edited = `${first!.title} (edited)`;
  try {
    await db.query('UPDATE "ForumPost" SET title = $1 WHERE id = $2', [edited, first!.id]);
    // Within the cache period the answers come from the cache, not the database.
    expect((await posts(request))[0]).toMatchObject({ id: first!.id, title: first!.title });
    expect((await (await request.get(`/api/forum/posts/${first!.id}`)).json()).title).toBe(first!.title);

    await refreshForum(request, token);
    expect((await posts(request))[0]).toMatchObject({ id: first!.id, title: edited });
    expect((await (await request.get(`/api/forum/posts/${first!.id}`)).json()).title).toBe(edited);
  } finally {
    await db.query('UPDATE "ForumPost" SET title = $1 WHERE id = $2', [first!.title, first!.id]);
    await db.end();
  }
  await refreshForum(request, token);
  expect((await posts(request))[0]!.title).toBe(first!.title);

  // A made-up post id is a 404 each time, never a cached answer.
  const missing = await request.get("/api/forum/posts/00000000-0000-4000-8000-000000000000");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Post Not Found" } });
});

test("the shop's server answers shareable pages and reads again from its response cache, never private ones", async ({ request }) => {
  for (const path of ["/", "/buy-tattoo-aftercare-usa", "/api/forum/posts"]) {
    // Kept by the server: the second answer gives its age and the same body.
    // (A page Next.js is regenerating at that moment, after another test's
    // change, is not kept: the pair is asked again.)
    await expect
      .poll(async () => {
        const first = await request.get(path);
        const again = await request.get(path);
        expect(again.status()).toBe(200);
        return /^\d+$/.test(again.headers().age ?? "") && (await again.body()).equals(await first.body());
      }, { message: path })
      .toBe(true);
  }
  for (const path of ["/checkout", "/admin", "/track", "/api/health"]) {
    await request.get(path);
    expect((await request.get(path)).headers().age, path).toBeUndefined();
  }
});
