"use client";

import { useEffect, useId, useState } from "react";
import { useSearchParams } from "next/navigation";
import { Search } from "lucide-react";
import clsx from "clsx";
import { fetchForumPage, LoadMorePosts, type FetchedForumPage } from "@/components/forum/load-more-posts";
import { PostCard } from "@/components/forum/post-card";
import { Button } from "@/components/ui/button";
import { apiFailureMessage } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

/**
 * "Search the forum": a plain form that opens /forum/search?q=…, so it works
 * before (and without) the page's scripts. On the search page it shows the
 * words searched for.
 */
export function ForumSearchForm({ defaultValue, className }: { defaultValue?: string; className?: string }) {
  const id = useId();
  return (
    <form role="search" action="/forum/search" method="get" className={clsx("flex min-w-0 gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        Search the forum
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        defaultValue={defaultValue}
        placeholder="Search posts…"
        className="h-11 min-w-0 flex-1 rounded-full border border-neutral-300 bg-white px-4 text-neutral-900 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <Button type="submit" variant="primary" className="shrink-0">
        <Search aria-hidden="true" className="h-4 w-4" /> Search
      </Button>
    </form>
  );
}

/** The search page's client part: the words of ?q=, the form, and their results. */
export function SearchResults() {
  const q = (useSearchParams().get("q") ?? "").trim();
  return (
    <>
      <ForumSearchForm key={`form:${q}`} defaultValue={q} className="mt-6" />
      {q ? (
        <QueryResults key={`results:${q}`} q={q} />
      ) : (
        <p className="mt-6 text-neutral-700">Type a few words to find posts about them.</p>
      )}
    </>
  );
}

type Results = { state: "loading" } | { state: "done"; page: FetchedForumPage } | { state: "failed"; message: string };

/** The first page of results of one search, with Load more below it. */
function QueryResults({ q }: { q: string }) {
  const [results, setResults] = useState<Results>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchForumPage(`/api/forum/posts?${new URLSearchParams({ q })}`, controller.signal).then(
      (page) => setResults({ state: "done", page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResults({ state: "failed", message: apiFailureMessage(error, "The search could not be run. Check your connection and try again.") });
      },
    );
    return () => controller.abort();
  }, [q, attempt]);

  // Said as it changes: "Loading…" and "No posts match" are shown, the number found is for screen readers.
  const found = results.state === "done" ? results.page.posts.length : 0;
  const summary =
    results.state === "loading"
      ? "Loading…"
      : results.state === "failed"
        ? ""
        : found === 0
          ? `No posts match “${q}”.`
          : `${found === 1 ? "1 post" : `${found} posts`} found${results.page.next ? ", more below" : ""}.`;
  const shown = results.state === "loading" || (results.state === "done" && found === 0);

  return (
    <section aria-labelledby="results-heading" className="mt-8 min-w-0">
      <h2 id="results-heading" className="text-xl font-semibold text-neutral-900 break-words">
        Results for “{q}”
      </h2>
      <p role="status" className={shown ? "mt-4 text-neutral-700 break-words" : "sr-only"}>
        {summary}
      </p>
      {results.state === "failed" && (
        <Notice tone="error" message={results.message} className="mt-4">
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setResults({ state: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </Notice>
      )}
      {results.state === "done" &&
        results.page.posts.length > 0 && (
          <>
            <ul className="mt-4 space-y-4 break-words" aria-label="Search results">
              {results.page.posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
            {results.page.next && (
              <LoadMorePosts href={results.page.next} listLabel="More search results" shownIds={results.page.posts.map((post) => post.id)} />
            )}
          </>
        )}
    </section>
  );
}
