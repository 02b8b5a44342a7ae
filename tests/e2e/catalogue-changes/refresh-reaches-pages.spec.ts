// A moderator's or the owner's change reaches the pages that were already
// cached at once, not after their 10 s period: a hidden post leaves its
// category's page (and its own page answers 404), an unpublished tutorial's
// player page answers 404. Both are put back afterwards. (The change names
// its kind of data, lib/cache/data-tags.ts, never the pages.) It runs with the
// catalogue's changes, after data-changes/tutorials-empty.spec.ts has put
// the tutorials it removes back.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "../support/admin";

interface PostJson {
  id: string;
  isPinned: boolean;
}
interface CategoryJson {
  slug: string;
  postCount: number;
}
interface AdminTutorial {
  id: string;
  season: string;
  published: boolean;
  version: number;
  [field: string]: unknown;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/admin/auth", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Reads a page until Next.js answers it from its page cache, and returns that answer's HTML. */
async function cachedPage(request: APIRequestContext, path: string): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      html = await res.text();
      return res.headers()["x-nextjs-cache"];
    }, { message: `${path} is cached`, timeout: 15_000 })
    .toBe("HIT");
  return html;
}

test("a hidden post leaves its already-cached category page and its own page at once", async ({ request }) => {
  const token = await adminToken(request);
  const categories = (await (await request.get("/api/forum/categories")).json()) as CategoryJson[];
  const category = categories.filter((c) => c.postCount > 1).sort((a, b) => b.postCount - a.postCount)[0]!;
  const inCategory = (await (await request.get(`/api/forum/posts?category=${category.slug}`)).json()) as PostJson[];
  const post = inCategory.filter((p) => !p.isPinned).at(-1)!;
  const categoryPage = `/forum/category/${category.slug}`;
  const postLink = `href="/forum/post/${post.id}"`;

  expect(await cachedPage(request, categoryPage)).toContain(postLink);
  await cachedPage(request, `/forum/post/${post.id}`);

  const moderate = (action: string) =>
    request.post("/api/admin/community/actions", { data: { targetType: "post", targetId: post.id, action }, headers: { Authorization: `Bearer ${token}` } });
  try {
    expect((await moderate("hide")).status()).toBe(200);
    const listed = await request.get(categoryPage);
    expect(listed.status()).toBe(200);
    expect(await listed.text()).not.toContain(postLink);
    expect((await request.get(`/forum/post/${post.id}`)).status()).toBe(404);
  } finally {
    expect((await moderate("approve")).status()).toBe(200);
  }
  // Approved again: back on the category's page at once.
  expect(await (await request.get(categoryPage)).text()).toContain(postLink);
});

test("an unpublished tutorial's already-cached player page answers 404 at once", async ({ request }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const list = async () => ((await (await request.get("/api/admin/tutorials", { headers: auth })).json()) as { tutorials: AdminTutorial[] }).tutorials;
  const tutorial = (await list()).filter((t) => t.published).at(-1)!;
  const player = `/tutorials/watch/${tutorial.season}/${tutorial.id}`;
  const everySeason = `/tutorials/watch/all/${tutorial.id}`;
  expect(await cachedPage(request, player)).toContain(tutorial.id);
  await cachedPage(request, everySeason);

  const save = async (published: boolean) => {
    const current = (await list()).find((t) => t.id === tutorial.id)!;
    // The editor's fields and the version it was read at (lib/tutorials/admin.ts tutorialUpdateSchema).
    const fields = ["title", "description", "season", "category", "duration", "videoUrl", "thumbnailUrl", "featured", "version"].map((name) => [name, current[name]]);
    return request.patch(`/api/admin/tutorials/${tutorial.id}`, { data: { ...Object.fromEntries(fields), published }, headers: auth });
  };
  try {
    expect((await save(false)).status()).toBe(200);
    expect((await request.get(player)).status()).toBe(404);
    expect((await request.get(everySeason)).status()).toBe(404);
  } finally {
    expect((await save(true)).status()).toBe(200);
  }
  expect((await request.get(player)).status()).toBe(200);
});
