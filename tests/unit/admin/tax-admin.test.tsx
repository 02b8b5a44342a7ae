/** @jest-environment jsdom */
// The owner's sales tax page (/admin/tax): a box per state, none ticked by
// default (no tax), saved as one list with the API's schema and its field
// messages; the nexus report marks the states whose threshold is crossed.
import "@testing-library/jest-dom";
import { fireEvent, render as renderInPage, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { TaxAdmin } from "@/components/admin/tax/tax-admin";
import type { NexusReportJson, NexusStateJson, TaxRegistrationsJson } from "@/lib/tax/schemas";
import { NEXUS_THRESHOLDS } from "@/lib/tax/nexus-thresholds";
import { STATE_RATES_PPM } from "@/lib/tax/state-rates";
import { US_STATES, type StateCode } from "@/lib/tax/us-states";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const CODES = Object.keys(US_STATES) as StateCode[];

function registrations(registered: StateCode[] = [], calculator: "local" | "stripe" = "local"): TaxRegistrationsJson {
  return {
    calculator,
    ratesAsOf: "2025-01-01",
    ratesSource: "Tax Foundation, State and Local Sales Tax Rates, 2025",
    states: CODES.map((code) => ({
      code,
      name: US_STATES[code],
      ratePercent: STATE_RATES_PPM[code] / 10_000,
      registered: registered.includes(code),
      registeredAt: registered.includes(code) ? "2026-03-01T10:00:00.000Z" : null,
      registeredBy: registered.includes(code) ? "owner@example.com" : null,
    })),
  };
}

function nexusState(code: StateCode, figures: Partial<NexusStateJson> = {}): NexusStateJson {
  const threshold = NEXUS_THRESHOLDS[code];
  return {
    code,
    name: US_STATES[code],
    orders: 0,
    sales: 0,
    taxCollected: 0,
    threshold: threshold ? { sales: threshold.salesCents / 100, transactions: threshold.transactions, rule: threshold.rule } : null,
    share: 0,
    crossed: false,
    registered: false,
    ...figures,
  };
}

const report = (states: Partial<Record<StateCode, Partial<NexusStateJson>>>): NexusReportJson => ({
  from: "2025-06-01T00:00:00.000Z",
  to: "2026-06-01T00:00:00.000Z",
  thresholdsAsOf: "2025-07-01",
  thresholdsSource: "Sales Tax Institute, Economic Nexus State Guide",
  states: CODES.map((code) => nexusState(code, states[code])),
  unrecognised: { orders: 2, sales: 31.98 },
});

interface Call {
  url: string;
  init: RequestInit;
}
let calls: Call[];
let putAnswer: { status: number; body: unknown };
let saved: TaxRegistrationsJson;

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

beforeEach(() => {
  calls = [];
  saved = registrations();
  putAnswer = { status: 200, body: null };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === "/api/admin/tax/registrations" && init.method === "PUT") {
      if (putAnswer.status !== 200) return answer(putAnswer.status, putAnswer.body);
      saved = registrations(JSON.parse(String(init.body)).states);
      return answer(200, saved);
    }
    if (url === "/api/admin/tax/registrations") return answer(200, saved);
    if (url === "/api/admin/tax/nexus") return answer(200, report({}));
    throw new Error(`unexpected request to ${url}`);
  }) as never;
});

/** Renders with a read cache of its own: each test starts from what the server rendered. */
const render = (page: React.ReactElement) => renderInPage(<SWRConfig value={{ provider: () => new Map() }}>{page}</SWRConfig>);

const puts = () => calls.filter((call) => call.init.method === "PUT").map((call) => JSON.parse(String(call.init.body)));
const registrationsForm = () => screen.getByRole("form", { name: "Where the shop is registered" });

it("shows every state with its base rate, none ticked by default, and says no tax is charged", () => {
  render(<TaxAdmin registrations={registrations()} nexus={report({})} />);
  const form = registrationsForm();
  const boxes = within(form).getAllByRole("checkbox");
  expect(boxes).toHaveLength(51);
  expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  expect(within(form).getByRole("checkbox", { name: /Texas TX · 6\.25%/ })).toBeInTheDocument();
  expect(within(form).getByRole("checkbox", { name: /Oregon OR · no state sales tax/ })).toBeInTheDocument();
  expect(screen.getByText(/No state is registered \(the default\), so the shop charges no sales tax/)).toBeInTheDocument();
  expect(screen.getByText(/Base \(statewide\) rates as of Jan 1, 2025; .* Source: Tax Foundation, State and Local Sales Tax Rates, 2025\./)).toBeInTheDocument();
  expect(within(form).getByRole("button", { name: "Save registrations" })).toBeDisabled();
});

