// Reviews from customers and artists (artists show their title); styled by
// .reviews in storefront.css.
import { initialsOf } from "@/lib/fixed-content";
import type { Claims, Review } from "@/lib/editable-content/schema";
import { SectionHeading } from "./section-heading";

export function ReviewsSection({ id = "testimonials", reviews, claims }: { id?: string; reviews: readonly Review[]; claims: Claims }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-white">
      <div className="wrap">
        <SectionHeading id={`${id}-title`} eyebrow="Reviews" title="Loved by clients and artists" lead={`${claims.averageRating} and ${claims.satisfaction}.`} />
        <ul aria-label="Reviews" className="reviews">
          {reviews.map((review, index) => (
            <li key={index} data-scroll-fade>
              <figure>
                <p role="img" aria-label="5 out of 5 stars">
                  ★★★★★
                </p>
                <blockquote>{`“${review.text}”`}</blockquote>
                <figcaption>
                  <span aria-hidden="true">{initialsOf(review.name)}</span>
                  <span>
                    <b>{review.name}</b>
                    {review.isArtist ? (
                      <small>
                        <span>Artist</span>
                        {review.title}
                      </small>
                    ) : (
                      <small>Verified buyer</small>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
