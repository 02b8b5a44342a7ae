// Carriers and services the shop ships with (three each for USPS, UPS and
// FedEx), and the label request schema shared by the Create Label form and
// POST /api/shipping/labels.
import { z } from "zod";

export const CARRIER_SERVICES = {
  USPS: ["Ground Advantage", "Priority Mail", "Priority Mail Express"],
  UPS: ["UPS Ground", "2nd Day Air", "Next Day Air"],
  FedEx: ["FedEx Ground", "2Day", "Overnight"],
} as const;

export type Carrier = keyof typeof CARRIER_SERVICES;
export const CARRIERS = Object.keys(CARRIER_SERVICES) as Carrier[];

/** Business days in transit per service, for the estimated delivery date. */
export const SERVICE_TRANSIT_DAYS: Record<string, number> = {
  "Ground Advantage": 5,
  "Priority Mail": 3,
  "Priority Mail Express": 2,
  "UPS Ground": 5,
  "2nd Day Air": 2,
  "Next Day Air": 1,
  "FedEx Ground": 5,
  "2Day": 2,
  Overnight: 1,
};

export function isServiceOfCarrier(carrier: string, service: string): boolean {
  return (CARRIER_SERVICES as Record<string, readonly string[]>)[carrier]?.includes(service) ?? false;
}

export const createLabelSchema = z
  .object({
    orderId: z.uuid("Choose an order"),
    carrier: z.enum(CARRIERS, "Please select a carrier"),
    service: z.string().trim().min(1, "Please select a service"),
  })
  .refine((input) => isServiceOfCarrier(input.carrier, input.service), {
    path: ["service"],
    message: "This service is not offered by the chosen carrier",
  });

export type CreateLabelInput = z.infer<typeof createLabelSchema>;

/** The date a parcel sent now arrives, counting business days (Mon–Fri). */
export function estimateDeliveryDate(service: string, from: Date = new Date()): Date {
  let remaining = SERVICE_TRANSIT_DAYS[service] ?? 5;
  const date = new Date(from);
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) remaining -= 1;
  }
  return date;
}
