// /forum/new: writing a new post. Prerendered with the categories to choose
// from (regenerated at most every minute); who is signed in is asked by the
// form in the browser.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { NewPostForm } from "@/components/forum/new-post-form";
import { listForumCategories } from "@/lib/forum/posts";

export const revalidate = 60;

export const metadata: Metadata = { title: "New Post · Artist Community", robots: { index: false } };

export default async function NewForumPostPage() {
  const categories = await listForumCategories();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/forum" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Forum
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Start a discussion</h1>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <NewPostForm categories={categories.map(({ id, name }) => ({ id, name }))} />
      </div>
    </main>
  );
}
