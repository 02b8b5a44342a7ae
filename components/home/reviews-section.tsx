// The reviews: first those of verified buyers (written through their review
// e-mail and approved by the owner) with their real stars, newest first, a
// page at a time, and their average; then the owner's testimonials, each
// labelled with the reviewer's connection to the shop ("Customer
// testimonial", "Wholesale partner"), never "Verified buyer", with no stars.
// With no published verified review the section shows the testimonials only.
// Styled by .reviews in storefront.css; the only client code is "Show more
// reviews", when there is more than one page.
import { initialsOf } from "@/lib/fixed-content/reviews";
import { testimonialLabel, type Claims, type Review } from "@/lib/editable-content/schema";
import type { VerifiedReviewPage } from "@/lib/reviews/public";
import { averageText } from "@/lib/reviews/format";
import { MoreReviews } from "@/components/reviews/more-reviews";
import { Stars } from "@/components/reviews/stars";
import { VerifiedReviewCard } from "@/components/reviews/verified-review-card";
import { SectionHeading } from "./section-heading";

export function ReviewsSection({
  id = "testimonials",
  reviews,
  verified,
  claims,
  shopName,
}: {
  id?: string;
  /** The owner's testimonials. */
  reviews: readonly Review[];
  /** The first page of verified buyers' reviews, with their average. */
  verified: VerifiedReviewPage;
  claims: Claims;
  shopName: string;
}) {
  // The average rating is empty while it follows the verified reviews and there are none.
  const lead = [claims.averageRating, claims.satisfaction].filter(Boolean).join(" and ");
  const { summary } = verified;
  const verifiedLabel = "Reviews from verified buyers";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-white">
      <div className="wrap">
        <SectionHeading id={`${id}-title`} eyebrow="Reviews" title="Loved by clients and artists" lead={lead ? `${lead}.` : undefined} />
        {summary.average && verified.reviews.length > 0 && (
          <div className="verified-reviews">
            <h3 id={`${id}-verified`}>From verified buyers</h3>
            <p className="rating-summary" data-testid="review-average">
              <Stars rating={summary.average} />
              <span>{averageText(summary.average, summary.count)}</span>
            </p>
            <ul aria-label={verifiedLabel} className="reviews">
              {verified.reviews.map((review) => (
                <VerifiedReviewCard key={review.id} review={review} shopName={shopName} />
              ))}
            </ul>
            {verified.pageCount > 1 && <MoreReviews pageCount={verified.pageCount} shownIds={verified.reviews.map((review) => review.id)} shopName={shopName} listLabel={`More ${verifiedLabel.toLowerCase()}`} />}
          </div>
        )}
        {reviews.length > 0 && (
          <>
            <h3 id={`${id}-testimonials`} className="testimonials-title">
              Testimonials
            </h3>
            <ul aria-label="Testimonials" className="reviews">
              {reviews.map((review, index) => (
                <li key={index} data-scroll-fade>
                  <figure>
                    <blockquote>{`“${review.text}”`}</blockquote>
                    <figcaption>
                      <span aria-hidden="true">{initialsOf(review.name)}</span>
                      <span>
                        <b>{review.name}</b>
                        {review.isArtist && (
                          <small>
                            <span>Artist</span>
                            {review.title}
                          </small>
                        )}
                        <small>{testimonialLabel(review)}</small>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
