// Reviews from customers and artists (artists show their title).
import { REVIEWS, initialsOf, type Review } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function ReviewsSection({ id = "testimonials", reviews = REVIEWS }: { id?: string; reviews?: readonly Review[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id={`${id}-title`}
          eyebrow="Reviews"
          title="Loved by clients and artists"
          lead="4.9/5 average rating and 99% satisfaction."
        />
        <ul aria-label="Reviews" className="mt-12 columns-1 gap-6 sm:columns-2 lg:columns-3">
          {reviews.map((review) => (
            <li key={review.name} data-scroll-fade className="mb-6 break-inside-avoid rounded-2xl border border-neutral-200 bg-white p-6">
              <figure>
                <p role="img" aria-label="5 out of 5 stars" className="text-lg leading-none tracking-widest text-amber-500">
                  ★★★★★
                </p>
                <blockquote className="mt-3 text-neutral-800">“{review.text}”</blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
                    {initialsOf(review.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{review.name}</span>
                    {review.isArtist ? (
                      <span className="block text-sm text-neutral-600">
                        <span className="mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">Artist</span>
                        {review.title}
                      </span>
                    ) : (
                      <span className="block text-sm text-neutral-600">Verified buyer</span>
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
