/** @jest-environment jsdom */
// The owner's storefront content page (/admin/content): the FAQ and the
// reviews edited entry by entry (save, add, delete after a confirmation),
// the claims and figures saved as one form each (the figures with their
// sources and minimums), and the change log read
// again after every save, keeping what other forms have unsaved. Field
// messages go beside their fields; a conflict keeps what was typed until the
// latest version is loaded on request.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ContentEditor } from "@/components/admin/content/content-editor";
import type { AdminContent, FaqEntry, ReviewEntry } from "@/components/admin/content/types";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY } from "@/lib/editable-content/policy-defaults";
import type { ReviewModerationJson } from "@/lib/reviews/moderation";
import { DEFAULT_CANCEL_SETTINGS } from "@/lib/account/schemas";
import { DEFAULT_RETURN_SETTINGS } from "@/lib/account/return-schemas";

const CANCEL_SETTINGS = { version: 1, values: DEFAULT_CANCEL_SETTINGS };
const RETURN_SETTINGS = { version: 1, values: DEFAULT_RETURN_SETTINGS };

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const FAQ_1 = "11111111-0000-4000-8000-000000000001";
const FAQ_2 = "22222222-0000-4000-8000-000000000002";
const FAQ_NEW = "33333333-0000-4000-8000-000000000003";
const REVIEW_1 = "44444444-0000-4000-8000-000000000004";
const REVIEW_2 = "55555555-0000-4000-8000-000000000005";

const howOften: FaqEntry = { id: FAQ_1, question: "How often do I apply it?", answer: "Two to three times a day.", version: 2 };
const isVegan: FaqEntry = { id: FAQ_2, question: "Is it vegan?", answer: "Yes, all ingredients are plant-based.", version: 1 };
const maya: ReviewEntry = { id: REVIEW_1, name: "Maya R.", title: null, text: "Healed in no time at all.", isArtist: false, connection: null, version: 1 };
const jonas: ReviewEntry = { id: REVIEW_2, name: "Jonas K.", title: "Tattoo Artist, 12 years", text: "I give it to every client.", isArtist: true, connection: "Wholesale partner", version: 3 };

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
  faq: [howOften, isVegan],
  reviews: [maya, jonas],
  claims: {
    version: 1,
    values: { ...DEFAULT_CLAIMS },
  },
  figures: { version: 1, values: { ...DEFAULT_FIGURES } },
  policies: [],
  business: { version: 1, values: { ...DEFAULT_BUSINESS } },
  delivery: { version: 1, values: { ...DEFAULT_DELIVERY } },
  socialProof: { paymentsMode: "test", data: { viewingNow: 2, percentSold: null, ordersThisWeek: 7 } },
  changes: [
    { id: "c1", entity: "claims", entityId: "claims", action: "update", summary: "Claims: natural", adminEmail: "partner@example.com", createdAt: "2026-03-01T10:00:00.000Z" },
  ],
  ...overrides,
});

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
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
/** One live figure's settings in the figures form. */
const figure = (name: string) => within(region("Social-proof figures")).getByRole("group", { name });
const faqForm = (id: string) => document.querySelector<HTMLElement>(`[data-faq-id="${id}"] form`)!;
const reviewForm = (id: string) => document.querySelector<HTMLElement>(`[data-review-id="${id}"] form`)!;
const saves = () => calls.filter((call) => call.init.method).map((call) => ({ method: call.init.method, url: call.url, body: call.init.body ? JSON.parse(String(call.init.body)) : undefined }));
const reads = () => calls.filter((call) => call.url === "/api/admin/content" && !call.init.method);

