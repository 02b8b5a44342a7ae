// The states the shop is registered to collect sales tax in, as the owner
// ticks them at /admin/tax (admins only). The local tax calculator charges a
// state's base rate only in these states, so with none registered (the
// default) the shop charges no sales tax. Stripe Tax (STRIPE_TAX=1) uses the
// registrations kept in Stripe's Dashboard instead; the page says so.
//
// Nothing cached depends on them: the checkout asks the calculator on every
// quote (lib/cart/quote.ts), which reads this table each time, so a save
// needs no refreshData.
import "server-only";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { getTaxCalculator } from "@/lib/tax/provider";
import type { TaxRegistrationsInput, TaxRegistrationsJson } from "@/lib/tax/schemas";
import { STATE_RATES_AS_OF, STATE_RATES_PPM, STATE_RATES_SOURCE } from "@/lib/tax/state-rates";
import { US_STATES, type StateCode } from "@/lib/tax/us-states";
import { logger } from "@/lib/log";

const log = logger("tax");

const STATE_CODES = Object.keys(US_STATES) as StateCode[];

async function readRegistrations(): Promise<TaxRegistrationsJson> {
  const rows = await db.taxRegistration.findMany({ select: { state: true, adminEmail: true, registeredAt: true } });
  const byState = new Map(rows.map((row) => [row.state, row]));
  return {
    calculator: getTaxCalculator().source,
    ratesAsOf: STATE_RATES_AS_OF,
    ratesSource: STATE_RATES_SOURCE,
    states: STATE_CODES.map((code) => {
      const registration = byState.get(code);
      return {
        code,
        name: US_STATES[code],
        ratePercent: STATE_RATES_PPM[code] / 10_000,
        registered: registration !== undefined,
        registeredAt: registration?.registeredAt.toISOString() ?? null,
        registeredBy: registration?.adminEmail ?? null,
      };
    }),
  };
}

/** Every state and DC with its base rate, and whether the shop is registered there. */
export async function taxRegistrations(admin: AdminPrincipal): Promise<TaxRegistrationsJson> {
  assertAdmin(admin);
  return readRegistrations();
}

/**
 * Makes `input.states` the shop's registrations: the states left out are
 * removed, the new ones recorded with this admin and the time; a state that
 * stays keeps its first registration.
 */
export async function saveTaxRegistrations(admin: AdminPrincipal, input: TaxRegistrationsInput): Promise<TaxRegistrationsJson> {
  assertAdmin(admin);
  const states = [...new Set(input.states)];
  const { removed, added } = await db.$transaction(async (tx) => {
    const before = new Set((await tx.taxRegistration.findMany({ select: { state: true } })).map((row) => row.state));
    const gone = await tx.taxRegistration.deleteMany({ where: { state: { notIn: states } } });
    const made = await tx.taxRegistration.createMany({
      data: states.filter((state) => !before.has(state)).map((state) => ({ state, adminEmail: admin.email })),
      skipDuplicates: true,
    });
    return { removed: gone.count, added: made.count };
  });
  if (removed || added) {
    log.info("tax registrations changed", { adminId: admin.id, states, added, removed });
  }
  return readRegistrations();
}
