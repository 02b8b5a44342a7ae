/** @jest-environment jsdom */
// The dashboard's order list: the refresh places each changed order by the
// shown filters (updated in place, added when it belongs in what is shown,
// dropped when it stopped matching); the details dialog refunds with one
// request key per confirmation.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { mergeChanges } from "@/components/admin/dashboard/use-order-list";
import { OrderDetailsDialog } from "@/components/admin/dashboard/order-dialogs";
import { adminOrder } from "../../support/admin-order";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const at = (id: string, day: number, overrides = {}) =>
  adminOrder(`${id}-0000-4000-8000-000000000000`, { createdAt: `2026-01-${String(day).padStart(2, "0")}T12:00:00.000Z`, ...overrides });

describe("placing refreshed orders", () => {
  const shown = [at("aaaaaaaa", 20), at("bbbbbbbb", 15), at("cccccccc", 10)];
  const all = { q: "", status: "all" } as const;

  it("updates in place and adds new orders at the top", () => {
    const merged = mergeChanges(shown, [at("bbbbbbbb", 15, { status: "shipped" }), at("dddddddd", 25)], all, false);
    expect(merged.map((o) => o.id.slice(0, 8))).toEqual(["dddddddd", "aaaaaaaa", "bbbbbbbb", "cccccccc"]);
    expect(merged[2].status).toBe("shipped");
  });

  it("drops an order that stopped matching, and leaves older ones to the next page", () => {
    const paid = { q: "", status: "paid" } as const;
    const merged = mergeChanges(shown, [at("aaaaaaaa", 20, { status: "shipped" }), at("eeeeeeee", 1)], paid, false);
    expect(merged.map((o) => o.id.slice(0, 8))).toEqual(["bbbbbbbb", "cccccccc"]);
    // With every page loaded, an older match belongs in the list.
    expect(mergeChanges(shown, [at("eeeeeeee", 1)], paid, true).map((o) => o.id.slice(0, 8))).toEqual(["aaaaaaaa", "bbbbbbbb", "cccccccc", "eeeeeeee"]);
  });

  it("matches the search as the server does", () => {
    const merged = mergeChanges(shown, [at("ffffffff", 30, { customerName: "Zed Ink", customerEmail: "zed@example.com" })], { q: "kim@", status: "all" }, false);
    expect(merged.map((o) => o.id.slice(0, 8))).not.toContain("ffffffff");
  });
});

describe("refunding from the details", () => {
  const order = adminOrder("11111111-0000-4000-8000-000000000000", { amount: 15.99, refunded: 4 });
  let bodies: Record<string, unknown>[];
  beforeEach(() => {
    bodies = [];
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return { ok: true, status: 201, json: async () => ({ success: true }), text: async () => "" };
    }) as never;
  });

  it("offers what is left, needs a reason, and sends one request key per confirmation", async () => {
    const onChanged = jest.fn();
    render(<OrderDetailsDialog order={order} onClose={() => {}} onChanged={onChanged} />);
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    const amount = within(dialog).getByLabelText("Amount (USD)");
    expect(amount).toHaveValue(11.99);
    fireEvent.change(amount, { target: { value: "12" } });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Dented tin" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Refund" }));
    // Checked with the refund API's schema, which react-hook-form runs asynchronously.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Enter an amount between $0.01 and $11.99");
    expect(bodies).toHaveLength(0);

    fireEvent.change(amount, { target: { value: "8" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Refund" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodies).toEqual([{ amount: 8, reason: "Dented tin", requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/), restock: false }]);
    expect(global.fetch).toHaveBeenCalledWith(`/api/admin/orders/${order.id}/refund`, expect.objectContaining({ method: "POST" }));
  });

  it("asks for a reason, and shows the refund API's refusal beside its field", async () => {
    render(<OrderDetailsDialog order={order} onClose={() => {}} onChanged={() => {}} />);
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Give a reason");
    expect(within(dialog).getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true");
    expect(bodies).toHaveLength(0);

    (global.fetch as jest.Mock).mockImplementation(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      const body = JSON.stringify({ error: { code: "invalid_request", message: "At most $5.00 can still be refunded.", fields: { amount: "At most $5.00 can still be refunded." } } });
      return { ok: false, status: 400, statusText: "", json: async () => JSON.parse(body), text: async () => body };
    });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  Dented tin " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Refund" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Amount (USD)")).toHaveAccessibleDescription(expect.stringContaining("At most $5.00 can still be refunded.")));
    expect(bodies).toEqual([{ amount: 11.99, reason: "Dented tin", requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/), restock: false }]);
  });

  it("cancels with the reason and the confirmation's request key", async () => {
    const onChanged = jest.fn();
    render(<OrderDetailsDialog order={order} onClose={() => {}} onChanged={onChanged} />);
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));
    expect(within(dialog).queryByLabelText("Amount (USD)")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Customer asked to cancel" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodies).toEqual([{ reason: "Customer asked to cancel", requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(global.fetch).toHaveBeenCalledWith(`/api/admin/orders/${order.id}/cancel`, expect.objectContaining({ method: "POST" }));
  });

  it("offers Cancel Order only before shipping, and nothing on a closed order", () => {
    const { rerender } = render(<OrderDetailsDialog order={order} onClose={() => {}} onChanged={() => {}} />);
    expect(screen.getByRole("button", { name: "Cancel Order" })).toBeInTheDocument();
    rerender(<OrderDetailsDialog order={{ ...order, status: "shipped" }} onClose={() => {}} onChanged={() => {}} />);
    expect(screen.queryByRole("button", { name: "Cancel Order" })).toBeNull();
    expect(screen.getByRole("button", { name: "Refund" })).toBeInTheDocument();
    rerender(<OrderDetailsDialog order={{ ...order, status: "refunded", refunded: 15.99 }} onClose={() => {}} onChanged={() => {}} />);
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });
});
