/** @jest-environment jsdom */
// The owner's discount codes page (/admin/discounts): the table says each
// code's terms, limits, dates, state and figures; the form checks what is
// typed with the API's schema and sends it as typed; the API's field
// messages go beside their fields; a stale edit offers the latest version;
// pause sends the code's terms as they are with `active` turned off.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { DiscountsAdmin } from "@/components/admin/discounts/discounts-admin";
import type { ArtistReportJson, DiscountCodeJson, DiscountCodesJson } from "@/lib/discounts/admin";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const ink10: DiscountCodeJson = {
  id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f",
  code: "INK10",
  kind: "percent",
  percentOff: 10,
  amountOff: null,
  minSubtotal: 30,
  startsAt: "2026-12-01T00:00:00.000Z",
  endsAt: "2027-01-01T00:00:00.000Z",
  productId: "4oz",
  size: "4 oz / 120ml",
  maxUses: 50,
  oncePerCustomer: true,
  active: true,
  artistName: "Ada Ink",
  artistEmail: "ada@example.com",
  artistSource: "forum",
  status: "active",
  uses: 3,
  reservedNow: 1,
  orders: 2,
  revenue: 57.5,
  discountGiven: 6.4,
  tinsSold: 4,
  version: 4,
  createdByEmail: "owner@example.com",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
};

const five: DiscountCodeJson = {
  ...ink10,
  id: "1f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f",
  code: "FIVE",
  kind: "fixed",
  percentOff: null,
  amountOff: 5,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  productId: null,
  size: null,
  maxUses: null,
  oncePerCustomer: false,
  active: false,
  status: "paused",
  artistName: null,
  artistEmail: null,
  artistSource: null,
  uses: 0,
  reservedNow: 0,
  orders: 0,
  revenue: 0,
  discountGiven: 0,
  tinsSold: 0,
  version: 1,
};

const report: ArtistReportJson = {
  from: null,
  to: null,
  artists: [{ name: "Ada Ink", email: "ada@example.com", source: "forum", codes: ["INK10"], orders: 2, revenue: 57.5, discountGiven: 6.4, tinsSold: 4 }],
  totals: { orders: 2, revenue: 57.5, discountGiven: 6.4, tinsSold: 4 },
};

const initial: DiscountCodesJson = { codes: [ink10, five], sizes: [{ id: "1oz", size: "1 oz / 30ml" }, { id: "4oz", size: "4 oz / 120ml" }] };

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let writeAnswer: { status: number; body: unknown };
let listed: DiscountCodesJson;

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

beforeEach(() => {
  calls = [];
  listed = initial;
  writeAnswer = { status: 201, body: { code: { ...five, id: "new", code: "NEW10" } } };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "GET" && url === "/api/admin/discounts") return answer(200, listed);
    if (method === "GET" && url.startsWith("/api/admin/discounts/report")) return answer(200, report);
    if (method !== "GET") return answer(writeAnswer.status, writeAnswer.body);
    throw new Error(`unexpected request to ${url}`);
  }) as never;
});

const writes = () => calls.filter((call) => call.method !== "GET");
// A cache of each test's own: what one test read is not the next one's data.
const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DiscountsAdmin initial={initial} artists={[{ name: "Studio Nine", email: "nine@example.com", source: "wholesale" }]} report={report} />
    </SWRConfig>,
  );
const row = (code: string) => screen.getAllByTestId("discount-code-row").find((element) => element.getAttribute("data-code") === code)!;

it("shows each code's terms, limits, dates, state, uses and figures, and the artists report", () => {
  renderPage();
  const cells = within(row("INK10"))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
  expect(cells.slice(0, 9)).toEqual([
    "10% off",
    "Subtotal from $30 · 4 oz / 120ml only · Once per customer",
    "Dec 1, 2026 – Dec 31, 2026",
    "Active",
    "3 / 501 in checkout",
    "2",
    "$57.50",
    "$6.40",
    "Ada Inkada@example.comForum artist",
  ]);
  expect(within(row("FIVE")).getByText("$5 off")).toBeInTheDocument();
  expect(within(row("FIVE")).getByText("Paused")).toBeInTheDocument();
  expect(within(row("FIVE")).getByText("No dates")).toBeInTheDocument();
  // Only a code that never sold can be deleted.
  expect(within(row("INK10")).queryByRole("button", { name: "Delete INK10" })).not.toBeInTheDocument();
  expect(within(row("FIVE")).getByRole("button", { name: "Delete FIVE" })).toBeInTheDocument();
  expect(within(screen.getByTestId("artist-report")).getAllByTestId("artist-report-row")[0]).toHaveTextContent("Ada Inkada@example.comForum artistINK102$57.50$6.404");
  expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/discounts/report/export");
});

