/** @jest-environment jsdom */
// The review form of an order: no rating chosen until the customer chooses,
// the API's field messages beside their fields, the link's refusals said
// plainly, and the thanks in place of the form once sent.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ReviewForm } from "@/components/reviews/review-form";

const TOKEN = `${"a".repeat(32)}.${"B".repeat(43)}`;
const ORDER = "6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c";
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as never;
});

function fill() {
  fireEvent.click(screen.getByRole("radio", { name: "2 stars" }));
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Too greasy for me" } });
  fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "It felt heavy <b>on my arm</b>.\nI prefer lighter." } });
}

it("starts with no rating and the name from the order, and checks every field before sending", async () => {
  render(<ReviewForm token={TOKEN} orderId={ORDER} shownName="Sarah C." />);
  const radios = screen.getAllByRole("radio");
  expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
  for (const radio of radios) expect(radio).not.toBeChecked();
  expect(screen.getByRole("group", { name: "Your rating" })).toBeInTheDocument();
  expect(screen.getByLabelText("Name to show")).toHaveValue("Sarah C.");

  fireEvent.click(screen.getByRole("button", { name: "Send review" }));
  expect(await screen.findByText("Choose a rating from 1 to 5 stars.")).toBeInTheDocument();
  expect(screen.getByText("Give your review a title.")).toBeInTheDocument();
  expect(screen.getByText("Write your review.")).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Your rating" })).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends the review with the link's token and the order, then thanks the customer", async () => {
  fetchMock.mockResolvedValue(answer(201, { id: "r1", message: "Thank you! Your review will appear once we have checked it." }));
  render(<ReviewForm token={TOKEN} orderId={ORDER} shownName="Sarah C." />);
  fill();
  fireEvent.click(screen.getByRole("button", { name: "Send review" }));
  expect(await screen.findByText("Thank you! Your review will appear once we have checked it.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send review" })).not.toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/reviews");
  expect(JSON.parse(init.body)).toEqual({ rating: 2, headline: "Too greasy for me", text: "It felt heavy <b>on my arm</b>.\nI prefer lighter.", name: "Sarah C.", photoUrl: null, token: TOKEN, orderId: ORDER });
});

it("shows the API's field messages beside their fields, and a refused link's message", async () => {
  fetchMock.mockResolvedValueOnce(answer(400, { error: { code: "invalid_request", message: "The photo could not be found.", fields: { photoUrl: "The photo could not be found. Please upload it again." } } }));
  render(<ReviewForm token={TOKEN} orderId={ORDER} shownName="Sarah C." />);
  fill();
  fireEvent.click(screen.getByRole("button", { name: "Send review" }));
  expect(await screen.findByText("The photo could not be found. Please upload it again.")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("Please correct the marked fields.");

  fetchMock.mockResolvedValueOnce(answer(403, { error: { code: "review_link_used", message: "This review link has already been used: we have your review. Thank you!" } }));
  fireEvent.click(screen.getByRole("button", { name: "Send review" }));
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This review link has already been used: we have your review. Thank you!"));
  // What was typed stays.
  expect(screen.getByLabelText("Title")).toHaveValue("Too greasy for me");
});
