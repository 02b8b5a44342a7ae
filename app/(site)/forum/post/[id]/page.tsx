import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PostSidebar } from "@/components/forum/post-sidebar";
import { PostView } from "@/components/forum/post-view";
import { forumPostExists, readForumPost } from "@/lib/forum/posts";
import { BackLink } from "@/components/forum/back-link";

// Prerendered on first visit and regenerated at most every 10 seconds
// (so a new reply shows within seconds); the browser reports the view.
export const revalidate = 10;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

// One read per render, shared by the metadata and the page; a made-up id is
// answered 404 before the cached read, so nothing is kept for it.
const loadPost = cache(async (id: string) => ((await forumPostExists(id)) ? readForumPost(id) : null));

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).id);
  return post ? { title: post.title, description: post.content.slice(0, 150) } : { title: "Post Not Found", robots: { index: false } };
}

// No loading.tsx on this route: the post is read before anything streams, so a
// missing post answers with status 404.
export default async function ForumPostPage({ params }: Props) {
  const post = await loadPost((await params).id);
  if (!post) notFound();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_300px]">
        <PostView post={post} />
        <PostSidebar postId={post.id} title={post.title} author={post.author} />
      </div>
    </main>
  );
}
