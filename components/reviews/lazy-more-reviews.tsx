"use client";
// "Show more reviews" (more-reviews.tsx) in a chunk of its own: the reviews
// section renders it only when there is more than one page of verified
// reviews, and only those pages load its code and the review card's. The
// server renders it as before, so the button is in the page's HTML; the
// boundary around it hydrates once its chunk has arrived.
import { lazy, Suspense, type ComponentProps } from "react";

const Lazy = lazy(() => import("./more-reviews").then((module) => ({ default: module.MoreReviews })));

export function MoreReviews(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense>
      <Lazy {...props} />
    </Suspense>
  );
}
