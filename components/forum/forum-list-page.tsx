import type { Metadata } from "next";
import { ForumEmptyState } from "@/components/forum/forum-empty-state";
import { ForumHeader } from "@/components/forum/forum-header";
import { ForumSidebar } from "@/components/forum/forum-sidebar";
import { ForumTabs } from "@/components/forum/forum-tabs";
import { PostCard } from "@/components/forum/post-card";
import type { ForumTab } from "@/lib/forum/format";
import { getForumOverview } from "@/lib/forum/posts";

/** Title and description of both list tabs; each page adds its canonical address. */
export const FORUM_LIST_METADATA = {
  title: "Artist Community",
  description: "Tattoo aftercare questions, healing timelines and tips from artists and collectors.",
} satisfies Metadata;

/** The forum with one list tab open: Recent Posts or Popular. */
export async function ForumListPage({ active }: { active: ForumTab }) {
  const { categories, totalPosts, recent, popular } = await getForumOverview();
  const posts = active === "popular" ? popular : recent;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <ForumHeader />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="sr-only">
            {active === "popular" ? "Popular" : "Recent Posts"}
          </h2>
          <ForumTabs active={active} />
          {posts.length === 0 ? (
            <div className="mt-6">
              <ForumEmptyState />
            </div>
          ) : (
            <ul className="mt-6 space-y-4" aria-label={active === "popular" ? "Popular posts" : "Recent posts"}>
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
          )}
        </section>
        <ForumSidebar categories={categories} totalPosts={totalPosts} />
      </div>
    </main>
  );
}
