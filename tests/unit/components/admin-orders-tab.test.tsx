/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { OrdersTabOver } from "../../support/orders-tab";
import type { AdminOrder } from "@/lib/schemas/order";
import { adminOrder } from "../../support/admin-order";

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const make = (id: string, status: AdminOrder["status"], name: string, tracking: string | null = null): AdminOrder =>
  adminOrder(id, {
    customerEmail: `${name.split(" ")[0].toLowerCase()}@example.com`,
    customerName: name,
    shippingAddress: { name, address: "1 Main St", city: "Reno", state: "NV", zipCode: "89501", country: "United States" },
    paymentIntentId: `pi_${id}`,
    status,
    trackingNumber: tracking,
    carrier: tracking ? "UPS" : null,
    service: tracking ? "UPS Ground" : null,
  });

const orders = [
  make("aaaaaaaa-0000-4000-8000-000000000001", "paid", "Ana Lee"),
  make("bbbbbbbb-0000-4000-8000-000000000002", "shipped", "Ben Ruiz", "1Z999AA10123456784"),
  make("cccccccc-0000-4000-8000-000000000003", "paid", "Cara Diaz"),
];

const rows = () => screen.queryAllByTestId("order-row");

it("shows first 8 characters of ids, filters by status and search, offers Create Label on paid orders only", () => {
  render(<OrdersTabOver orders={orders} />);
  expect(within(screen.getByRole("table")).getByText("#aaaaaaaa")).toBeInTheDocument();
  // The table (wide screens) and the cards (phones) carry the same actions.
  expect(within(screen.getByRole("table")).getAllByRole("button", { name: "Create Label" })).toHaveLength(2);
  expect(screen.getAllByTestId("order-card")).toHaveLength(3);
  expect(within(screen.getAllByTestId("order-card")[1]).queryByRole("button", { name: "Create Label" })).toBeNull();
  expect(within(rows()[1]).queryByRole("button", { name: "Create Label" })).toBeNull();

  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "shipped" } });
  expect(rows()).toHaveLength(1);
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "all" } });
  fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "1z999aa" } });
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent("Ben Ruiz");
  fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "cara@" } });
  expect(rows()[0]).toHaveTextContent("Cara Diaz");
});

it("select all picks the visible orders and enables Bulk Actions, which needs a status", () => {
  render(<OrdersTabOver orders={orders} error="Failed to fetch orders" />);
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch orders");
  const bulk = screen.getByRole("button", { name: /Bulk Actions/ });
  expect(bulk).toBeDisabled();
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "paid" } });
  fireEvent.click(screen.getByLabelText("Select all orders"));
  expect(bulk).toHaveTextContent("Bulk Actions (2)");
  fireEvent.click(bulk);
  const update = screen.getByRole("button", { name: "Update Status" });
  expect(update).toBeDisabled();
  fireEvent.change(screen.getByLabelText("New status"), { target: { value: "processing" } });
  expect(update).toBeEnabled();
});

it("Create Label needs both carrier and service, with the carrier's services only", () => {
  render(<OrdersTabOver orders={orders} />);
  fireEvent.click(screen.getAllByRole("button", { name: "Create Label" })[0]);
  const dialog = screen.getByRole("dialog", { name: /Create Label for #aaaaaaaa/ });
  const submit = within(dialog).getByRole("button", { name: "Create Label" });
  expect(submit).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "USPS" } });
  const services = within(within(dialog).getByLabelText("Service")).getAllByRole("option").map((o) => o.textContent);
  expect(services).toEqual(["Select service", "Ground Advantage", "Priority Mail", "Priority Mail Express"]);
  expect(submit).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText("Service"), { target: { value: "Priority Mail" } });
  expect(submit).toBeEnabled();
});

it("shows each order's amount, which the API gives in dollars, as dollars and cents", () => {
  const nine = adminOrder("dddddddd-0000-4000-8000-000000000004", { amount: 9, productDetails: { name: "Ointment", size: "1 oz / 30ml", quantity: 1, price: 9 } });
  render(<OrdersTabOver orders={[nine, ...orders]} />);
  expect(rows()[0]).toHaveTextContent("$9.00");
  expect(rows()[0]).not.toHaveTextContent("$900");
  expect(rows()[1]).toHaveTextContent("$15.99");
  fireEvent.click(within(rows()[0]).getByRole("button", { name: "View Details" }));
  expect(screen.getByRole("dialog", { name: /Order #dddddddd/ })).toHaveTextContent("1 × Ointment (1 oz / 30ml) at $9.00 — $9.00");
});
