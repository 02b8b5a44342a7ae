/** @jest-environment jsdom */
// The Customer accounts section of /admin/content: the owner's setting of
// customer cancellations, saved as one form with its version; a number of
// hours out of range is refused beside the field and nothing is sent; a
// conflict offers the latest version.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CancelSettingsForm } from "@/components/admin/content/cancel-settings-form";

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

let calls: { url: string; init: RequestInit }[];
let putAnswer: { status: number; body: unknown };
const onSaved = jest.fn();

beforeEach(() => {
  calls = [];
  onSaved.mockClear();
  putAnswer = { status: 200, body: {} };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (!init.method || init.method === "GET") return answer(200, { settings: { version: 4, values: { customersMayCancel: false, cancelWindowHours: 0 } } });
    return answer(putAnswer.status, putAnswer.body);
  }) as never;
});

const puts = () => calls.filter((call) => call.init.method === "PUT").map((call) => ({ url: call.url, body: JSON.parse(String(call.init.body)) }));

function show() {
  render(<CancelSettingsForm settings={{ version: 3, values: { customersMayCancel: true, cancelWindowHours: 0 } }} onSaved={onSaved} />);
  return screen.getByRole("form", { name: "Cancelling an order" });
}

it("saves both values with the version it was loaded at", async () => {
  putAnswer = { status: 200, body: { settings: { version: 4, values: { customersMayCancel: true, cancelWindowHours: 24 } } } };
  const form = show();
  expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
  fireEvent.change(within(form).getByLabelText("Hours after ordering"), { target: { value: "24" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Saved.")).toBeInTheDocument();
  expect(puts()).toEqual([{ url: "/api/admin/accounts/cancel-settings", body: { version: 3, values: { customersMayCancel: true, cancelWindowHours: 24 } } }]);
  expect(onSaved).toHaveBeenCalledTimes(1);
});

it("refuses hours out of range or not whole beside the field, sending nothing", async () => {
  const form = show();
  for (const [typed, message] of [["721", "Allow at most 720 hours (30 days)."], ["2.5", "The number of hours must be a whole number."], ["-1", "The number of hours cannot be negative."]]) {
    fireEvent.change(within(form).getByLabelText("Hours after ordering"), { target: { value: typed } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  }
  expect(puts()).toEqual([]);
});

it("says when another admin saved first, and loads their version when asked", async () => {
  putAnswer = { status: 409, body: { error: { code: "edit_conflict", message: "This cancellation setting was changed by someone else after you opened it. Load the latest version, then make your change again." } } };
  const form = show();
  fireEvent.click(within(form).getByLabelText("Customers may cancel their own orders from their account"));
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText(/changed by someone else after you opened it/)).toBeInTheDocument();
  fireEvent.click(within(form).getByRole("button", { name: "Load latest version" }));
  await waitFor(() => expect(within(form).getByLabelText("Customers may cancel their own orders from their account")).not.toBeChecked());
});
