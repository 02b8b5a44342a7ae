"use client";

import { useEffect, useRef, useState } from "react";
import { PostCard } from "@/components/forum/post-card";
import { Button } from "@/components/ui/button";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import type { ForumPostJson } from "@/lib/forum/posts";
import { Notice } from "@/components/ui/notice";

/** A page of posts as GET /api/forum/posts answers it: the posts, and the next page's address. */
export interface FetchedForumPage {
  posts: ForumPostJson[];
  /** The address of the page after this one (the Link rel="next" header); null on the last page. */
  next: string | null;
}

/** The rel="next" address of a Link header, when it is one of the shop's own paths. */
export function nextPageOf(link: string | null): string | null {
  const href = link?.match(/<([^>]*)>\s*;\s*rel="?next"?/)?.[1];
  return href && href.startsWith("/") && !href.startsWith("//") ? href : null;
}

/** One page of posts from the list API; throws an HttpError when it refuses. */
export async function fetchForumPage(href: string, signal?: AbortSignal): Promise<FetchedForumPage> {
  const res = await apiRequest("GET", href, undefined, { signal });
  const posts = (await res.json()) as ForumPostJson[];
  return { posts, next: nextPageOf(res.headers.get("Link")) };
}

type Status = { state: "idle" } | { state: "loading" } | { state: "failed"; message: string };

/**
 * "Load more posts" under a list's first page: fetches the page at `href`
 * (the first page's `next`), then each answer's next page, and shows the
 * posts below the list, until there is no next page.
 */
export function LoadMorePosts({ href, listLabel, shownIds = [] }: { href: string; listLabel: string; shownIds?: readonly string[] }) {
  const [next, setNext] = useState<string | null>(href);
  const [posts, setPosts] = useState<ForumPostJson[]>([]);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [announcement, setAnnouncement] = useState("");
  // When the last page came in while the button had focus, the button goes:
  // focus moves to the first post of that page instead of to the document.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.children[focusIndex]?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [focusIndex]);

  if (!next && posts.length === 0) return null;

  async function loadMore(button: HTMLButtonElement) {
    if (!next || status.state === "loading") return;
    setStatus({ state: "loading" });
    setAnnouncement("");
    try {
      const page = await fetchForumPage(next);
      const seen = new Set([...shownIds, ...posts.map((post) => post.id)]);
      const fresh = page.posts.filter((post) => !seen.has(post.id));
      setPosts((shown) => [...shown, ...fresh]);
      setNext(page.next);
      setStatus({ state: "idle" });
      setAnnouncement(fresh.length === 1 ? "1 more post loaded." : `${fresh.length} more posts loaded.`);
      if (!page.next && fresh.length > 0 && document.activeElement === button) setFocusIndex(posts.length);
    } catch (error) {
      setStatus({ state: "failed", message: apiFailureMessage(error, "The posts could not be loaded. Check your connection and try again.") });
    }
  }

  const loading = status.state === "loading";
  return (
    <div className="mt-4 min-w-0">
      {posts.length > 0 && (
        <ul ref={listRef} className="space-y-4 break-words" aria-label={listLabel}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
      <p role="status" className={loading ? "mt-4 text-center text-sm text-neutral-600" : "sr-only"}>
        {loading ? "Loading…" : announcement}
      </p>
      {status.state === "failed" && <Notice tone="error" message={status.message} className="mt-4" />}
      {next && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            className="w-full aria-disabled:opacity-60 sm:w-auto"
            aria-disabled={loading || undefined}
            onClick={(event) => void loadMore(event.currentTarget)}
          >
            {status.state === "failed" ? "Try again" : "Load more posts"}
          </Button>
        </div>
      )}
    </div>
  );
}
