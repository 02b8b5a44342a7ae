// GET /api/forum/categories, /api/forum/posts and /api/forum/posts/{id} against the seeded database.
import { GET as listCategories } from "@/app/api/forum/categories/route";
import { GET as listPosts } from "@/app/api/forum/posts/route";
import { GET as showPost } from "@/app/api/forum/posts/[id]/route";

const WELCOME_POST = "d48ff8a5-85fb-4258-af7f-e670ee5f0064"; // pinned, locked, 214 likes
const req = (path: string) => new Request(`http://localhost${path}`);
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

type PostJson = { id: string; isPinned: boolean; likesCount: number; createdAt: string; repliesCount: number };

describe("GET /api/forum/categories", () => {
  it("lists the seeded categories with name, description, colour and post count", async () => {
    const res = await listCategories(req("/api/forum/categories"), undefined);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body[0]).toMatchObject({ name: "Aftercare Tips", color: "#FF6B35", description: expect.any(String) });
    expect(typeof body[0].id).toBe("string");
    const total = body.reduce((sum: number, c: { postCount: number }) => sum + c.postCount, 0);
    expect(total).toBe(15);
  });
});

describe("GET /api/forum/posts", () => {
  it("lists 10 recent posts, pinned first, then newest, in the API's shape", async () => {
    const res = await listPosts(req("/api/forum/posts"), undefined);
    expect(res.status).toBe(200);
    // Shared caches (a CDN, the shop's own server) may keep it for the read's period; browsers ask again.
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
    const body: PostJson[] = await res.json();
    expect(body).toHaveLength(10);
    const firstUnpinned = body.findIndex((p) => !p.isPinned);
    expect(body.slice(0, firstUnpinned).every((p) => p.isPinned)).toBe(true);
    expect(body.slice(firstUnpinned).every((p) => !p.isPinned)).toBe(true);
    const unpinnedDates = body.slice(firstUnpinned).map((p) => p.createdAt);
    expect([...unpinnedDates].sort().reverse()).toEqual(unpinnedDates);
    expect(body[0]).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      author: { username: expect.any(String), profileImageUrl: expect.stringMatching(/^data:image\/svg\+xml/), isArtist: expect.any(Boolean) },
      category: { name: expect.any(String), color: expect.stringMatching(/^#/) },
      isLocked: expect.any(Boolean),
      views: expect.any(Number),
    });
    expect(body[0]).not.toHaveProperty("replies");
  });

  it("lists popular posts by likes with ?sort=popular and honours ?limit=", async () => {
    const body: PostJson[] = await (await listPosts(req("/api/forum/posts?sort=popular&limit=3"), undefined)).json();
    expect(body.map((p) => p.likesCount)).toEqual([214, 187, 122]);
    expect(body[0].id).toBe(WELCOME_POST);
  });

  it("answers 400 for an unknown sort or a bad limit", async () => {
    for (const query of ["?sort=oldest", "?limit=0", "?limit=abc", "?limit=51"]) {
      const res = await listPosts(req(`/api/forum/posts${query}`), undefined);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_request");
    }
  });
});

describe("GET /api/forum/posts/{id}", () => {
  it("returns one post with its replies, oldest first, without counting a view", async () => {
    const list: PostJson[] = await (await listPosts(req("/api/forum/posts?limit=50"), undefined)).json();
    const withReplies = list.find((p) => p.repliesCount > 1)!;
    const res = await showPost(req(`/api/forum/posts/${withReplies.id}`), idContext(withReplies.id));
    expect(res.status).toBe(200);
    const post = await res.json();
    expect(post.id).toBe(withReplies.id);
    expect(post.replies).toHaveLength(withReplies.repliesCount);
    expect(post.replies[0]).toMatchObject({
      id: expect.any(String),
      content: expect.any(String),
      createdAt: expect.any(String),
      author: { username: expect.any(String), isArtist: expect.any(Boolean), profileImageUrl: expect.any(String) },
    });
    const times = post.replies.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const again = await (await showPost(req(`/api/forum/posts/${withReplies.id}`), idContext(withReplies.id))).json();
    expect(again.views).toBe(post.views);
  });

  it("answers 404 in the error format for a missing post and for an id that is no UUID", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-post"]) {
      const res = await showPost(req(`/api/forum/posts/${id}`), idContext(id));
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Post Not Found" } });
    }
  });
});

describe("POST /api/forum/posts/{id}/views", () => {
  const countView = (id: string) => import("@/app/api/forum/posts/[id]/views/route").then((route) => route.POST(new Request(`http://localhost/api/forum/posts/${id}/views`, { method: "POST" }), idContext(id)));

  it("counts one visit and answers the views so far", async () => {
    const before = (await (await showPost(req(`/api/forum/posts/${WELCOME_POST}`), idContext(WELCOME_POST))).json()).views as number;
    const res = await countView(WELCOME_POST);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ views: before + 1 });
    expect(await (await countView(WELCOME_POST)).json()).toEqual({ views: before + 2 });
  });

  it("answers 404 in the error format for a missing post and for an id that is no UUID, counting nothing", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-post"]) {
      const res = await countView(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Post Not Found" } });
    }
  });
});
