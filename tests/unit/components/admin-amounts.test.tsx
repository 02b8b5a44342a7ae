/** @jest-environment jsdom */
// The admin APIs give money in dollars (9, 15.99); the dashboard and the
// legacy page show it as dollars and cents, as they always did.
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { OverviewTab } from "@/components/admin/dashboard/overview-tab";
import { LegacyAdmin } from "@/components/admin/legacy-admin";
import { adminOrder } from "../../support/admin-order";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("@/components/admin/actions", () => ({ logoutAdmin: jest.fn() }));

const nine = adminOrder("aaaaaaaa-0000-4000-8000-000000000001", { amount: 9, productDetails: { name: "Ointment", size: "1 oz / 30ml", quantity: 1, price: 9 } });
const fifteen = adminOrder("bbbbbbbb-0000-4000-8000-000000000002");

it("shows the recent orders' amounts on the overview", () => {
  const stats = { totalOrders: 2, pendingShipment: 2, inTransit: 0, delivered: 0, recentOrders: [nine, fifteen], topCarriers: [] };
  render(<OverviewTab stats={stats} error={null} />);
  const recent = within(screen.getByText("Recent Orders").closest("div")!.parentElement!).getAllByRole("listitem");
  expect(recent[0]).toHaveTextContent("$9.00");
  expect(recent[1]).toHaveTextContent("$15.99");
});

it("shows the orders' amounts and the revenue on the legacy page", () => {
  render(<LegacyAdmin email="owner@example.com" figures={{ totalOrders: 2, revenueCents: 2499, customers: 1, todaysOrders: 0 }} orders={[nine, fifteen]} />);
  expect(screen.getByText("Revenue").closest("div")).toHaveTextContent("$24.99");
  const rows = screen.getAllByTestId("legacy-order");
  expect(rows[0]).toHaveTextContent("1 oz / 30ml × 1 · $9.00");
  expect(rows[1]).toHaveTextContent("4 oz / 120ml × 1 · $15.99");
});