it("shows the five sections with their forms and the change log", () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  for (const name of ["FAQ", "Customer reviews", "Testimonials", "Claims", "Social-proof figures", "Change log"]) expect(region(name)).toBeInTheDocument();

  expect(within(faqForm(FAQ_1)).getByLabelText("Question")).toHaveValue("How often do I apply it?");
  expect(within(faqForm(FAQ_1)).getByLabelText("Answer")).toHaveValue("Two to three times a day.");
  expect(screen.getByRole("form", { name: "Add question" })).toBeInTheDocument();

  // A customer's review has no title; an artist's has one.
  expect(within(reviewForm(REVIEW_1)).getByRole("checkbox", { name: "Artist" })).not.toBeChecked();
  expect(within(reviewForm(REVIEW_1)).queryByLabelText("Title")).toBeNull();
  expect(within(reviewForm(REVIEW_2)).getByLabelText("Title")).toHaveValue("Tattoo Artist, 12 years");
  expect(within(reviewForm(REVIEW_2)).getByLabelText("Review text")).toHaveValue("I give it to every client.");
  // Each shows the reviewer's connection to the shop (empty: the default label, never "Verified buyer").
  expect(within(reviewForm(REVIEW_2)).getByLabelText("Connection to the shop")).toHaveValue("Wholesale partner");
  expect(within(reviewForm(REVIEW_1)).getByLabelText("Connection to the shop")).toHaveValue("");
  expect(within(reviewForm(REVIEW_1)).getByText(/Left empty: “Customer testimonial”/)).toBeInTheDocument();

  expect(within(region("Claims")).getByLabelText("Heals faster")).toHaveValue("Heals tattoos 15% faster");
  expect(within(region("Claims")).getByLabelText("Natural")).toHaveValue("100% natural");
  const figures = region("Social-proof figures");
  expect(within(figure("People viewing now")).getByLabelText("Fixed text")).toHaveValue(127);
  expect(within(figure("Percent sold")).getByLabelText("Fixed text")).toHaveValue(78);
  expect(within(figure("Orders this week")).getByLabelText("Fixed text")).toHaveValue(237);
  for (const name of ["People viewing now", "Percent sold", "Orders this week", "Purchase popup"]) {
    expect(within(figure(name)).getByLabelText("Source")).toHaveDisplayValue("Not chosen yet");
    expect(within(figure(name)).getAllByRole("option").map((option) => option.textContent)).toEqual(["Not chosen yet", "From the shop's data", "Fixed text", "Hidden"]);
  }
  expect(within(figure("Orders this week")).getByLabelText("Hide data below")).toHaveValue(5);
  expect(within(figure("Orders this week")).getByLabelText("Hide data below")).toHaveAccessibleDescription("paid orders in the last 7 days");
  expect(within(figure("Purchase popup")).queryByLabelText("Fixed text")).toBeNull();
  // Each source in one sentence, which one a figure without a choice follows here, and the data now.
  for (const source of ["From the shop's data:", "Fixed text:", "Hidden:", "Not chosen yet:"]) expect(figures).toHaveTextContent(source);
  expect(screen.getByTestId("figures-mode")).toHaveTextContent("This shop takes test payments: a figure you have not chosen a source for shows its fixed text.");
  expect(screen.getByTestId("figures-data")).toHaveTextContent("The shop's data now: 2 people viewing, no counted stock to sell out (set a stock in Products & Prices), 7 orders this week.");

  const log = within(region("Change log")).getByRole("table");
  expect(within(log).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["When", "Who", "What"]);
  expect(within(log).getByText("Claims: natural")).toBeInTheDocument();
  expect(within(log).getByText("partner@example.com")).toBeInTheDocument();
});

