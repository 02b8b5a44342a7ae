// /forum/category/{slug}: one category's posts, recent first (pinned first),
// 10 at a time with Load more. Prerendered on first visit and regenerated at
// most every 10 seconds, like the post pages (a forum change refreshes the "forum" tag,
// which marks them all for regeneration).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ForumPostList } from "@/components/forum/forum-list-page";
import { ForumSidebar } from "@/components/forum/forum-sidebar";
import { ForumSearchForm } from "@/components/forum/search-results";
import { readForumCategories, readForumCategoryOverview } from "@/lib/forum/posts";
import { BackLink } from "@/components/forum/back-link";

export const revalidate = 10;
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

// One read per render, shared by the metadata and the page; an unknown slug
// is answered 404 before the cached read, so nothing is kept for it.
const loadCategory = cache(async (slug: string) => ((await readForumCategories()).some((category) => category.slug === slug) ? readForumCategoryOverview(slug) : null));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const overview = await loadCategory(slug);
  if (!overview) return { title: "Category Not Found", robots: { index: false } };
  return {
    title: `${overview.category.name} · Artist Community`,
    description: overview.category.description,
    alternates: { canonical: `/forum/category/${overview.category.slug}` },
  };
}

// No loading.tsx on this route: the category is read before anything
// streams, so an unknown one answers with status 404.
export default async function ForumCategoryPage({ params }: Props) {
  const overview = await loadCategory((await params).slug);
  if (!overview) notFound();
  const { category, categories, totalPosts, posts, next } = overview;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <BackLink>All posts</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold break-words text-brand-900">
          <span aria-hidden="true" className="h-4 w-4 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
          <span className="min-w-0">{category.name}</span>
        </h1>
        <p className="mt-1 text-neutral-700">{category.description}</p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="posts-heading" className="min-w-0">
          <h2 id="posts-heading" className="sr-only">
            {`${category.name}: recent posts`}
          </h2>
          <ForumSearchForm />
          <ForumPostList posts={posts} next={next} query={{ sort: "recent", category: category.slug }} label={`${category.name} posts`} />
        </section>
        <ForumSidebar categories={categories} totalPosts={totalPosts} activeSlug={category.slug} />
      </div>
    </main>
  );
}
