// How ratings, averages and reviewers' names read on the storefront, in the
// owner's pages and in e-mails. No dependencies: the storefront's client code
// (the reviews' "Show more reviews") imports it.

/** "1 star", "2 stars". */
export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;

/** What a screen reader says of a rating: "4 out of 5 stars", "4.6 out of 5 stars". */
export const ratingLabel = (rating: number | string) => `${rating} out of 5 stars`;

/**
 * The average of `count` ratings that add up to `sum`, with one decimal,
 * rounded half up ("4.6"); null when there are none. Integer arithmetic only:
 * 4.65 is 4.7, never 4.6 because of a binary fraction.
 */
export function averageRating(sum: number, count: number): string | null {
  if (count <= 0) return null;
  const tenths = Math.floor((sum * 20 + count) / (2 * count));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** "4.6 from 23 reviews", "5.0 from 1 review". */
export function averageText(average: string, count: number): string {
  return `${average} from ${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}

/** The "Average rating" claim when it follows the reviews: "4.6/5 average rating (23 reviews)". */
export function averageClaim(average: string, count: number): string {
  return `${average}/5 average rating (${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"})`;
}

/** The name a review shows by default: the first name and the last name's initial ("Sarah C."). */
export function shownNameOf(customerName: string): string {
  const parts = customerName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  const first = parts[0]!.slice(0, 60);
  const last = parts.length > 1 ? parts.at(-1)! : "";
  return last ? `${first} ${Array.from(last)[0]!.toUpperCase()}.` : first;
}
