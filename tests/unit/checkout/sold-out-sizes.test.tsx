/** @jest-environment jsdom */
// The checkout page's sizes when the shop counts its stock: a size sold out
// cannot be chosen, the default moves to one that can, a size that sold out
// after the page was opened (the server's 409 sold_out) is marked so and the
// other one is chosen, and with every size sold out the page says so.
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import { CheckoutExperience } from "@/components/checkout/checkout-experience";
import type { CheckoutProduct } from "@/components/checkout/types";

// The payment form below the sizes navigates with the app router.
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const fetchMock = jest.fn();

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  fetchMock.mockReset();
  // The cart the page keeps in the browser starts empty in each test.
  window.localStorage.clear();
});

const ONE: CheckoutProduct = { id: "1oz", name: "Ointment", size: "1 oz / 30ml", priceCents: 900, description: "Small", stock: null };
const FOUR: CheckoutProduct = { id: "4oz", name: "Ointment", size: "4 oz / 120ml", priceCents: 1599, description: "Large", stock: null };

/** An answer as fetch gives it (jsdom has no Response). */
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});
/** A session for `id` as the server answers it: its client secret and the summary of one tin of the size. */
const session = (id: string) => {
  const product = id === "one" ? ONE : FOUR;
  const price = product.priceCents / 100;
  const line = { id: product.id, name: product.name, size: product.size, quantity: 1, unitPrice: price, lineTotal: price, maxQuantity: 10 };
  return json(200, { clientSecret: `pi_test${id}_secret_x`, summary: { lines: [line], subtotal: price, discount: null, tax: null, shipping: 0, total: price } });
};
const soldOut = () => json(409, { error: { code: "sold_out", message: "The 4 oz / 120ml size is sold out. Please choose another size." } });

/** The product ids the page asked payment sessions for, in order. */
const sessionsAskedFor = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse((init as RequestInit).body as string) as { items: { id: string }[] }).items[0]!.id);

it("starts with a size that can be bought and shows the other as sold out, not choosable", async () => {
  fetchMock.mockResolvedValue(session("one"));
  render(<CheckoutExperience products={[ONE, { ...FOUR, stock: 0 }]} mode="test" publishableKey={null} deliveryTime="3-5 business days" />);
  const four = await screen.findByRole("radio", { name: /4 oz \/ 120ml/ });
  expect(four).toBeDisabled();
  expect(screen.getByRole("radio", { name: /1 oz \/ 30ml/ })).toBeChecked();
  expect(screen.getByText("Sold out")).toBeInTheDocument();
  expect(sessionsAskedFor()).toEqual(["1oz"]);
});

it("marks a size the server says sold out and opens a session for the other one", async () => {
  fetchMock.mockResolvedValueOnce(soldOut()).mockResolvedValueOnce(session("one"));
  render(<CheckoutExperience products={[ONE, FOUR]} mode="test" publishableKey={null} deliveryTime="3-5 business days" />);
  await waitFor(() => expect(screen.getByRole("radio", { name: /1 oz \/ 30ml/ })).toBeChecked());
  expect(screen.getByRole("radio", { name: /4 oz \/ 120ml/ })).toBeDisabled();
  expect(sessionsAskedFor()).toEqual(["4oz", "1oz"]);
  expect(screen.queryByText("Payment Setup Error")).not.toBeInTheDocument();
});

it("says every size is sold out when none can be bought, without asking for a session", () => {
  render(<CheckoutExperience products={[{ ...ONE, stock: 0 }, { ...FOUR, stock: 0 }]} mode="test" publishableKey={null} deliveryTime="3-5 business days" />);
  expect(screen.getByRole("alert")).toHaveTextContent("Every size is sold out right now. Please check back soon.");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("keeps the Payment Setup Error for any other refusal", async () => {
  fetchMock.mockResolvedValue(json(503, { error: { code: "payments_unavailable", message: "Payments are not configured." } }));
  render(<CheckoutExperience products={[ONE, FOUR]} mode="test" publishableKey={null} deliveryTime="3-5 business days" />);
  expect(await screen.findByText("Payment Setup Error")).toBeInTheDocument();
});