it("saves the ticked states as one list and shows them registered", async () => {
  render(<TaxAdmin registrations={registrations()} nexus={report({})} />);
  fireEvent.click(screen.getByRole("checkbox", { name: /^Texas/ }));
  fireEvent.click(screen.getByRole("checkbox", { name: /^California/ }));
  fireEvent.click(screen.getByRole("button", { name: "Save registrations" }));
  await waitFor(() => expect(puts()).toEqual([{ states: ["CA", "TX"] }]));
  await waitFor(() => expect(screen.getByText(/Checkout adds the state's base rate for addresses in CA, TX/)).toBeInTheDocument());
  expect(screen.getByRole("checkbox", { name: /^Texas/ })).toBeChecked();
  expect(screen.getByRole("button", { name: "Save registrations" })).toBeDisabled();
  // The report is read again for its "registered" column.
  expect(calls.some((call) => call.url === "/api/admin/tax/nexus")).toBe(true);
});

it("unticks a registered state, and can undo a change before saving", async () => {
  render(<TaxAdmin registrations={registrations(["TX", "NY"])} nexus={report({})} />);
  const texas = screen.getByRole("checkbox", { name: /^Texas/ });
  expect(texas).toBeChecked();
  fireEvent.click(texas);
  fireEvent.click(screen.getByRole("button", { name: "Undo changes" }));
  expect(texas).toBeChecked();
  fireEvent.click(texas);
  fireEvent.click(screen.getByRole("button", { name: "Save registrations" }));
  await waitFor(() => expect(puts()).toEqual([{ states: ["NY"] }]));
});

it("shows the API's message when it refuses the list", async () => {
  putAnswer = { status: 400, body: { error: { code: "invalid_input", message: "Please check the form.", fields: { "states.0": "This is not a US state's code." } } } };
  render(<TaxAdmin registrations={registrations()} nexus={report({})} />);
  fireEvent.click(screen.getByRole("checkbox", { name: /^Texas/ }));
  fireEvent.click(screen.getByRole("button", { name: "Save registrations" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This is not a US state's code.");
});

it("says the boxes are not used while Stripe Tax computes the tax", () => {
  render(<TaxAdmin registrations={registrations([], "stripe")} nexus={report({})} />);
  expect(screen.getByText(/Stripe Tax computes the checkout's tax \(STRIPE_TAX=1\)/)).toBeInTheDocument();
});

it("marks the states whose threshold is crossed, and names those where the shop is not registered", () => {
  const nexus = report({
    CA: { orders: 30_000, sales: 520_000, taxCollected: 0, share: 1.04, crossed: true },
    TX: { orders: 9_000, sales: 150_000, taxCollected: 9_375, share: 0.3, registered: true },
    GA: { orders: 180, sales: 2_880, share: 0.9 },
    NY: { orders: 2, sales: 31.98, share: 0.02 },
  });
  // The report lists the crossed states first, then the nearest their threshold.
  nexus.states.sort((a, b) => Number(b.crossed) - Number(a.crossed) || b.share - a.share);
  render(<TaxAdmin registrations={registrations(["TX"])} nexus={nexus} />);
  expect(screen.getByText("Threshold crossed where the shop is not registered: California. Register with each state's tax authority, then tick it above.")).toBeInTheDocument();
  const table = screen.getByRole("table", { name: "Where the shop may owe sales tax" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => row.getAttribute("data-state"))).toEqual(["CA", "GA", "TX", "NY"]);
  const california = within(table).getByRole("row", { name: /California/ });
  expect(within(california).getByText("Crossed · not registered")).toBeInTheDocument();
  expect(within(california).getByText("$520,000.00")).toBeInTheDocument();
  expect(within(california).getByText("$500,000")).toBeInTheDocument();
  expect(within(within(table).getByRole("row", { name: /Georgia/ })).getByText("$100,000 or 200 orders")).toBeInTheDocument();
  expect(within(within(table).getByRole("row", { name: /Georgia/ })).getByText("Near: 90%")).toBeInTheDocument();
  expect(within(within(table).getByRole("row", { name: /Texas/ })).getByText("$9,375.00")).toBeInTheDocument();
  expect(screen.getByText(/47 states have no orders in the period/)).toBeInTheDocument();
  expect(screen.getByText(/2 orders have a shipping state that is no US state/)).toBeInTheDocument();
  expect(screen.getByText("Thresholds as of Jul 1, 2025. Source: Sales Tax Institute, Economic Nexus State Guide.")).toBeInTheDocument();
});
