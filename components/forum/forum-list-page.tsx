import type { Metadata } from "next";
import { ForumEmptyState } from "@/components/forum/forum-empty-state";
import { ForumHeader } from "@/components/forum/forum-header";
import { ForumSidebar } from "@/components/forum/forum-sidebar";
import { ForumTabs } from "@/components/forum/forum-tabs";
import { LoadMorePosts } from "@/components/forum/load-more-posts";
import { PostCard } from "@/components/forum/post-card";
import { ForumSearchForm } from "@/components/forum/search-results";
import type { ForumTab } from "@/lib/forum/format";
import { readForumOverview, type ForumPostJson } from "@/lib/forum/posts";

/** Title and description of both list tabs; each page adds its canonical address. */
export const FORUM_LIST_METADATA = {
  title: "Artist Community",
  description: "Tattoo aftercare questions, healing timelines and tips from artists and collectors.",
} satisfies Metadata;

/** The forum with one list tab open: Recent Posts or Popular. */
export async function ForumListPage({ active }: { active: ForumTab }) {
  const { categories, totalPosts, recent, popular, next } = await readForumOverview();
  const posts = active === "popular" ? popular : recent;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <ForumHeader />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="posts-heading" className="min-w-0">
          <h2 id="posts-heading" className="sr-only">
            {active === "popular" ? "Popular" : "Recent Posts"}
          </h2>
          <ForumSearchForm className="mb-4" />
          <ForumTabs active={active} />
          <ForumPostList
            posts={posts}
            next={next[active]}
            query={{ sort: active }}
            label={active === "popular" ? "Popular posts" : "Recent posts"}
          />
        </section>
        <ForumSidebar categories={categories} totalPosts={totalPosts} />
      </div>
    </main>
  );
}

/**
 * A list's first page (server-rendered) and, when more posts follow, Load
 * more below it, which asks the list API for the same list from `next` on.
 */
export function ForumPostList({
  posts,
  next,
  query,
  label,
}: {
  posts: ForumPostJson[];
  next: string | null;
  /** The list shown: its tab, and its category's slug on a category's page. */
  query: { sort: ForumTab; category?: string };
  /** The list's accessible name, e.g. "Recent posts". */
  label: string;
}) {
  if (posts.length === 0) {
    return (
      <div className="mt-6">
        <ForumEmptyState />
      </div>
    );
  }
  return (
    <>
      {/* Long words wrap inside the cards rather than widen the page on a phone. */}
      <ul className="mt-6 space-y-4 break-words" aria-label={label}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
      {next && (
        <LoadMorePosts
          href={`/api/forum/posts?${new URLSearchParams({ sort: query.sort, ...(query.category ? { category: query.category } : {}), cursor: next })}`}
          listLabel={`More ${label.toLowerCase()}`}
          shownIds={posts.map((post) => post.id)}
        />
      )}
    </>
  );
}
