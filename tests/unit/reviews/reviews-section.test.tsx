/** @jest-environment jsdom */
// The reviews on `/` and the USA landing page: verified buyers' reviews with
// their real stars, "Verified buyer", the date, photo and the owner's answer,
// their average, and "Show more reviews" for the next pages; the owner's
// testimonials labelled with their connection, without stars, never
// "Verified buyer"; nothing about verified reviews while there are none.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ReviewsSection } from "@/components/home/reviews-section";
import { DEFAULT_CLAIMS } from "@/lib/editable-content/defaults";
import type { Review } from "@/lib/editable-content/schema";
import type { VerifiedReviewJson, VerifiedReviewPage } from "@/lib/reviews/public";

const testimonials: Review[] = [
  { name: "Mike Rodriguez", image: null, isArtist: true, title: "Tattoo Artist, 12 years", text: "I send every client home with a tin.", connection: "Wholesale partner" },
  { name: "Sarah Chen", image: null, isArtist: false, text: "My sleeve healed faster.", connection: null },
];

const review = (n: number, fields: Partial<VerifiedReviewJson> = {}): VerifiedReviewJson => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name: `Buyer ${n}.`,
  rating: 4,
  headline: `Review ${n}`,
  text: `Text of review ${n}`,
  photoUrl: null,
  reply: null,
  repliedAt: null,
  publishedAt: "2026-11-20T15:00:00.000Z",
  ...fields,
});

const NONE: VerifiedReviewPage = { summary: { count: 0, average: null }, page: 1, pageCount: 0, reviews: [] };

function show(verified: VerifiedReviewPage, claims = DEFAULT_CLAIMS) {
  return render(<ReviewsSection reviews={testimonials} verified={verified} claims={claims} shopName="Verdant Ink" />);
}

it("shows the testimonials labelled with their connection, without stars or Verified buyer, and nothing of verified reviews while there are none", () => {
  show(NONE);
  const list = screen.getByRole("list", { name: "Testimonials" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  expect(within(list).getByText("Wholesale partner")).toBeInTheDocument();
  expect(within(list).getByText("Customer testimonial")).toBeInTheDocument();
  expect(within(list).queryByRole("img")).not.toBeInTheDocument();
  expect(screen.queryByText(/Verified buyer|verified buyers/i)).not.toBeInTheDocument();
  expect(screen.queryByTestId("review-average")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
});

it("leaves out an average rating claim that is empty (following reviews there are none of)", () => {
  show(NONE, { ...DEFAULT_CLAIMS, averageRating: "" });
  expect(screen.getByText("99% satisfaction.")).toBeInTheDocument();
  show(NONE, { ...DEFAULT_CLAIMS, averageRating: "4.5/5 average rating (2 reviews)" });
  expect(screen.getByText("4.5/5 average rating (2 reviews) and 99% satisfaction.")).toBeInTheDocument();
});

it("shows verified reviews with their real stars, date, photo, markup as text and the owner's answer, and their average", () => {
  show({
    summary: { count: 23, average: "4.6" },
    page: 1,
    pageCount: 1,
    reviews: [
      review(1, { rating: 2, headline: "<b>Too greasy</b>", text: "Line one\nLine two <script>x</script>", photoUrl: "/api/objects/uploads/6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c", reply: "Sorry, write to us." }),
      review(2, { rating: 5 }),
    ],
  });
  expect(screen.getByTestId("review-average")).toHaveTextContent("4.6 from 23 reviews");
  expect(within(screen.getByTestId("review-average")).getByRole("img", { name: "4.6 out of 5 stars" })).toBeInTheDocument();
  const list = screen.getByRole("list", { name: "Reviews from verified buyers" });
  const [first, second] = within(list).getAllByRole("listitem");
  expect(within(first!).getByRole("img", { name: "2 out of 5 stars" })).toBeInTheDocument();
  expect(within(second!).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
  expect(within(first!).getByRole("heading", { name: "<b>Too greasy</b>" })).toBeInTheDocument();
  expect(first!.querySelector("blockquote")!.textContent).toBe("Line one\nLine two <script>x</script>");
  expect(first!.querySelector("script")).toBeNull();
  expect(within(first!).getByText("Verified buyer")).toBeInTheDocument();
  expect(within(first!).getByText("Nov 20, 2026")).toHaveAttribute("datetime", "2026-11-20T15:00:00.000Z");
  expect(within(first!).getByRole("img", { name: "Photo from Buyer 1.'s review" })).toHaveAttribute("src", "/api/objects/uploads/6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c");
  expect(within(first!).getByText("Answer from Verdant Ink")).toBeInTheDocument();
  expect(within(first!).getByText("Sorry, write to us.")).toBeInTheDocument();
  expect(within(second!).queryByText(/Answer from/)).not.toBeInTheDocument();
  // The testimonials stay apart.
  expect(within(screen.getByRole("list", { name: "Testimonials" })).queryByText("Verified buyer")).not.toBeInTheDocument();
});

it("loads the next pages on request, skipping reviews already shown, until the last", async () => {
  const firstPage = [1, 2, 3, 4, 5, 6].map((n) => review(n));
  const answer = (body: unknown) => ({ ok: true, status: 200, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });
  const fetchMock = jest
    .fn()
    // A review approved meanwhile moved the pages by one: review 6 comes again.
    .mockResolvedValueOnce(answer({ summary: { count: 14, average: "4.0" }, page: 2, pageCount: 3, reviews: [6, 7, 8, 9, 10, 11].map((n) => review(n)) }))
    .mockResolvedValueOnce(answer({ summary: { count: 14, average: "4.0" }, page: 3, pageCount: 3, reviews: [12, 13].map((n) => review(n)) }));
  global.fetch = fetchMock as never;
  show({ summary: { count: 13, average: "4.0" }, page: 1, pageCount: 3, reviews: firstPage });

  fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
  const more = await screen.findByRole("list", { name: "More reviews from verified buyers" });
  expect(fetchMock).toHaveBeenCalledWith("/api/reviews?page=2", expect.objectContaining({ method: "GET" }));
  expect(within(more).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Review 7", "Review 8", "Review 9", "Review 10", "Review 11"]);
  expect(screen.getByRole("status")).toHaveTextContent("5 more reviews shown.");

  fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
  await waitFor(() => expect(within(more).getAllByRole("listitem")).toHaveLength(7));
  expect(fetchMock).toHaveBeenLastCalledWith("/api/reviews?page=3", expect.anything());
  expect(screen.queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
});

it("says when the next page could not be loaded, and tries again", async () => {
  global.fetch = jest.fn().mockRejectedValueOnce(new TypeError("offline")) as never;
  show({ summary: { count: 7, average: "4.0" }, page: 1, pageCount: 2, reviews: [1, 2, 3, 4, 5, 6].map((n) => review(n)) });
  fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("More reviews could not be loaded. Check your connection and try again.");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