it("saves an FAQ entry with its version, then reads the content again while other forms keep their unsaved edits", async () => {
  const saved = { ...howOften, answer: "Two to three times a day, on clean skin.", version: 3 };
  saveAnswer = { status: 200, body: { entry: saved } };
  latest = content({
    faq: [saved, isVegan],
    claims: { ...content().claims, version: 2, values: { ...content().claims.values, guarantee: "60-day money-back guarantee" } },
    changes: [
      { id: "c2", entity: "faq", entityId: FAQ_1, action: "update", summary: "Question “How often do I apply it?”: answer", adminEmail: "owner@example.com", createdAt: "2026-03-02T10:00:00.000Z" },
      ...content().changes,
    ],
  });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  // Unsaved edits elsewhere: in the claims, and in another question.
  fireEvent.change(within(region("Claims")).getByLabelText("Natural"), { target: { value: "All natural" } });
  fireEvent.change(within(faqForm(FAQ_2)).getByLabelText("Answer"), { target: { value: "Yes." } });

  const form = faqForm(FAQ_1);
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
  fireEvent.change(within(form).getByLabelText("Answer"), { target: { value: "Two to three times a day, on clean skin." } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
  expect(saves()).toEqual([
    { method: "PATCH", url: `/api/admin/content/faq/${FAQ_1}`, body: { version: 2, question: "How often do I apply it?", answer: "Two to three times a day, on clean skin." } },
  ]);
  await waitFor(() => expect(within(region("Change log")).getByText("Question “How often do I apply it?”: answer")).toBeInTheDocument());
  expect(reads()).toHaveLength(1);
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();

  // The claims form keeps what was typed (and its version: a save would be refused, never overwrite).
  expect(within(region("Claims")).getByLabelText("Natural")).toHaveValue("All natural");
  expect(within(region("Claims")).getByLabelText("Guarantee")).toHaveValue("30-day money-back guarantee");
  expect(within(faqForm(FAQ_2)).getByLabelText("Answer")).toHaveValue("Yes.");
  // A form without unsaved edits shows the newer content.
  expect(within(figure("People viewing now")).getByLabelText("Fixed text")).toHaveValue(127);

  saveAnswer = { status: 200, body: { claims: latest.claims } };
  fireEvent.click(within(region("Claims")).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]).toMatchObject({ method: "PUT", url: "/api/admin/content/claims", body: { version: 1, values: expect.objectContaining({ natural: "All natural", guarantee: "30-day money-back guarantee" }) } });
});

it("adds a question at the end and clears the form", async () => {
  const added: FaqEntry = { id: FAQ_NEW, question: "Does it stain clothes?", answer: "No, it absorbs quickly.", version: 1 };
  saveAnswer = { status: 201, body: { entry: added } };
  latest = content({ faq: [howOften, isVegan, added] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = screen.getByRole("form", { name: "Add question" });
  expect(within(form).getByRole("button", { name: "Add question" })).toBeDisabled();
  fireEvent.change(within(form).getByLabelText("Question"), { target: { value: "Does it stain clothes?" } });
  fireEvent.change(within(form).getByLabelText("Answer"), { target: { value: "No, it absorbs quickly." } });
  fireEvent.click(within(form).getByRole("button", { name: "Add question" }));

  expect(await within(form).findByRole("status")).toHaveTextContent("Added.");
  expect(saves()).toEqual([{ method: "POST", url: "/api/admin/content/faq", body: { question: "Does it stain clothes?", answer: "No, it absorbs quickly." } }]);
  expect(within(form).getByLabelText("Question")).toHaveValue("");
  expect(within(form).getByLabelText("Answer")).toHaveValue("");
  expect(within(faqForm(FAQ_NEW)).getByLabelText("Question")).toHaveValue("Does it stain clothes?");
  const order = Array.from(document.querySelectorAll("[data-faq-id]")).map((li) => li.getAttribute("data-faq-id"));
  expect(order).toEqual([FAQ_1, FAQ_2, FAQ_NEW]);
  await waitFor(() => expect(reads()).toHaveLength(1));
});

it("checks a new question with the FAQ API's rules before sending, each message beside its field", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = screen.getByRole("form", { name: "Add question" });
  fireEvent.change(within(form).getByLabelText("Question"), { target: { value: "Why?" } });
  fireEvent.change(within(form).getByLabelText("Answer"), { target: { value: "Short" } });
  fireEvent.click(within(form).getByRole("button", { name: "Add question" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked fields.");
  expect(within(form).getByLabelText("Question")).toHaveAccessibleDescription("The question needs at least 5 characters.");
  expect(within(form).getByLabelText("Answer")).toHaveAccessibleDescription("The answer needs at least 10 characters.");
  expect(within(form).getByLabelText("Question")).toHaveValue("Why?");
  expect(saves()).toEqual([]);
});

it("shows the API's field messages of a new question beside its fields", async () => {
  saveAnswer = { status: 400, body: { error: { code: "invalid_request", message: "Check the fields.", fields: { answer: "The answer cannot contain control characters." } } } };
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = screen.getByRole("form", { name: "Add question" });
  fireEvent.change(within(form).getByLabelText("Question"), { target: { value: "Why is it green?" } });
  fireEvent.change(within(form).getByLabelText("Answer"), { target: { value: "Because of the hemp seed oil." } });
  fireEvent.click(within(form).getByRole("button", { name: "Add question" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(within(form).getByLabelText("Answer")).toHaveAccessibleDescription("The answer cannot contain control characters.");
  expect(within(form).getByLabelText("Question")).not.toHaveAttribute("aria-invalid");
  expect(within(form).getByLabelText("Question")).toHaveValue("Why is it green?");
  expect(saves()).toEqual([{ method: "POST", url: "/api/admin/content/faq", body: { question: "Why is it green?", answer: "Because of the hemp seed oil." } }]);
  expect(reads()).toHaveLength(0);
});

it("deletes a question only after the confirmation", async () => {
  saveAnswer = { status: 200, body: { deleted: true } };
  latest = content({ faq: [howOften] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  fireEvent.click(within(faqForm(FAQ_2)).getByRole("button", { name: "Delete" }));
  const dialog = screen.getByRole("dialog", { name: "Delete this question?" });
  expect(dialog).toHaveTextContent("“Is it vegan?”");
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(saves()).toEqual([]);

  fireEvent.click(within(faqForm(FAQ_2)).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(screen.getByRole("dialog", { name: "Delete this question?" })).getByRole("button", { name: "Delete permanently" }));
  await waitFor(() => expect(within(region("FAQ")).getByRole("status")).toHaveTextContent("Deleted."));
  expect(saves()).toEqual([{ method: "DELETE", url: `/api/admin/content/faq/${FAQ_2}`, body: { version: 1 } }]);
  expect(document.querySelector(`[data-faq-id="${FAQ_2}"]`)).toBeNull();
  expect(faqForm(FAQ_1)).toBeInTheDocument();
  await waitFor(() => expect(reads()).toHaveLength(1));
});

it("checks a claim with the claims API's rule before sending", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const claims = region("Claims");
  fireEvent.change(within(claims).getByLabelText("Guarantee"), { target: { value: "30" } });
  fireEvent.click(within(claims).getByRole("button", { name: "Save" }));

  const guarantee = within(claims).getByLabelText("Guarantee");
  await waitFor(() => expect(guarantee).toHaveAttribute("aria-invalid", "true"));
  expect(guarantee).toHaveAccessibleDescription("The guarantee claim needs at least 3 characters.");
  expect(guarantee).toHaveValue("30");
  expect(within(claims).getByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(within(claims).getByLabelText("Natural")).not.toHaveAttribute("aria-invalid");
  expect(saves()).toEqual([]);
});

it("shows a claim's field message from the API beside it, and one of no field in the alert", async () => {
  saveAnswer = {
    status: 400,
    body: { error: { code: "invalid_request", message: "Check the fields.", fields: { "values.guarantee": "The guarantee claim must be one line." } } },
  };
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const claims = region("Claims");
  fireEvent.change(within(claims).getByLabelText("Guarantee"), { target: { value: "30 days" } });
  fireEvent.click(within(claims).getByRole("button", { name: "Save" }));

  const guarantee = within(claims).getByLabelText("Guarantee");
  await waitFor(() => expect(guarantee).toHaveAttribute("aria-invalid", "true"));
  expect(guarantee).toHaveAccessibleDescription("The guarantee claim must be one line.");
  expect(guarantee).toHaveValue("30 days");
  expect(within(claims).getByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(saves()[0]).toMatchObject({ method: "PUT", url: "/api/admin/content/claims", body: { version: 1, values: expect.objectContaining({ guarantee: "30 days", natural: "100% natural" }) } });
  expect(Object.keys(saves()[0].body.values)).toHaveLength(15);

  saveAnswer = { status: 400, body: { error: { code: "invalid_request", message: "Check the fields.", fields: { version: "Reload the page and try again: the version is missing." } } } };
  fireEvent.change(guarantee, { target: { value: "30-day money-back guarantee!" } });
  fireEvent.click(within(claims).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(within(claims).getByRole("alert")).toHaveTextContent("Reload the page and try again: the version is missing."));
  expect(guarantee).not.toHaveAttribute("aria-invalid");
});

it("checks the figures as whole numbers before sending", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const figures = region("Social-proof figures");
  fireEvent.change(within(figure("Percent sold")).getByLabelText("Fixed text"), { target: { value: "101" } });
  fireEvent.change(within(figure("Orders this week")).getByLabelText("Fixed text"), { target: { value: "" } });
  fireEvent.change(within(figure("Purchase popup")).getByLabelText("Hide data below"), { target: { value: "-1" } });
  fireEvent.click(within(figures).getByRole("button", { name: "Save" }));
  expect(await within(figures).findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked fields.");
  expect(within(figure("Percent sold")).getByLabelText("Fixed text")).toHaveAccessibleDescription("Percent sold can be at most 100.");
  expect(within(figure("Orders this week")).getByLabelText("Fixed text")).toHaveAccessibleDescription("Orders this week must be a whole number.");
  expect(within(figure("Purchase popup")).getByLabelText("Hide data below")).toHaveAccessibleDescription("paid orders in the last 7 days The minimum for the purchase popup cannot be negative.");
  expect(saves()).toEqual([]);
});

it("saves the sources, the fixed texts and the minimums, numbers as numbers", async () => {
  const values = { ...DEFAULT_FIGURES, viewingNow: 90, ordersThisWeekSource: "data", ordersThisWeekMinimum: 10, popupSource: "hidden" };
  saveAnswer = { status: 200, body: { figures: { version: 2, values } } };
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const figures = region("Social-proof figures");
  fireEvent.change(within(figure("People viewing now")).getByLabelText("Fixed text"), { target: { value: "90" } });
  fireEvent.change(within(figure("Orders this week")).getByLabelText("Source"), { target: { value: "data" } });
  fireEvent.change(within(figure("Orders this week")).getByLabelText("Hide data below"), { target: { value: "10" } });
  fireEvent.change(within(figure("Purchase popup")).getByLabelText("Source"), { target: { value: "hidden" } });
  fireEvent.click(within(figures).getByRole("button", { name: "Save" }));
  expect(await within(figures).findByRole("status")).toHaveTextContent("Saved.");
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/figures", body: { version: 1, values } }]);
  expect(within(figures).getByRole("button", { name: "Save" })).toBeDisabled();
  expect(within(figure("Orders this week")).getByLabelText("Source")).toHaveDisplayValue("From the shop's data");
});

it("says that a figure without a choice shows data in a shop taking real payments", () => {
  render(<ContentEditor initial={content({ socialProof: { paymentsMode: "stripe", data: { viewingNow: 1, percentSold: 40, ordersThisWeek: 1 } } })} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  expect(screen.getByTestId("figures-mode")).toHaveTextContent("This shop takes real payments: a figure you have not chosen a source for shows the shop's data.");
  expect(screen.getByTestId("figures-data")).toHaveTextContent("The shop's data now: 1 person viewing, 40% sold, 1 order this week.");
});

it("keeps a review's typed text on a conflict, and loads the latest version when asked", async () => {
  saveAnswer = {
    status: 409,
    body: { error: { code: "edit_conflict", message: "This review was changed by someone else after you opened it. Load the latest version, then make your change again." } },
  };
  const theirs = { ...maya, text: "Healed in no time at all. Will buy again!", version: 2 };
  latest = content({ reviews: [theirs, jonas] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = reviewForm(REVIEW_1);
  fireEvent.click(within(form).getByRole("checkbox", { name: "Artist" }));
  fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Tattoo Artist, 3 years" } });
  fireEvent.change(within(form).getByLabelText("Review text"), { target: { value: "My clients love it." } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  expect(await within(form).findByRole("alert")).toHaveTextContent("This review was changed by someone else after you opened it.");
  expect(saves()[0]).toEqual({
    method: "PATCH",
    url: `/api/admin/content/reviews/${REVIEW_1}`,
    body: { version: 1, name: "Maya R.", title: "Tattoo Artist, 3 years", text: "My clients love it.", isArtist: true, connection: null },
  });
  expect(within(form).getByLabelText("Review text")).toHaveValue("My clients love it.");
  expect(within(form).getByLabelText("Title")).toHaveValue("Tattoo Artist, 3 years");
  expect(reads()).toHaveLength(0);

  fireEvent.click(within(form).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(within(form).getByLabelText("Review text")).toHaveValue("Healed in no time at all. Will buy again!"));
  expect(within(form).getByRole("checkbox", { name: "Artist" })).not.toBeChecked();
  expect(within(form).queryByLabelText("Title")).toBeNull();
  expect(within(form).queryByRole("alert")).toBeNull();

  saveAnswer = { status: 200, body: { review: { ...theirs, text: "My clients love it.", version: 3 } } };
  fireEvent.change(within(form).getByLabelText("Review text"), { target: { value: "My clients love it." } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByRole("status")).toHaveTextContent("Saved.");
  expect(saves()[1].body).toEqual({ version: 2, name: "Maya R.", title: null, text: "My clients love it.", isArtist: false, connection: null });
});

it("asks for an artist's title before sending, beside the Title field", async () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  const form = reviewForm(REVIEW_1);
  fireEvent.click(within(form).getByRole("checkbox", { name: "Artist" }));
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(within(form).getByLabelText("Title")).toHaveAccessibleDescription(expect.stringContaining("Give the artist's title (e.g. Tattoo Artist, 12 years)."));
  expect(saves()).toEqual([]);
});

const faqOrder = () => Array.from(document.querySelectorAll("[data-faq-id]")).map((li) => li.getAttribute("data-faq-id"));

it("disables moving the first entry up and the last one down", () => {
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  expect(within(faqForm(FAQ_1)).getByRole("button", { name: "Move up" })).toBeDisabled();
  expect(within(faqForm(FAQ_1)).getByRole("button", { name: "Move down" })).toBeEnabled();
  expect(within(faqForm(FAQ_2)).getByRole("button", { name: "Move up" })).toBeEnabled();
  expect(within(faqForm(FAQ_2)).getByRole("button", { name: "Move down" })).toBeDisabled();
  expect(within(reviewForm(REVIEW_1)).getByRole("button", { name: "Move up" })).toBeDisabled();
  expect(within(reviewForm(REVIEW_2)).getByRole("button", { name: "Move down" })).toBeDisabled();
});

it("moves a question down: sends the whole new order, shows it, and keeps unsaved edits and the focus", async () => {
  saveAnswer = { status: 200, body: { ids: [FAQ_2, FAQ_1] } };
  latest = content({ faq: [isVegan, howOften] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  fireEvent.change(within(faqForm(FAQ_1)).getByLabelText("Answer"), { target: { value: "Twice a day." } });
  const down = within(faqForm(FAQ_1)).getByRole("button", { name: "Move down" });
  down.focus();
  fireEvent.click(down);

  await waitFor(() => expect(within(region("FAQ")).getByRole("status")).toHaveTextContent("Moved."));
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/faq/order", body: { ids: [FAQ_2, FAQ_1] } }]);
  expect(faqOrder()).toEqual([FAQ_2, FAQ_1]);
  expect(within(faqForm(FAQ_1)).getByLabelText("Answer")).toHaveValue("Twice a day.");
  // Now last: its Move down is disabled, so the focus is on its Move up.
  expect(within(faqForm(FAQ_1)).getByRole("button", { name: "Move down" })).toBeDisabled();
  expect(within(faqForm(FAQ_1)).getByRole("button", { name: "Move up" })).toHaveFocus();
  await waitFor(() => expect(reads()).toHaveLength(1));
  expect(faqOrder()).toEqual([FAQ_2, FAQ_1]);
});

it("moves a review up", async () => {
  saveAnswer = { status: 200, body: { ids: [REVIEW_2, REVIEW_1] } };
  latest = content({ reviews: [jonas, maya] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  fireEvent.click(within(reviewForm(REVIEW_2)).getByRole("button", { name: "Move up" }));
  await waitFor(() => expect(within(region("Testimonials")).getByRole("status")).toHaveTextContent("Moved."));
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/reviews/order", body: { ids: [REVIEW_2, REVIEW_1] } }]);
  expect(Array.from(document.querySelectorAll("[data-review-id]")).map((li) => li.getAttribute("data-review-id"))).toEqual([REVIEW_2, REVIEW_1]);
});

it("shows a refused move's conflict and reads the list again", async () => {
  const added: FaqEntry = { id: FAQ_NEW, question: "Does it stain clothes?", answer: "No, it absorbs quickly.", version: 1 };
  saveAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "The questions were changed by someone else. The list now shows the latest order; try again." } } };
  latest = content({ faq: [howOften, isVegan, added] });
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  fireEvent.click(within(faqForm(FAQ_1)).getByRole("button", { name: "Move down" }));

  expect(await within(region("FAQ")).findByRole("alert")).toHaveTextContent("The questions were changed by someone else.");
  expect(saves()).toEqual([{ method: "PUT", url: "/api/admin/content/faq/order", body: { ids: [FAQ_2, FAQ_1] } }]);
  await waitFor(() => expect(faqOrder()).toEqual([FAQ_1, FAQ_2, FAQ_NEW]));
  expect(reads()).toHaveLength(1);
  expect(within(region("FAQ")).queryByRole("status")).toBeNull();
});

it("shows the API's message when a move fails otherwise", async () => {
  saveAnswer = { status: 400, body: { error: { code: "invalid_request", message: "Give each entry once." } } };
  render(<ContentEditor initial={content()} customerReviews={NO_CUSTOMER_REVIEWS} cancelSettings={CANCEL_SETTINGS} returnSettings={RETURN_SETTINGS} />);
  fireEvent.click(within(faqForm(FAQ_2)).getByRole("button", { name: "Move up" }));
  expect(await within(region("FAQ")).findByRole("alert")).toHaveTextContent("Give each entry once.");
  expect(faqOrder()).toEqual([FAQ_1, FAQ_2]);
  expect(reads()).toHaveLength(0);
});
