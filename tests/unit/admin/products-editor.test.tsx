/** @jest-environment jsdom */
// The owner's products page (/admin/products): each product's card saves its
// name, description, price (dollars) and stock with the version it was
// loaded at; the API's field messages go beside the fields; a conflict keeps
// what was typed until the latest version is loaded on request.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProductsEditor } from "@/components/admin/products/products-editor";
import type { AdminProduct } from "@/components/admin/products/types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const small: AdminProduct = {
  id: "1oz",
  name: "Healing Ointment",
  size: "1 oz / 30ml",
  description: "Pocket size.",
  price: 9,
  stock: null,
  maxPerOrder: 10,
  version: 3,
  updatedAt: "2026-03-01T10:00:00.000Z",
  priceHistory: [],
};

const large: AdminProduct = {
  ...small,
  id: "4oz",
  size: "4 oz / 120ml",
  description: "Studio size.",
  price: 24.5,
  stock: 0,
  version: 1,
  priceHistory: [{ oldPrice: 22, newPrice: 24.5, adminEmail: "partner@example.com", createdAt: "2026-02-01T10:00:00.000Z" }],
};

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let patchAnswer: { status: number; body: unknown };
let listed: AdminProduct[];

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

beforeEach(() => {
  calls = [];
  listed = [small, large];
  patchAnswer = { status: 200, body: {} };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url.startsWith("/api/admin/products/") && init.method === "PATCH") return answer(patchAnswer.status, patchAnswer.body);
    if (url === "/api/admin/products") return answer(200, { products: listed });
    throw new Error(`unexpected request to ${url}`);
  }) as never;
});

const card = (size: string) => screen.getByRole("region", { name: size });
const patches = () => calls.filter((call) => call.init.method === "PATCH").map((call) => ({ url: call.url, body: JSON.parse(String(call.init.body)) }));

it("shows each product as a region named by its size, with its fields, stock and price history", () => {
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  expect(within(one).getByLabelText("Name")).toHaveValue("Healing Ointment");
  expect(within(one).getByLabelText("Description")).toHaveValue("Pocket size.");
  expect(within(one).getByLabelText("Price (USD)")).toHaveValue("9.00");
  expect(within(one).getByLabelText("Price (USD)")).toHaveAttribute("inputmode", "decimal");
  expect(within(one).getByRole("checkbox", { name: "Count stock" })).not.toBeChecked();
  expect(within(one).getByLabelText("Stock")).toBeDisabled();
  expect(within(one).queryByText("Sold out")).toBeNull();
  expect(within(one).getByText("No price changes yet.")).toBeInTheDocument();
  expect(within(one).getByRole("button", { name: "Save" })).toBeDisabled();

  const four = card("4 oz / 120ml");
  expect(within(four).getByText("Sold out")).toBeInTheDocument();
  expect(within(four).getByLabelText("Price (USD)")).toHaveValue("24.50");
  expect(within(four).getByRole("checkbox", { name: "Count stock" })).toBeChecked();
  expect(within(four).getByLabelText("Stock")).toHaveValue(0);
  expect(within(four).getByRole("listitem")).toHaveTextContent("$22.00 → $24.50 by partner@example.com,");
});

it("saves a new price with the version it was loaded at, then shows the saved product and its history", async () => {
  const saved: AdminProduct = {
    ...small,
    price: 11,
    version: 4,
    updatedAt: "2026-03-02T10:00:00.000Z",
    priceHistory: [{ oldPrice: 9, newPrice: 11, adminEmail: "owner@example.com", createdAt: "2026-03-02T10:00:00.000Z" }],
  };
  patchAnswer = { status: 200, body: { product: saved } };
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Price (USD)"), { target: { value: "11" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));

  expect(await within(one).findByRole("status")).toHaveTextContent("Saved.");
  expect(patches()).toEqual([
    { url: "/api/admin/products/1oz", body: { version: 3, name: "Healing Ointment", description: "Pocket size.", price: 11, stock: null, maxPerOrder: 10 } },
  ]);
  expect(calls[0].init).toMatchObject({ method: "PATCH", credentials: "include" });
  expect(within(one).getByLabelText("Price (USD)")).toHaveValue("11.00");
  expect(within(one).getByRole("listitem")).toHaveTextContent("$9.00 → $11.00 by owner@example.com,");
  expect(within(one).getByRole("button", { name: "Save" })).toBeDisabled();
  expect(within(one).queryByRole("alert")).toBeNull();
  // The other card is untouched.
  expect(within(card("4 oz / 120ml")).queryByRole("status")).toBeNull();

  // The next save names the new version.
  patchAnswer = { status: 200, body: { product: { ...saved, description: "Pocket tin.", version: 5 } } };
  fireEvent.change(within(one).getByLabelText("Description"), { target: { value: "Pocket tin." } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1].body).toMatchObject({ version: 4, description: "Pocket tin.", price: 11 });
});

it("sends the stock as a number while counted, and null when not", async () => {
  patchAnswer = { status: 200, body: { product: { ...large, stock: 40, version: 2 } } };
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const four = card("4 oz / 120ml");
  fireEvent.change(within(four).getByLabelText("Stock"), { target: { value: "40" } });
  fireEvent.click(within(four).getByRole("button", { name: "Save" }));
  expect(await within(four).findByRole("status")).toHaveTextContent("Saved.");
  expect(patches()[0].body).toEqual({ version: 1, name: "Healing Ointment", description: "Studio size.", price: 24.5, stock: 40, maxPerOrder: 10 });
  expect(within(four).queryByText("Sold out")).toBeNull();

  patchAnswer = { status: 200, body: { product: { ...large, stock: null, version: 3 } } };
  fireEvent.click(within(four).getByRole("checkbox", { name: "Count stock" }));
  expect(within(four).getByLabelText("Stock")).toBeDisabled();
  fireEvent.click(within(four).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1].body).toMatchObject({ version: 2, stock: null });
});

