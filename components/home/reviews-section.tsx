// Reviews from customers and artists (artists show their title).
import { REVIEWS, initialsOf, type Review } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function ReviewsSection({ id = "testimonials", reviews = REVIEWS }: { id?: string; reviews?: readonly Review[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-white">
      <div className="wrap">
        <SectionHeading id={`${id}-title`} eyebrow="Reviews" title="Loved by clients and artists" lead="4.9/5 average rating and 99% satisfaction." />
        <ul aria-label="Reviews" className="mt-12 columns-1 gap-6 sm:columns-2 lg:columns-3">
          {reviews.map((review) => (
            <li key={review.name} data-scroll-fade className="card review">
              <figure>
                <p role="img" aria-label="5 out of 5 stars" className="stars">
                  ★★★★★
                </p>
                <blockquote>“{review.text}”</blockquote>
                <figcaption>
                  <span aria-hidden="true">{initialsOf(review.name)}</span>
                  <span>
                    <b>{review.name}</b>
                    {review.isArtist ? (
                      <small>
                        <span className="mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">Artist</span>
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
