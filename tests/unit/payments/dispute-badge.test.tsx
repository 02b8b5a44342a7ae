/** @jest-environment jsdom */
// A disputed payment (chargeback) shows on the dashboard's order row and in
// the order's details as a red "Disputed" badge with the reason.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrdersTabOver } from "../../support/orders-tab";
import { DisputeBadge } from "@/components/admin/order-status-badge";
import type { AdminOrder } from "@/lib/schemas/order";
import { adminOrder } from "../../support/admin-order";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const order = (id: string, dispute: { disputedAt: string; disputeReason: string } | null): AdminOrder =>
  adminOrder(id, { disputedAt: dispute?.disputedAt ?? null, disputeReason: dispute?.disputeReason ?? null });

it("is red and names the reason in words", () => {
  render(<DisputeBadge reason="product_not_received" />);
  const badge = screen.getByTestId("dispute-badge");
  expect(badge).toHaveTextContent("Disputed: product not received");
  expect(badge.className).toMatch(/bg-red-/);
});

it("marks only the disputed order's row, and its details", () => {
  const orders = [
    order("aaaaaaaa-0000-4000-8000-000000000001", { disputedAt: "2026-02-01T09:30:00.000Z", disputeReason: "fraudulent" }),
    order("bbbbbbbb-0000-4000-8000-000000000002", null),
  ];
  render(<OrdersTabOver orders={orders} />);
  const rows = screen.getAllByTestId("order-row");
  expect(within(rows[0]).getByTestId("dispute-badge")).toHaveTextContent("Disputed: fraudulent");
  expect(within(rows[1]).queryByTestId("dispute-badge")).toBeNull();

  fireEvent.click(within(rows[0]).getByRole("button", { name: "View Details" }));
  const dialog = screen.getByRole("dialog");
  expect(within(dialog).getByTestId("dispute-badge")).toHaveTextContent("Disputed: fraudulent");
  expect(within(dialog).getByText(/Payment disputed on Feb 1, 2026/)).toBeInTheDocument();
});
