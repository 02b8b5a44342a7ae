// The order as the admin pages and APIs show it (SPEC §3 Order), built from
// a database row. Shared by server code and the dashboard's client code.
export interface AdminTrackingEvent {
  status: string;
  description: string;
  location: string | null;
  timestamp: string;
}

export interface AdminOrder {
  id: string;
  customerEmail: string;
  customerName: string;
  shippingAddress: { name: string; address: string; city: string; state: string; zipCode: string; country: string };
  paymentIntentId: string;
  amount: number; // cents
  status: string;
  photoUrl: string | null;
  productDetails: { name: string; size: string; quantity: number; price: number };
  createdAt: string;
  trackingNumber: string | null;
  carrier: string | null;
  service: string | null;
  shippedAt: string | null;
  estimatedDeliveryDate: string | null;
  deliveredAt: string | null;
  trackingEvents: AdminTrackingEvent[];
  labelId: string | null;
  /** When the card holder disputed the payment (a chargeback), and the reason the issuer gave. */
  disputedAt?: string | null;
  disputeReason?: string | null;
  /** "test" for an order paid in the local test payment mode (no money moved), else "stripe". */
  paymentMode?: string;
}

export interface ShippingStats {
  totalOrders: number;
  pendingShipment: number;
  inTransit: number;
  delivered: number;
  recentOrders: AdminOrder[];
  topCarriers: { carrier: string; count: number }[];
}

/** Does the order match the dashboard's search (e-mail, id, name, tracking number)? */
export function orderMatchesSearch(order: AdminOrder, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [order.customerEmail, order.id, order.customerName, order.trackingNumber ?? ""].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
