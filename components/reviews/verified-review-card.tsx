// One published review of a verified buyer: its stars, title, text (plain
// text, line breaks kept), photo, the name shown with "Verified buyer" and
// the date, and the owner's public answer under it. Rendered on the server
// for the first page and in the browser for the next ones (more-reviews.tsx),
// so it imports nothing server-only. Styled by .reviews in storefront.css.
import { formatDate } from "@/lib/format/dates";
import { initialsOf } from "@/lib/fixed-content/reviews";
import type { VerifiedReviewJson } from "@/lib/reviews/public";
import { Stars } from "./stars";

export function VerifiedReviewCard({ review, shopName, focusable = false }: { review: VerifiedReviewJson; shopName: string; focusable?: boolean }) {
  return (
    <li data-review-id={review.id}>
      <figure>
        <Stars rating={review.rating} />
        {/* A page loaded by "Show more reviews" can move the focus to its first title. */}
        <h4 tabIndex={focusable ? -1 : undefined}>{review.headline}</h4>
        <blockquote>{review.text}</blockquote>
        {review.photoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo (the optimiser fetches /media/ only), sized so nothing moves
          <img src={review.photoUrl} alt={`Photo from ${review.name}'s review`} width={160} height={160} loading="lazy" decoding="async" />
        )}
        <figcaption>
          <span aria-hidden="true">{initialsOf(review.name)}</span>
          <span>
            <b>{review.name}</b>
            <small>
              <span>Verified buyer</span>
              <time dateTime={review.publishedAt}>{formatDate(review.publishedAt)}</time>
            </small>
          </span>
        </figcaption>
        {review.reply && (
          <div className="reply">
            <p>
              <b>{`Answer from ${shopName}`}</b>
            </p>
            <p>{review.reply}</p>
          </div>
        )}
      </figure>
    </li>
  );
}
