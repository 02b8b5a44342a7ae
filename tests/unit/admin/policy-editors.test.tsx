/** @jest-environment jsdom */
// The policy pages, the business details and the delivery promise on the
// owner's storefront content page: a policy never saved is marked "Review
// before launch" and may be saved unchanged (that save is the review); the
// policy API's rules are checked before sending; a conflict keeps what was
// typed; the business details say when they are still the samples.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ContentEditor } from "@/components/admin/content/content-editor";
import type { AdminContent, PolicyEntry } from "@/components/admin/content/types";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY } from "@/lib/editable-content/policy-defaults";
import type { ReviewModerationJson } from "@/lib/reviews/moderation";
import { DEFAULT_CANCEL_SETTINGS } from "@/lib/account/schemas";
import { DEFAULT_RETURN_SETTINGS } from "@/lib/account/return-schemas";

const CANCEL_SETTINGS = { version: 1, values: DEFAULT_CANCEL_SETTINGS };
const RETURN_SETTINGS = { version: 1, values: DEFAULT_RETURN_SETTINGS };

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const terms: PolicyEntry = { key: "terms", title: "Terms of Service", body: "## Orders\n\nWe sell in the USA.", version: 1, updatedAt: "2026-11-27T10:00:00.000Z", reviewedAt: null };
const returns: PolicyEntry = { key: "returns", title: "Returns & Refunds", body: "30 days from delivery, no tin to send back.", version: 4, updatedAt: "2026-11-20T10:00:00.000Z", reviewedAt: "2026-11-20T10:00:00.000Z" };

/** No customer review yet, the review settings as shipped. */
const NO_CUSTOMER_REVIEWS: ReviewModerationJson = {
  pending: [],
  approved: [],
  rejected: [],
  counts: { pending: 0, approved: 0, rejected: 0 },
  summary: { count: 0, average: null },
  settings: { version: 1, values: { askForReviews: true, requestDelayDays: 7, averageRatingFromReviews: false } },
};

const content = (overrides: Partial<AdminContent> = {}): AdminContent => ({
  faq: [],
  reviews: [],
  claims: { version: 1, values: { ...DEFAULT_CLAIMS } },
  figures: { version: 1, values: { ...DEFAULT_FIGURES } },
  policies: [terms, returns],
  business: { version: 1, values: { ...DEFAULT_BUSINESS } },
  delivery: { version: 1, values: { ...DEFAULT_DELIVERY } },
  socialProof: { paymentsMode: "test", data: { viewingNow: 0, percentSold: null, ordersThisWeek: 0 } },
  changes: [],
  ...overrides,
});

let calls: { url: string; init: RequestInit }[];
let saveAnswer: { status: number; body: unknown };
let latest: AdminContent;

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

beforeEach(() => {
  calls = [];
  saveAnswer = { status: 200, body: {} };
  latest = content();
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === "/api/admin/content" && !init.method) return answer(200, latest);
    if (url.startsWith("/api/admin/content/")) return answer(saveAnswer.status, saveAnswer.body);
    throw new Error(`unexpected request to ${url}`);
  }) as never;
});

const region = (name: string) => screen.getByRole("region", { name });
const policyForm = (name: string) => screen.getByRole("form", { name });
const saves = () => calls.filter((call) => call.init.method).map((call) => ({ method: call.init.method, url: call.url, body: JSON.parse(String(call.init.body)) }));

it("shows each policy with its review mark, date and page, and the business details and delivery promise", () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const policies = region("Policies");
  expect(within(policies).getByRole("alert")).toHaveTextContent("1 policy is marked “Review before launch”");

  const form = policyForm("Terms of Service");
  expect(within(form).getByText("Review before launch")).toBeInTheDocument();
  expect(within(form).getByText(/Last updated Nov 27, 2026/)).toBeInTheDocument();
  expect(within(form).getByRole("link", { name: "/terms (opens in a new tab)" })).toHaveAttribute("href", "/terms");
  expect(within(form).getByLabelText("Title")).toHaveValue("Terms of Service");
  expect(within(form).getByLabelText("Text")).toHaveValue("## Orders\n\nWe sell in the USA.");
  expect(within(form).getByLabelText("Text")).toHaveAccessibleDescription(/HTML is shown as written, never run/);
  // Not reviewed yet: it may be saved as it is.
  expect(within(form).getByRole("button", { name: "Save and mark as reviewed" })).toBeEnabled();

  const reviewed = policyForm("Returns & Refunds");
  expect(within(reviewed).getByText("Reviewed")).toBeInTheDocument();
  expect(within(reviewed).getByRole("button", { name: "Save" })).toBeDisabled();

  const business = region("Business details");
  expect(within(business).getByRole("alert")).toHaveTextContent("These are sample details");
  expect(within(business).getByLabelText("Street address")).toHaveValue("123 Sample Street");
  expect(within(business).getByLabelText("State (2 letters)")).toHaveValue("TX");
  expect(region("Delivery promise")).toHaveTextContent("The FAQ's answers follow it where they say {processing} and {delivery}");
  expect(within(region("Delivery promise")).getByLabelText("Delivery: at most (business days)")).toHaveValue(5);
});

