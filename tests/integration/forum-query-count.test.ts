// The forum pages read a fixed number of queries, however many posts and
// replies there are (no query per row).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
  log: [{ emit: "event", level: "query" }],
});
let queries = 0;
client.$on("query", () => {
  queries += 1;
});
(globalThis as { prisma?: unknown }).prisma = client;

const EXTRA_POST_TITLE = "Query count test post";

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await run();
  return queries;
}

afterAll(async () => {
  await client.forumPost.deleteMany({ where: { title: { startsWith: EXTRA_POST_TITLE } } });
});

test("the forum list and one post take the same number of queries with more posts and replies", async () => {
  const { getForumOverview, getForumPost } = await import("@/lib/forum/posts");
  const post = await client.forumPost.findFirstOrThrow({ where: { repliesCount: { gt: 0 } }, orderBy: { createdAt: "desc" } });

  const listBefore = await countQueries(() => getForumOverview());
  const postBefore = await countQueries(() => getForumPost(post.id));
  expect(listBefore).toBeGreaterThan(0);

  const category = await client.forumCategory.findFirstOrThrow();
  const authors = await client.forumAuthor.findMany({ take: 3 });
  for (let i = 0; i < 12; i++) {
    await client.forumPost.create({
      data: {
        title: `${EXTRA_POST_TITLE} ${i}`,
        content: "More posts for the query count.",
        authorId: authors[i % authors.length].id,
        categoryId: category.id,
        likesCount: 1000 + i,
        replies: { create: [{ authorId: authors[(i + 1) % authors.length].id, content: "A reply." }] },
      },
    });
  }
  const extra = await client.forumPost.findFirstOrThrow({ where: { title: `${EXTRA_POST_TITLE} 0` } });
  await client.forumReply.createMany({
    data: Array.from({ length: 20 }, (_, i) => ({ postId: extra.id, authorId: authors[i % authors.length].id, content: `Reply ${i}` })),
  });

  const overview = await import("@/lib/forum/posts").then((m) => m.getForumOverview());
  expect(overview.popular[0].title).toMatch(EXTRA_POST_TITLE);
  expect(await countQueries(() => getForumOverview())).toBe(listBefore);
  const postAfter = await countQueries(() => getForumPost(extra.id));
  expect(postAfter).toBe(postBefore);
  expect((await getForumPost(extra.id))!.replies).toHaveLength(21);
});
