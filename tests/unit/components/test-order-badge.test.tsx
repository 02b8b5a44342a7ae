/** @jest-environment jsdom */
// An order paid in the local test payment mode carries a visible "Test" badge
// in both admin pages, so it is never taken for real money.
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { OrdersTabOver } from "../../support/orders-tab";
import { LegacyAdmin } from "@/components/admin/legacy-admin";
import type { AdminOrder } from "@/lib/schemas/order";
import { adminOrder } from "../../support/admin-order";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("@/components/admin/actions", () => ({ logoutAdmin: jest.fn() }));

const order = (id: string, paymentMode: "stripe" | "test"): AdminOrder =>
  adminOrder(id, { paymentMode, paymentIntentId: paymentMode === "test" ? "pi_testabc" : "pi_3Nabc" });

const orders = [order("aaaaaaaa-0000-4000-8000-000000000001", "test"), order("bbbbbbbb-0000-4000-8000-000000000002", "stripe")];

it("marks only the test order in the dashboard's orders", () => {
  render(<OrdersTabOver orders={orders} />);
  const rows = screen.getAllByTestId("order-row");
  expect(within(rows[0]).getByTestId("test-order-badge")).toHaveTextContent("Test");
  expect(within(rows[1]).queryByTestId("test-order-badge")).toBeNull();
});

it("marks only the test order on the legacy page", () => {
  render(<LegacyAdmin email="owner@example.com" figures={{ totalOrders: 2, revenueCents: 3198, customers: 1, todaysOrders: 0 }} orders={orders} />);
  const rows = screen.getAllByTestId("legacy-order");
  expect(within(rows[0]).getByTestId("test-order-badge")).toHaveTextContent("Test");
  expect(within(rows[1]).queryByTestId("test-order-badge")).toBeNull();
});
