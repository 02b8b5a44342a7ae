/** @jest-environment jsdom */
// "Request a refund" on a delivered order's page: the reason is required,
// the tin too when the owner's policy asks for it (said on the box), and a
// valid request is sent to the order's return route, then the page is read
// again with the request shown.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RequestRefund } from "@/components/account/request-refund";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }) }));

const ORDER = "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";
let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  replace.mockClear();
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return { ok: true, status: 201, statusText: "", json: async () => ({}), text: async () => "{}" };
  }) as never;
});

function open(tinRequired: boolean) {
  render(<RequestRefund orderId={ORDER} refundText="$15.99" tinRequired={tinRequired} />);
  fireEvent.click(screen.getByRole("button", { name: "Request a refund" }));
}

it("asks for a reason, then sends it with the tin's answer", async () => {
  open(false);
  expect(screen.getByText("You don't have to: you may keep the tin, opened or not.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Send my request" }));
  expect(await screen.findByText("Tell us why you are asking for a refund.")).toBeInTheDocument();
  expect(calls).toEqual([]);
  fireEvent.change(screen.getByLabelText("Why are you asking for a refund?"), { target: { value: "Too greasy" } });
  fireEvent.click(screen.getByRole("button", { name: "Send my request" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith(`/account/orders/${ORDER}?refund-requested=1`));
  expect(calls.map((call) => ({ url: call.url, body: JSON.parse(String(call.init.body)) }))).toEqual([{ url: `/api/account/orders/${ORDER}/return`, body: { reason: "Too greasy", tinWillBeSent: false } }]);
});

it("requires the tin when the owner's policy asks for it", async () => {
  open(true);
  const box = screen.getByLabelText("I will send the tin back (required)");
  fireEvent.change(screen.getByLabelText("Why are you asking for a refund?"), { target: { value: "Too greasy" } });
  fireEvent.click(screen.getByRole("button", { name: "Send my request" }));
  expect(await screen.findByText("Our guarantee asks you to send the tin back: tick the box to say you will.")).toBeInTheDocument();
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(calls).toEqual([]);
});