it("checks a new code with the API's rules before sending, then sends it as typed", async () => {
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: "New code" }));
  const form = screen.getByRole("region", { name: "New code" });
  fireEvent.click(within(form).getByRole("button", { name: "Create code" }));
  expect(await within(form).findByText("The code needs 3 to 32 characters.")).toBeInTheDocument();
  expect(within(form).getByText("Enter the percentage off: a whole number from 1 to 100.")).toBeInTheDocument();
  expect(writes()).toEqual([]);

  fireEvent.change(within(form).getByLabelText("Code", { exact: false }), { target: { value: "new10" } });
  fireEvent.change(within(form).getByLabelText("Percent (%)"), { target: { value: "10" } });
  fireEvent.change(within(form).getByLabelText("Artist or partner", { exact: false }), { target: { value: "wholesale:nine@example.com" } });
  fireEvent.click(within(form).getByRole("button", { name: "Create code" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toMatchObject({
    url: "/api/admin/discounts",
    method: "POST",
    body: { code: "new10", kind: "percent", percentOff: "10", amountOff: "", productId: "", active: true, artistName: "Studio Nine", artistEmail: "nine@example.com", artistSource: "wholesale" },
  });
  await waitFor(() => expect(screen.queryByRole("region", { name: "New code" })).not.toBeInTheDocument());
});

it("puts the API's field messages beside their fields", async () => {
  writeAnswer = { status: 400, body: { error: { code: "invalid_request", message: "Another code already has this text. Choose another.", fields: { code: "Another code already has this text. Choose another." } } } };
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: "New code" }));
  const form = screen.getByRole("region", { name: "New code" });
  fireEvent.change(within(form).getByLabelText("Code", { exact: false }), { target: { value: "INK10" } });
  fireEvent.click(within(form).getByLabelText("Amount off"));
  fireEvent.change(within(form).getByLabelText("Amount off (USD)"), { target: { value: "5" } });
  fireEvent.click(within(form).getByRole("button", { name: "Create code" }));
  expect(await within(form).findByText("Another code already has this text. Choose another.")).toBeInTheDocument();
  expect(within(form).getByLabelText("Code", { exact: false })).toHaveAttribute("aria-invalid", "true");
  expect(within(form).getByRole("alert")).toHaveTextContent("Not saved. Please correct the marked fields.");
});

it("edits a code with the version it was opened at, and offers the latest version after a conflict", async () => {
  writeAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This code was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  renderPage();
  fireEvent.click(within(row("INK10")).getByRole("button", { name: "Edit INK10" }));
  const form = screen.getByRole("region", { name: "Edit INK10" });
  // The saved code, as the form shows it: dollars, the last day (not the instant it ends).
  expect(within(form).getByLabelText("Minimum subtotal (USD)", { exact: false })).toHaveValue("30.00");
  expect(within(form).getByLabelText("Last day", { exact: false })).toHaveValue("2026-12-31");
  fireEvent.change(within(form).getByLabelText("Percent (%)"), { target: { value: "15" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save code" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toMatchObject({ url: `/api/admin/discounts/${ink10.id}`, method: "PATCH", body: { version: 4, percentOff: "15", startsAt: "2026-12-01", endsAt: "2026-12-31" } });
  expect(await within(form).findByText(/changed by someone else/)).toBeInTheDocument();

  listed = { ...initial, codes: [{ ...ink10, percentOff: 20, version: 5 }, five] };
  fireEvent.click(within(form).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(within(form).getByLabelText("Percent (%)")).toHaveValue("20"));
});

it("pauses a code with its terms as saved, active turned off", async () => {
  writeAnswer = { status: 200, body: { code: { ...ink10, active: false, status: "paused", version: 5 } } };
  renderPage();
  fireEvent.click(within(row("INK10")).getByRole("button", { name: "Pause INK10" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toEqual({
    url: `/api/admin/discounts/${ink10.id}`,
    method: "PATCH",
    body: {
      version: 4,
      code: "INK10",
      kind: "percent",
      percentOff: 10,
      amountOff: null,
      minSubtotal: 30,
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: "2027-01-01T00:00:00.000Z",
      productId: "4oz",
      maxUses: 50,
      oncePerCustomer: true,
      active: false,
      artistName: "Ada Ink",
      artistEmail: "ada@example.com",
      artistSource: "forum",
    },
  });
  // The list and the artists report are read again after the change.
  await waitFor(() => expect(calls.filter((call) => call.method === "GET" && call.url === "/api/admin/discounts").length).toBeGreaterThan(0));
  await waitFor(() => expect(calls.filter((call) => call.method === "GET" && call.url === "/api/admin/discounts/report").length).toBeGreaterThan(0));
});
