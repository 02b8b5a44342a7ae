/** @jest-environment jsdom */
// The Customer reviews section of /admin/content: every waiting review with
// its real stars, Approve and Reject; a published one's Unpublish and public
// answer; each action sent with the version it was taken on, then the
// reviews (and the change log) read again; a conflict said and the latest
// shown. The review settings saved as one form.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { CustomerReviewsSection } from "@/components/admin/content/customer-reviews-section";
import type { ModeratedReviewJson, ReviewModerationJson } from "@/lib/reviews/moderation";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const ID = "6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c";
const waiting: ModeratedReviewJson = {
  id: ID,
  version: 1,
  status: "pending",
  name: "Robin Q.",
  rating: 2,
  headline: "Too greasy",
  text: "It felt heavy <b>on my arm</b>.",
  photoUrl: null,
  reply: null,
  repliedAt: null,
  order: "c5d7c024",
  createdAt: "2026-11-20T15:00:00.000Z",
  publishedAt: null,
  moderatedAt: null,
};

const moderation = (fields: Partial<ReviewModerationJson> = {}): ReviewModerationJson => ({
  pending: [waiting],
  approved: [],
  rejected: [],
  counts: { pending: 1, approved: 0, rejected: 0 },
  summary: { count: 0, average: null },
  settings: { version: 1, values: { askForReviews: true, requestDelayDays: 7, averageRatingFromReviews: false } },
  ...fields,
});

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

let calls: { url: string; init: RequestInit }[];
let latest: ReviewModerationJson;
let actionAnswer: { status: number; body: unknown };
const store = { saved: jest.fn(), reload: jest.fn(async () => null) };

beforeEach(() => {
  calls = [];
  latest = moderation();
  actionAnswer = { status: 200, body: {} };
  store.reload.mockClear();
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === "/api/admin/reviews" && !init.method) return answer(200, latest);
    return answer(actionAnswer.status, actionAnswer.body);
  }) as never;
});

const show = (initial = moderation()) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CustomerReviewsSection initial={initial} store={store} />
    </SWRConfig>,
  );
const actions = () => calls.filter((call) => call.init.method).map((call) => ({ method: call.init.method, url: call.url, body: JSON.parse(String(call.init.body)) }));
const card = (region: string) => within(screen.getByRole("region", { name: region })).getByText("Too greasy").closest("li")!;

it("shows a waiting review as written, with its real stars and its order", () => {
  show();
  const item = card("Waiting for approval");
  expect(within(item).getByRole("img", { name: "2 out of 5 stars" })).toBeInTheDocument();
  expect(item).toHaveTextContent("It felt heavy <b>on my arm</b>.");
  expect(item).toHaveTextContent("Order #c5d7c024");
  expect(screen.getByTestId("customer-reviews-average")).toHaveTextContent("No verified review is published yet");
});

it("approves with the version it was shown at, then reads the reviews and the change log again", async () => {
  show();
  latest = moderation({ pending: [], approved: [{ ...waiting, status: "approved", version: 2, publishedAt: "2026-11-21T10:00:00.000Z" }], counts: { pending: 0, approved: 1, rejected: 0 }, summary: { count: 1, average: "2.0" } });
  fireEvent.click(within(card("Waiting for approval")).getByRole("button", { name: "Approve" }));
  expect(await screen.findByText("Approved the review by Robin Q.: it shows on the storefront.")).toBeInTheDocument();
  expect(actions()).toEqual([{ method: "POST", url: `/api/admin/reviews/${ID}`, body: { action: "approve", version: 1 } }]);
  await waitFor(() => expect(within(screen.getByRole("region", { name: "Published" })).getByText("Too greasy")).toBeInTheDocument());
  expect(screen.getByTestId("customer-reviews-average")).toHaveTextContent("Published average: 2.0 from 1 review");
  expect(store.reload).toHaveBeenCalled();
});

it("answers a published review publicly", async () => {
  show(moderation({ pending: [], approved: [{ ...waiting, status: "approved", version: 2 }], counts: { pending: 0, approved: 1, rejected: 0 } }));
  const item = card("Published");
  fireEvent.click(within(item).getByRole("button", { name: "Answer publicly" }));
  fireEvent.change(within(item).getByLabelText("Your public answer"), { target: { value: "Sorry, Robin: write to us." } });
  fireEvent.click(within(item).getByRole("button", { name: "Save answer" }));
  expect(await screen.findByText("Saved the answer to Robin Q.")).toBeInTheDocument();
  expect(actions()).toEqual([{ method: "POST", url: `/api/admin/reviews/${ID}`, body: { action: "answer", version: 2, reply: "Sorry, Robin: write to us." } }]);
});

it("says when another admin acted first, and shows the latest", async () => {
  actionAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This review was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  show();
  latest = moderation({ pending: [], rejected: [{ ...waiting, status: "rejected", version: 2 }], counts: { pending: 0, approved: 0, rejected: 1 } });
  fireEvent.click(within(card("Waiting for approval")).getByRole("button", { name: "Reject" }));
  expect(await screen.findByText(/This review was changed by someone else after you opened it\..*The list now shows the latest\./)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole("region", { name: "Rejected" })).getByText("Too greasy")).toBeInTheDocument());
});

it("saves the review settings as one form, with its version", async () => {
  actionAnswer = { status: 200, body: { settings: { version: 2, values: { askForReviews: true, requestDelayDays: 0, averageRatingFromReviews: true } } } };
  show();
  const form = screen.getByRole("form", { name: "Review e-mails and the average rating" });
  fireEvent.change(within(form).getByLabelText("Days after delivery"), { target: { value: "0" } });
  fireEvent.click(within(form).getByLabelText("The “Average rating” claim follows the verified reviews"));
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Saved.")).toBeInTheDocument();
  expect(actions()).toEqual([{ method: "PUT", url: "/api/admin/reviews/settings", body: { version: 1, values: { askForReviews: true, requestDelayDays: 0, averageRatingFromReviews: true } } }]);
});

it("refuses days out of range beside the field, sending nothing", async () => {
  show();
  const form = screen.getByRole("form", { name: "Review e-mails and the average rating" });
  fireEvent.change(within(form).getByLabelText("Days after delivery"), { target: { value: "90" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Ask within 60 days of delivery.")).toBeInTheDocument();
  expect(actions()).toEqual([]);
});
