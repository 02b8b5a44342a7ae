// /forum/search?q=…: a static page (the same document for every search, never
// indexed); the browser reads the words from the address and asks the list
// API for the posts that match (components/forum/search-results.tsx).
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ArrowLeft } from "lucide-react";
import { ForumSearchForm, SearchResults } from "@/components/forum/search-results";

export const metadata: Metadata = {
  title: "Search · Artist Community",
  robots: { index: false, follow: true },
};

export default function ForumSearchPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/forum" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Forum
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Search the Artist Community</h1>
      {/* The words are in the address, which a prerendered page does not know: they are read in the browser. */}
      <Suspense fallback={<ForumSearchForm className="mt-6" />}>
        <SearchResults />
      </Suspense>
    </main>
  );
}