it("keeps the typed price on a conflict, and loads the latest version only when asked", async () => {
  patchAnswer = {
    status: 409,
    body: { error: { code: "edit_conflict", message: "This product was changed by someone else after you opened it. Load the latest version, then make your change again." } },
  };
  listed = [{ ...small, price: 12, version: 4, priceHistory: [{ oldPrice: 9, newPrice: 12, adminEmail: "partner@example.com", createdAt: "2026-03-02T09:00:00.000Z" }] }, large];
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Price (USD)"), { target: { value: "11" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));

  expect(await within(one).findByRole("alert")).toHaveTextContent("This product was changed by someone else after you opened it.");
  expect(within(one).getByLabelText("Price (USD)")).toHaveValue("11");
  expect(within(one).queryByRole("status")).toBeNull();
  expect(calls.filter((call) => call.url === "/api/admin/products")).toHaveLength(0);

  fireEvent.click(within(one).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(within(one).getByLabelText("Price (USD)")).toHaveValue("12.00"));
  expect(calls.at(-1)).toEqual({ url: "/api/admin/products", init: expect.objectContaining({ cache: "no-store" }) });
  expect(within(one).queryByRole("alert")).toBeNull();
  expect(within(one).getByRole("listitem")).toHaveTextContent("$9.00 → $12.00 by partner@example.com,");

  // Saving again names the version just loaded.
  patchAnswer = { status: 200, body: { product: { ...listed[0], price: 11, version: 5 } } };
  fireEvent.change(within(one).getByLabelText("Price (USD)"), { target: { value: "11" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));
  expect(await within(one).findByRole("status")).toHaveTextContent("Saved.");
  expect(patches()[1].body).toMatchObject({ version: 4, price: 11 });
});

it("checks the price with the API's rule before sending, and shows its message beside the field", async () => {
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Price (USD)"), { target: { value: "9.999" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));

  const price = within(one).getByLabelText("Price (USD)");
  await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
  expect(price).toHaveAccessibleDescription("Enter a price between $0.50 and $10,000, with at most two decimals.");
  expect(price).toHaveValue("9.999");
  expect(within(one).getByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(patches()).toEqual([]);

  // Corrected, the message goes and the save is sent.
  patchAnswer = { status: 200, body: { product: { ...small, price: 9.99, version: 4 } } };
  fireEvent.change(price, { target: { value: "9.99" } });
  await waitFor(() => expect(price).not.toHaveAttribute("aria-invalid"));
  expect(within(one).queryByRole("alert")).toBeNull();
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));
  expect(await within(one).findByRole("status")).toHaveTextContent("Saved.");
  expect(patches()[0].body).toMatchObject({ version: 3, price: 9.99 });
});

it("shows the API's field message beside its field and keeps what was typed", async () => {
  const message = "The name can have at most 120 characters.";
  patchAnswer = { status: 400, body: { error: { code: "invalid_request", message: "Check the highlighted fields.", fields: { name: message } } } };
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Name"), { target: { value: "Healing Balm" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));

  const name = within(one).getByLabelText("Name");
  await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
  expect(name).toHaveAccessibleDescription(message);
  expect(name).toHaveValue("Healing Balm");
  expect(patches()[0].body).toMatchObject({ name: "Healing Balm", price: 9 });
  expect(within(one).getByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(within(one).getByLabelText("Price (USD)")).not.toHaveAttribute("aria-invalid");
  expect(within(one).queryByRole("button", { name: "Load latest version" })).toBeNull();

  // Changing the field takes its message away, and the alert with it.
  fireEvent.change(name, { target: { value: "Healing Balm Tin" } });
  await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
  expect(within(one).queryByRole("alert")).toBeNull();
});

it("a read of the latest version for one card brings an unedited card up to date too", async () => {
  patchAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This product was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  listed = [{ ...small, price: 12, version: 4 }, { ...large, description: "Studio tin.", stock: 5, version: 2 }];
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Price (USD)"), { target: { value: "11" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));
  fireEvent.click(await within(one).findByRole("button", { name: "Load latest version" }));

  const four = card("4 oz / 120ml");
  await waitFor(() => expect(within(four).getByLabelText("Description")).toHaveValue("Studio tin."));
  expect(within(four).getByLabelText("Stock")).toHaveValue(5);
  expect(within(four).getByText("5 in stock")).toBeInTheDocument();
});

it("keeps everything typed when the shop cannot be reached", async () => {
  (global.fetch as jest.Mock).mockImplementation(async () => {
    throw new TypeError("Failed to fetch");
  });
  render(<ProductsEditor initial={{ products: [small, large] }} />);
  const one = card("1 oz / 30ml");
  fireEvent.change(within(one).getByLabelText("Name"), { target: { value: "Healing Balm" } });
  fireEvent.click(within(one).getByRole("button", { name: "Save" }));
  expect(await within(one).findByRole("alert")).toHaveTextContent("The shop could not be reached.");
  expect(within(one).getByLabelText("Name")).toHaveValue("Healing Balm");
  expect(within(one).getByRole("button", { name: "Save" })).toBeEnabled();
});
