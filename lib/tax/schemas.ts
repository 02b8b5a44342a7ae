// The tax admin's input and answers, one zod schema each: the registered
// states the owner saves (PUT /api/admin/tax/registrations, and the page's
// form), the list of states with their rates (GET of the same address) and
// the nexus report (GET /api/admin/tax/nexus). Money is in dollars, as in
// every JSON answer; rates in percent (6.25).
import { z } from "zod";
import { isStateCode } from "@/lib/tax/us-states";

export const STATE_CODE_MESSAGE = "Name each state by its two-letter code, e.g. TX.";
export const UNKNOWN_STATE_MESSAGE = "This is not a US state's code.";
export const DUPLICATE_STATE_MESSAGE = "Each state may be listed once.";

/** Every state the shop is registered in; the states left out are not (an empty list: none). */
export const taxRegistrationsSchema = z.object({
  states: z
    .array(
      z
        .string(STATE_CODE_MESSAGE)
        .regex(/^[A-Z]{2}$/, STATE_CODE_MESSAGE)
        .refine(isStateCode, UNKNOWN_STATE_MESSAGE),
      "List the registered states (an empty list for none).",
    )
    .max(51, "There are 51 states, DC included.")
    .refine((states) => new Set(states).size === states.length, DUPLICATE_STATE_MESSAGE),
});
export type TaxRegistrationsInput = z.infer<typeof taxRegistrationsSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const taxStateSchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  /** The state's base (statewide) rate in percent, 6.25; 0 where there is no state sales tax. */
  ratePercent: z.number().min(0),
  registered: z.boolean(),
  registeredAt: isoDate.nullable(),
  registeredBy: z.string().nullable(),
});

export const taxRegistrationsJsonSchema = z.object({
  /** Who computes the checkout's tax now: the shop's state table ("local") or Stripe Tax ("stripe"). */
  calculator: z.enum(["local", "stripe"]),
  ratesAsOf: isoDate,
  ratesSource: z.string(),
  states: z.array(taxStateSchema).length(51),
});
export type TaxRegistrationsJson = z.infer<typeof taxRegistrationsJsonSchema>;

export const nexusStateSchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  /** Orders shipped to the state in the period (cancelled and unpaid ones left out). */
  orders: z.number().int().min(0),
  /** Sales excluding tax, net of refunds, in dollars. */
  sales: z.number(),
  /** Tax charged less tax given back with refunds, in dollars. */
  taxCollected: z.number(),
  /** The state's remote-seller threshold; null where the state has none (no sales tax). */
  threshold: z
    .object({
      sales: z.number(),
      transactions: z.number().int().nullable(),
      rule: z.enum(["either", "both", "sales"]),
    })
    .nullable(),
  /** How far to the threshold, as a fraction (1 or more: crossed); 0 without a threshold. */
  share: z.number().min(0),
  crossed: z.boolean(),
  registered: z.boolean(),
});

export const nexusReportSchema = z.object({
  /** The period: the trailing twelve months up to `to`. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  thresholdsAsOf: isoDate,
  thresholdsSource: z.string(),
  /** Every state and DC: the crossed ones first, then the nearest their threshold, then by sales. */
  states: z.array(nexusStateSchema).length(51),
  /** Orders whose shipping state is not a US state's name or code (abroad, or mistyped). */
  unrecognised: z.object({ orders: z.number().int().min(0), sales: z.number() }),
});
export type NexusReportJson = z.infer<typeof nexusReportSchema>;
export type NexusStateJson = z.infer<typeof nexusStateSchema>;
