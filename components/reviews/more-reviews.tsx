"use client";
// "Show more reviews" under the first page of verified buyers' reviews (which
// is in the prerendered page): fetches the next pages from GET /api/reviews
// (a cached read) and shows them below, skipping any already shown (a review
// approved meanwhile moves the pages by one). The only client code of the
// reviews section, loaded only when there is more than one page.
import { useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/http/client";
import type { VerifiedReviewJson, VerifiedReviewPage } from "@/lib/reviews/public";
import { VerifiedReviewCard } from "./verified-review-card";

const FAILED = "More reviews could not be loaded. Check your connection and try again.";

export function MoreReviews({ pageCount, shownIds, shopName, listLabel }: { pageCount: number; shownIds: readonly string[]; shopName: string; listLabel: string }) {
  const [next, setNext] = useState(2);
  const [lastPage, setLastPage] = useState(pageCount);
  const [reviews, setReviews] = useState<VerifiedReviewJson[]>([]);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const [announcement, setAnnouncement] = useState("");
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // When the last page came in, the button goes: focus moves to the first review of that page.
  useEffect(() => {
    if (focusFrom === null) return;
    list.current?.children[focusFrom]?.querySelector<HTMLElement>("h4")?.focus();
  }, [focusFrom]);

  const more = next <= lastPage;

  async function load(button: HTMLButtonElement) {
    if (state === "loading") return;
    setState("loading");
    setAnnouncement("");
    try {
      const page = (await (await apiRequest("GET", `/api/reviews?page=${next}`)).json()) as VerifiedReviewPage;
      const seen = new Set([...shownIds, ...reviews.map((review) => review.id)]);
      const fresh = page.reviews.filter((review) => !seen.has(review.id));
      const focusNew = page.page >= page.pageCount && fresh.length > 0 && document.activeElement === button;
      setReviews((shown) => [...shown, ...fresh]);
      setNext(page.page + 1);
      setLastPage(page.pageCount);
      setState("idle");
      setAnnouncement(fresh.length === 1 ? "1 more review shown." : `${fresh.length} more reviews shown.`);
      if (focusNew) setFocusFrom(reviews.length);
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      {reviews.length > 0 && (
        <ul ref={list} aria-label={listLabel} className="reviews reviews-more">
          {reviews.map((review) => (
            <VerifiedReviewCard key={review.id} review={review} shopName={shopName} focusable />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {state === "loading" ? "Loading…" : announcement}
      </p>
      {state === "failed" && (
        <p role="alert" className="more-failed">
          {FAILED}
        </p>
      )}
      {more && (
        <p className="more">
          <button type="button" className="btn-line" aria-disabled={state === "loading" || undefined} onClick={(event) => void load(event.currentTarget)}>
            {state === "failed" ? "Try again" : state === "loading" ? "Loading…" : "Show more reviews"}
          </button>
        </p>
      )}
    </>
  );
}
