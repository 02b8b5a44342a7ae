// An order as the admin pages receive it, for component tests: a paid 4 oz
// order ($15.99: money is in dollars, as the API answers it) with no
// shipment; `overrides` sets what a test is about.
import type { AdminOrder } from "@/lib/schemas/order";

export function adminOrder(id: string, overrides: Partial<AdminOrder> = {}): AdminOrder {
  // An order given as one product (productDetails) has that one line.
  const details = overrides.productDetails;
  const line = details ? { ...details, total: Math.round(details.price * details.quantity * 100) / 100 } : null;
  return {
    id,
    customerEmail: "kim@example.com",
    customerName: "Kim Park",
    shippingAddress: { name: "Kim Park", address: "1 Main St", city: "Reno", state: "NV", zipCode: "89501", country: "United States" },
    paymentIntentId: `pi_${id.slice(0, 8)}`,
    amount: 15.99,
    status: "paid",
    photoUrl: null,
    productDetails: { name: "Ointment", size: "4 oz / 120ml", quantity: 1, price: 15.99 },
    lines: [{ name: "Ointment", size: "4 oz / 120ml", quantity: 1, price: 15.99, total: 15.99 }],
    subtotal: 15.99,
    discount: 0,
    tax: 0,
    discountCode: null,
    attributedTo: null,
    taxState: null,
    taxRate: null,
    createdAt: "2026-01-05T12:00:00.000Z",
    trackingNumber: null,
    carrier: null,
    service: null,
    shippedAt: null,
    estimatedDeliveryDate: null,
    deliveredAt: null,
    trackingEvents: [],
    labelId: null,
    disputedAt: null,
    disputeReason: null,
    paymentMode: "stripe",
    refunded: 0,
    refunds: [],
    cancelledAt: null,
    cancelReason: null,
    ...(line && !overrides.lines ? { lines: [line], subtotal: line.total } : {}),
    ...overrides,
  };
}
