// Sample orders for demos and local development (seeded only with sampleData).
// Customers are fictional; e-mails use example.com. Times are hours relative to
// the order's creation, which itself is relative to the moment of seeding.
import { OrderStatus } from "../../lib/generated/prisma/client";
import type { SeedProductId } from "./catalogue";

export type SampleCarrier = "USPS" | "UPS" | "FedEx";

export const CARRIER_SERVICES = {
  USPS: ["Ground Advantage", "Priority Mail", "Priority Mail Express"],
  UPS: ["UPS Ground", "2nd Day Air", "Next Day Air"],
  FedEx: ["FedEx Ground", "2Day", "Overnight"],
} as const satisfies Record<SampleCarrier, readonly string[]>;

export type SampleService<C extends SampleCarrier = SampleCarrier> = (typeof CARRIER_SERVICES)[C][number];

/** Where sample parcels leave from. */
export const SHIP_FROM = {
  name: "Verdant Ink Fulfillment",
  address: "120 Riverside Dr",
  city: "Asheville",
  state: "NC",
  zipCode: "28801",
};

export type SampleEventStatus = "label_created" | "in_transit" | "out_for_delivery" | "delivered" | "returned";

export interface SampleTrackingEvent {
  status: SampleEventStatus;
  hoursAfterOrder: number;
  location: string; // "City, ST"
  description?: string; // default depends on status and carrier
}

export type SampleShipment = {
  [C in SampleCarrier]: {
    carrier: C;
    service: SampleService<C>;
    trackingNumber: string; // upper-case, in the carrier's format
    rateCents: number;
    estimatedDeliveryHours: number; // after the order
    events: SampleTrackingEvent[];
  };
}[SampleCarrier];

export interface SampleOrder {
  /** Suffix of the paymentIntentId: pi_sample_<key>. */
  key: string;
  status: OrderStatus;
  productId: SeedProductId;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZipCode: string;
  /** Age of the order when seeded, in days. */
  daysAgo: number;
  shipment?: SampleShipment;
}

