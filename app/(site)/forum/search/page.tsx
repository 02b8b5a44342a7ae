// /forum/search?q=…: a static page (the same document for every search, never
// indexed); the browser reads the words from the address and asks the list
// API for the posts that match (components/forum/search-results.tsx).
import type { Metadata } from "next";
import { Suspense } from "react";
import { ForumSearchForm, SearchResults } from "@/components/forum/search-results";
import { BackLink } from "@/components/forum/back-link";

export const metadata: Metadata = {
  title: "Search · Artist Community",
  robots: { index: false, follow: true },
};

export default function ForumSearchPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink />
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Search the Artist Community</h1>
      {/* The words are in the address, which a prerendered page does not know: they are read in the browser. */}
      <Suspense fallback={<ForumSearchForm className="mt-6" />}>
        <SearchResults />
      </Suspense>
    </main>
  );
}
