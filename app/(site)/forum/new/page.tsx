// /forum/new: writing a new post. Prerendered with the categories to choose
// from (regenerated at most every minute); who is signed in is asked by the
// form in the browser.
import type { Metadata } from "next";
import { NewPostForm } from "@/components/forum/new-post-form";
import { listForumCategories } from "@/lib/forum/posts";
import { BackLink } from "@/components/forum/back-link";

export const revalidate = 60;

export const metadata: Metadata = { title: "New Post · Artist Community", robots: { index: false } };

export default async function NewForumPostPage() {
  const categories = await listForumCategories();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Start a discussion</h1>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <NewPostForm categories={categories.map(({ id, name }) => ({ id, name }))} />
      </div>
    </main>
  );
}