export const SAMPLE_ORDERS: SampleOrder[] = [
  {
    key: "0001",
    status: OrderStatus.delivered,
    productId: "1oz",
    customerName: "Emily Carter",
    customerEmail: "emily.carter@example.com",
    shippingAddress: "1428 Linden Ave, Apt 3B",
    shippingCity: "Columbus",
    shippingState: "OH",
    shippingZipCode: "43215",
    daysAgo: 20.4,
    shipment: {
      carrier: "USPS",
      service: "Ground Advantage",
      trackingNumber: "9400111899223854190637",
      rateCents: 545,
      estimatedDeliveryHours: 96,
      events: [
        { status: "label_created", hoursAfterOrder: 19, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 30, location: "Greensboro, NC", description: "Departed USPS Regional Facility" },
        { status: "in_transit", hoursAfterOrder: 53, location: "Columbus, OH", description: "Arrived at USPS Regional Destination Facility" },
        { status: "out_for_delivery", hoursAfterOrder: 71, location: "Columbus, OH" },
        { status: "delivered", hoursAfterOrder: 78.5, location: "Columbus, OH", description: "Delivered, In/At Mailbox" },
      ],
    },
  },
  {
    key: "0002",
    status: OrderStatus.returned,
    productId: "1oz",
    customerName: "David Kim",
    customerEmail: "david.kim@example.com",
    shippingAddress: "3217 Fremont Ave N",
    shippingCity: "Seattle",
    shippingState: "WA",
    shippingZipCode: "98103",
    daysAgo: 19.2,
    shipment: {
      carrier: "UPS",
      service: "UPS Ground",
      trackingNumber: "1ZA73R910392187545",
      rateCents: 1185,
      estimatedDeliveryHours: 144,
      events: [
        { status: "label_created", hoursAfterOrder: 17, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 28, location: "Knoxville, TN", description: "Departed from UPS facility" },
        { status: "in_transit", hoursAfterOrder: 97, location: "Salt Lake City, UT", description: "Arrived at UPS facility" },
        { status: "out_for_delivery", hoursAfterOrder: 124, location: "Seattle, WA" },
        { status: "delivered", hoursAfterOrder: 130, location: "Seattle, WA", description: "Delivered, Front Door" },
        {
          status: "returned",
          hoursAfterOrder: 300,
          location: "Asheville, NC",
          description: "Return received by sender (30-day money-back guarantee)",
        },
      ],
    },
  },
  {
    key: "0003",
    status: OrderStatus.delivered,
    productId: "4oz",
    customerName: "Marcus Johnson",
    customerEmail: "marcus.johnson@example.com",
    shippingAddress: "745 Ponce De Leon Ave NE",
    shippingCity: "Atlanta",
    shippingState: "GA",
    shippingZipCode: "30308",
    daysAgo: 16.7,
    shipment: {
      carrier: "UPS",
      service: "2nd Day Air",
      trackingNumber: "1Z4E8W760345281073",
      rateCents: 2450,
      estimatedDeliveryHours: 54,
      events: [
        { status: "label_created", hoursAfterOrder: 6, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 26, location: "Louisville, KY", description: "Departed from UPS Worldport facility" },
        { status: "in_transit", hoursAfterOrder: 35, location: "Atlanta, GA", description: "Arrived at UPS facility" },
        { status: "out_for_delivery", hoursAfterOrder: 44, location: "Atlanta, GA" },
        { status: "delivered", hoursAfterOrder: 49.5, location: "Atlanta, GA", description: "Delivered, Left at Reception" },
      ],
    },
  },
  {
    key: "0004",
    status: OrderStatus.delivered,
    productId: "4oz",
    customerName: "Sofia Ramirez",
    customerEmail: "sofia.ramirez@example.com",
    shippingAddress: "518 S Presa St",
    shippingCity: "San Antonio",
    shippingState: "TX",
    shippingZipCode: "78210",
    daysAgo: 10.3,
    shipment: {
      carrier: "USPS",
      service: "Priority Mail Express",
      trackingNumber: "9400551899302188771041",
      rateCents: 3045,
      estimatedDeliveryHours: 36,
      events: [
        { status: "label_created", hoursAfterOrder: 4, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 10, location: "Charlotte, NC", description: "Departed USPS Regional Facility" },
        { status: "in_transit", hoursAfterOrder: 22, location: "San Antonio, TX", description: "Arrived at USPS Regional Destination Facility" },
        { status: "out_for_delivery", hoursAfterOrder: 26, location: "San Antonio, TX" },
        { status: "delivered", hoursAfterOrder: 30.5, location: "San Antonio, TX", description: "Delivered, Front Porch" },
      ],
    },
  },
  {
    key: "0005",
    status: OrderStatus.shipped,
    productId: "4oz",
    customerName: "James O'Connor",
    customerEmail: "james.oconnor@example.com",
    shippingAddress: "62 Waltham St",
    shippingCity: "Boston",
    shippingState: "MA",
    shippingZipCode: "02118",
    daysAgo: 4.1,
    shipment: {
      carrier: "UPS",
      service: "UPS Ground",
      trackingNumber: "1Z9F26X40316620958",
      rateCents: 1185,
      estimatedDeliveryHours: 110,
      events: [
        { status: "label_created", hoursAfterOrder: 14, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 23, location: "Charlotte, NC", description: "Departed from UPS facility" },
        { status: "in_transit", hoursAfterOrder: 61, location: "Windsor Locks, CT", description: "Arrived at UPS facility" },
      ],
    },
  },
  {
    key: "0006",
    status: OrderStatus.shipped,
    productId: "1oz",
    customerName: "Olivia Bennett",
    customerEmail: "olivia.bennett@example.com",
    shippingAddress: "2950 Welton St",
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZipCode: "80205",
    daysAgo: 3.2,
    shipment: {
      carrier: "USPS",
      service: "Priority Mail",
      trackingNumber: "9400111899277460213358",
      rateCents: 995,
      estimatedDeliveryHours: 88,
      events: [
        { status: "label_created", hoursAfterOrder: 16, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 25, location: "Greensboro, NC", description: "Departed USPS Regional Facility" },
        { status: "in_transit", hoursAfterOrder: 47, location: "Denver, CO", description: "Arrived at USPS Regional Destination Facility" },
      ],
    },
  },
  {
    key: "0007",
    status: OrderStatus.shipped,
    productId: "1oz",
    customerName: "Priya Patel",
    customerEmail: "priya.patel@example.com",
    shippingAddress: "1840 N Clark St, Unit 12",
    shippingCity: "Chicago",
    shippingState: "IL",
    shippingZipCode: "60614",
    daysAgo: 1.9,
    shipment: {
      carrier: "FedEx",
      service: "2Day",
      trackingNumber: "781245301969",
      rateCents: 2310,
      estimatedDeliveryHours: 56,
      events: [
        { status: "label_created", hoursAfterOrder: 5, location: "Asheville, NC" },
        { status: "in_transit", hoursAfterOrder: 21, location: "Memphis, TN", description: "Departed FedEx hub" },
      ],
    },
  },
  {
    key: "0008",
    status: OrderStatus.processing,
    productId: "4oz",
    customerName: "Hannah Brooks",
    customerEmail: "hannah.brooks@example.com",
    shippingAddress: "1105 Gallatin Ave",
    shippingCity: "Nashville",
    shippingState: "TN",
    shippingZipCode: "37206",
    daysAgo: 1.1,
    shipment: {
      carrier: "USPS",
      service: "Ground Advantage",
      trackingNumber: "9400109690093751267286",
      rateCents: 545,
      estimatedDeliveryHours: 90,
      events: [{ status: "label_created", hoursAfterOrder: 17, location: "Asheville, NC" }],
    },
  },
  {
    key: "0009",
    status: OrderStatus.processing,
    productId: "1oz",
    customerName: "Tyler Nguyen",
    customerEmail: "tyler.nguyen@example.com",
    shippingAddress: "3325 SE Hawthorne Blvd",
    shippingCity: "Portland",
    shippingState: "OR",
    shippingZipCode: "97214",
    daysAgo: 0.8,
    shipment: {
      carrier: "FedEx",
      service: "FedEx Ground",
      trackingNumber: "772109438584",
      rateCents: 1120,
      estimatedDeliveryHours: 130,
      events: [{ status: "label_created", hoursAfterOrder: 10, location: "Asheville, NC" }],
    },
  },
  {
    key: "0010",
    status: OrderStatus.paid,
    productId: "4oz",
    customerName: "Grace Whitfield",
    customerEmail: "grace.whitfield@example.com",
    shippingAddress: "2614 Lyndale Ave S",
    shippingCity: "Minneapolis",
    shippingState: "MN",
    shippingZipCode: "55408",
    daysAgo: 0.45,
  },
  {
    key: "0011",
    status: OrderStatus.paid,
    productId: "1oz",
    customerName: "Daniel Reyes",
    customerEmail: "daniel.reyes@example.com",
    shippingAddress: "909 N 5th St",
    shippingCity: "Phoenix",
    shippingState: "AZ",
    shippingZipCode: "85004",
    daysAgo: 0.18,
  },
  {
    key: "0012",
    status: OrderStatus.pending,
    productId: "1oz",
    customerName: "Chloe Anderson",
    customerEmail: "chloe.anderson@example.com",
    shippingAddress: "415 Oberlin Rd",
    shippingCity: "Raleigh",
    shippingState: "NC",
    shippingZipCode: "27605",
    daysAgo: 0.05,
  },
];
