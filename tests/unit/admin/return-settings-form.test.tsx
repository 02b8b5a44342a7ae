/** @jest-environment jsdom */
// The money-back guarantee in /admin/content (Customer accounts): the
// owner's setting saved as one form with its version, reminding the owner
// that the policy text must say the same; values out of range are refused
// beside their field and nothing is sent.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ReturnSettingsForm } from "@/components/admin/content/return-settings-form";

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

let calls: { url: string; init: RequestInit }[];
const onSaved = jest.fn();

beforeEach(() => {
  calls = [];
  onSaved.mockClear();
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return answer(200, { settings: { version: 8, values: { guaranteeDays: 60, tinMustBeSentBack: true, reviewBusinessDays: 2 } } });
  }) as never;
});

const puts = () => calls.filter((call) => call.init.method === "PUT").map((call) => ({ url: call.url, body: JSON.parse(String(call.init.body)) }));

function show() {
  render(<ReturnSettingsForm settings={{ version: 7, values: { guaranteeDays: 30, tinMustBeSentBack: false, reviewBusinessDays: 2 } }} onSaved={onSaved} />);
  return screen.getByRole("form", { name: "Money-back guarantee" });
}

it("saves the three values with the version it was loaded at, and says the policy must agree", async () => {
  const form = show();
  expect(form).toHaveTextContent("your policy text must say the same");
  fireEvent.change(within(form).getByLabelText("Days after delivery"), { target: { value: "60" } });
  fireEvent.click(within(form).getByLabelText("Customers must send the tin back"));
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  expect(await within(form).findByText("Saved. Check that the Returns & Refunds policy says the same.")).toBeInTheDocument();
  expect(puts()).toEqual([{ url: "/api/admin/accounts/return-settings", body: { version: 7, values: { guaranteeDays: 60, tinMustBeSentBack: true, reviewBusinessDays: 2 } } }]);
  expect(onSaved).toHaveBeenCalledTimes(1);
});

it("refuses days out of range beside the field, sending nothing", async () => {
  const form = show();
  for (const [label, typed, message] of [
    ["Days after delivery", "0", "Allow at least 1 day."],
    ["Days after delivery", "366", "Allow at most 365 days."],
    ["You answer within (business days)", "1.5", "The number of business days must be a whole number."],
  ]) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value: typed } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(label), { target: { value: label.startsWith("Days") ? "30" : "2" } });
  }
  expect(puts()).toEqual([]);
});
