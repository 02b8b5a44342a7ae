// A rating drawn as five stars, read as "4 out of 5 stars" (or "4.6 out of 5
// stars" for an average, its part of a star filled in proportion). Styled by
// .stars in storefront.css; no client code.
import { ratingLabel } from "@/lib/reviews/format";

export function Stars({ rating, className }: { rating: number | string; className?: string }) {
  const value = Math.min(5, Math.max(0, Number(rating)));
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={className ? `stars ${className}` : "stars"}>
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" style={{ width: `${(value / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
