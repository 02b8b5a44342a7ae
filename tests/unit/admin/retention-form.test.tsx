/** @jest-environment jsdom */
// The owner's retention setting on /admin/privacy: how many days after
// delivery an order's photo is kept, saved as one settings form with its
// version (the API answers the record itself, not { settings }); a number out
// of range is refused beside the field and nothing is sent; a conflict offers
// the latest version, read from the same address.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RetentionForm } from "@/components/admin/privacy/retention-form";

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

let calls: { url: string; init: RequestInit }[];
let putAnswer: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  putAnswer = { status: 200, body: {} };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (!init.method || init.method === "GET") return answer(200, { version: 7, values: { orderPhotoDays: 30 } });
    return answer(putAnswer.status, putAnswer.body);
  }) as never;
});

const puts = () => calls.filter((call) => call.init.method === "PUT").map((call) => ({ url: call.url, body: JSON.parse(String(call.init.body)) }));
const days = (form: HTMLElement) => within(form).getByLabelText("Keep order photos for (days after delivery)");

function show() {
  render(<RetentionForm initial={{ version: 5, values: { orderPhotoDays: 90 } }} />);
  return screen.getByRole("form", { name: "How long data is kept" });
}

it("saves the days with the version it was opened at, and shows the saved record", async () => {
  putAnswer = { status: 200, body: { version: 6, values: { orderPhotoDays: 120 } } };
  const form = show();
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
  fireEvent.change(days(form), { target: { value: "120" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Saved.")).toBeInTheDocument();
  expect(puts()).toEqual([{ url: "/api/admin/privacy/retention", body: { version: 5, values: { orderPhotoDays: 120 } } }]);
  expect(days(form)).toHaveValue(120);
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
});

it("refuses days out of range or not whole beside the field, sending nothing", async () => {
  const form = show();
  for (const typed of ["0", "3651", "2.5", ""]) {
    fireEvent.change(days(form), { target: { value: typed } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Enter a whole number of days from 1 to 3650.")).toBeInTheDocument();
  }
  expect(puts()).toEqual([]);
});

it("says when another admin saved first, and loads their version from the API when asked", async () => {
  putAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This setting was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  const form = show();
  fireEvent.change(days(form), { target: { value: "60" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText(/changed by someone else after you opened it/)).toBeInTheDocument();
  fireEvent.click(within(form).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(days(form)).toHaveValue(30));
  expect(calls.filter((call) => !call.init.method || call.init.method === "GET").map((call) => call.url)).toEqual(["/api/admin/privacy/retention"]);
});