it("saves a policy unchanged to review it: the version goes with it, and the mark turns to Reviewed", async () => {
  const saved: PolicyEntry = { ...terms, version: 2, reviewedAt: "2026-11-28T09:00:00.000Z", updatedAt: "2026-11-28T09:00:00.000Z" };
  saveAnswer = { status: 200, body: { policy: saved } };
  latest = content({ policies: [saved, returns] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = policyForm("Terms of Service");
  fireEvent.click(within(form).getByRole("button", { name: "Save and mark as reviewed" }));

  expect(await within(form).findByRole("status")).toHaveTextContent("Saved and marked as reviewed.");
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/policies/terms", body: { version: 1, title: "Terms of Service", body: "## Orders\n\nWe sell in the USA." } }]);
  expect(within(form).getByText("Reviewed")).toBeInTheDocument();
  expect(within(form).getByText(/Last updated Nov 28, 2026/)).toBeInTheDocument();
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
  await waitFor(() => expect(within(region("Policies")).queryByRole("alert")).toBeNull());
});

it("checks a policy with the API's rules before sending, each message beside its field", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = policyForm("Returns & Refunds");
  fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "" } });
  fireEvent.change(within(form).getByLabelText("Text"), { target: { value: "x".repeat(20_001) } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked fields.");
  expect(within(form).getByLabelText("Title")).toHaveAccessibleDescription("The title is required.");
  expect(within(form).getByLabelText("Text")).toHaveAccessibleDescription(/The text can have at most 20,000 characters\.$/);
  expect(saves()).toEqual([]);
});

it("keeps what was typed when another admin saved the policy first, and loads the latest only when asked", async () => {
  saveAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This policy was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  const theirs: PolicyEntry = { ...returns, body: "Their newer text about refunds.", version: 5 };
  latest = content({ policies: [terms, theirs] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = policyForm("Returns & Refunds");
  fireEvent.change(within(form).getByLabelText("Text"), { target: { value: "My own text about refunds, long enough." } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  const alert = await within(form).findByRole("alert");
  expect(alert).toHaveTextContent("This policy was changed by someone else");
  expect(within(form).getByLabelText("Text")).toHaveValue("My own text about refunds, long enough.");
  fireEvent.click(within(form).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(within(form).getByLabelText("Text")).toHaveValue("Their newer text about refunds."));
  expect(saves()).toHaveLength(1);
});

it("checks the delivery promise's order before sending, and saves the business details as one form", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const delivery = region("Delivery promise");
  fireEvent.change(within(delivery).getByLabelText("Delivery: at least (business days)"), { target: { value: "7" } });
  fireEvent.click(within(delivery).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(within(delivery).getByLabelText("Delivery: at most (business days)")).toHaveAccessibleDescription("The longest delivery time cannot be shorter than the shortest."));
  expect(saves()).toEqual([]);

  const values = { name: "Verdant Ink LLC", phone: "(512) 555-0188", street: "500 Congress Ave", city: "Austin", state: "TX", zipCode: "78701" };
  saveAnswer = { status: 200, body: { business: { version: 2, values } } };
  latest = content({ business: { version: 2, values } });
  const business = region("Business details");
  fireEvent.change(within(business).getByLabelText("Business name"), { target: { value: "Verdant Ink LLC" } });
  fireEvent.change(within(business).getByLabelText("Phone"), { target: { value: "(512) 555-0188" } });
  fireEvent.change(within(business).getByLabelText("Street address"), { target: { value: "500 Congress Ave" } });
  fireEvent.click(within(business).getByRole("button", { name: "Save" }));
  expect(await within(business).findByRole("status")).toHaveTextContent("Saved.");
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/business", body: { version: 1, values } }]);
  await waitFor(() => expect(within(business).queryByText(/These are sample details/)).toBeNull());
});
