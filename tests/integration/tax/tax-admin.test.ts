// The tax admin's APIs: the states the shop is registered in (none by
// default, so no tax), which the local calculator charges in, and the nexus
// report of the trailing twelve months per state against its threshold.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { GET as registrationsGet, PUT as registrationsPut } from "@/app/api/admin/tax/registrations/route";
import { GET as nexusGet } from "@/app/api/admin/tax/nexus/route";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { priceLine } from "@/lib/cart/pricing";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { localTaxCalculator } from "@/lib/tax/local-tax";
import { nexusReport } from "@/lib/tax/nexus-report";
import { nexusReportSchema, taxRegistrationsJsonSchema } from "@/lib/tax/schemas";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";

const EMAIL = "tax-admin@example.com";
let bearer: string;
beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, EMAIL, "tax-admin-password")).token;
});
afterAll(async () => {
  // Leave the shared test database as the seed made it: no state registered, none of these orders.
  await db.taxRegistration.deleteMany({});
  await db.order.deleteMany({ where: { paymentIntentId: { startsWith: "pi_nexus_" } } });
});

const getRegistrations = (auth: { bearer?: string } = { bearer }) => registrationsGet(adminRequest("/api/admin/tax/registrations", auth), noContext);
const putRegistrations = (body: unknown) =>
  registrationsPut(adminRequest("/api/admin/tax/registrations", { bearer }, { method: "PUT", body: JSON.stringify(body) }), noContext);

const SMALL = { id: "1oz", name: "Healing Ointment", size: "1 oz / 30ml", priceCents: 900 };
const LARGE = { id: "4oz", name: "Healing Ointment", size: "4 oz / 120ml", priceCents: 1599 };
const cart = { lines: [priceLine(LARGE, 2), priceLine(SMALL, 1)], discountCents: 410 };

describe("/api/admin/tax/registrations", () => {
  it("refuses anyone but an admin", async () => {
    expect((await getRegistrations({})).status).toBe(401);
    const res = await registrationsPut(adminRequest("/api/admin/tax/registrations", {}, { method: "PUT", body: JSON.stringify({ states: ["TX"] }) }), noContext);
    expect(res.status).toBe(401);
    expect(await db.taxRegistration.count()).toBe(0);
  });

  it("lists every state and DC with its base rate and the rates' source, none registered by default", async () => {
    const res = await getRegistrations();
    expect(res.status).toBe(200);
    const body = taxRegistrationsJsonSchema.parse(await res.json());
    expect(body).toMatchObject({ calculator: "local", ratesAsOf: "2025-01-01", ratesSource: expect.stringContaining("Tax Foundation") });
    expect(body.states).toHaveLength(51);
    expect(body.states.filter((state) => state.registered)).toEqual([]);
    expect(body.states.find((state) => state.code === "TX")).toEqual({ code: "TX", name: "Texas", ratePercent: 6.25, registered: false, registeredAt: null, registeredBy: null });
    expect(body.states.find((state) => state.code === "OR")).toMatchObject({ ratePercent: 0 });
    expect(body.states.find((state) => state.code === "MN")).toMatchObject({ ratePercent: 6.875 });
    // No state registered: no tax anywhere.
    expect(await localTaxCalculator.calculate({ ...cart, address: { state: "TX", zipCode: "73301" } })).toMatchObject({ taxCents: 0, source: "none" });
  });

  it("registers the states ticked, keeps a state's first registration, and removes the ones left out", async () => {
    const first = await putRegistrations({ states: ["TX", "CA"] });
    expect(first.status).toBe(200);
    const saved = taxRegistrationsJsonSchema.parse(await first.json());
    expect(saved.states.filter((state) => state.registered).map((state) => [state.code, state.registeredBy])).toEqual([
      ["CA", EMAIL],
      ["TX", EMAIL],
    ]);
    const texasSince = saved.states.find((state) => state.code === "TX")!.registeredAt;

    // The checkout charges the state's base rate now: $36.88 at 6.25 % is $2.31.
    expect(await localTaxCalculator.calculate({ ...cart, address: { state: "TX", zipCode: "73301" } })).toEqual({ taxCents: 231, ratePpm: 62_500, state: "TX", source: "local", calculationId: null });
    expect(await localTaxCalculator.calculate({ ...cart, address: { state: "NV", zipCode: "89501" } })).toMatchObject({ taxCents: 0, source: "none" });

    const second = taxRegistrationsJsonSchema.parse(await (await putRegistrations({ states: ["TX"] })).json());
    expect(second.states.filter((state) => state.registered).map((state) => [state.code, state.registeredAt])).toEqual([["TX", texasSince]]);
    expect(await localTaxCalculator.calculate({ ...cart, address: { state: "CA", zipCode: "94103" } })).toMatchObject({ taxCents: 0 });

    const none = taxRegistrationsJsonSchema.parse(await (await putRegistrations({ states: [] })).json());
    expect(none.states.some((state) => state.registered)).toBe(false);
    expect(await db.taxRegistration.count()).toBe(0);
  });

  it.each([
    [{ states: ["tx"] }, "states.0", "Name each state by its two-letter code, e.g. TX."],
    [{ states: ["Texas"] }, "states.0", "Name each state by its two-letter code, e.g. TX."],
    [{ states: ["TX", "XX"] }, "states.1", "This is not a US state's code."],
    [{ states: ["TX", "TX"] }, "states", "Each state may be listed once."],
    [{ states: "TX" }, "states", "List the registered states (an empty list for none)."],
    [{}, "states", "List the registered states (an empty list for none)."],
  ])("refuses %j with the field's message, and changes nothing", async (body, field, message) => {
    await db.taxRegistration.create({ data: { state: "NM", adminEmail: EMAIL } });
    try {
      const res = await putRegistrations(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ [field]: message });
      expect((await db.taxRegistration.findMany()).map((row) => row.state)).toEqual(["NM"]);
    } finally {
      await db.taxRegistration.deleteMany({});
    }
  });
});

describe("the nexus report", () => {
  // Orders in a year of their own, far from every other test's orders.
  const now = new Date("2090-06-01T00:00:00Z");
  const at = (iso: string) => new Date(iso);
  let sequence = 0;
  const order = (data: Partial<Prisma.OrderUncheckedCreateInput> & { shippingState: string }): Prisma.OrderCreateManyInput => {
    sequence += 1;
    return {
      id: randomUUID(),
      customerEmail: `nexus${sequence}@example.com`,
      customerName: "Nell Nexus",
      shippingName: "Nell Nexus",
      shippingAddress: "1 Main St",
      shippingCity: "Springfield",
      shippingZipCode: "10001",
      paymentIntentId: `pi_nexus_${randomUUID().replace(/-/g, "")}`,
      amountCents: 1599,
      subtotalCents: 1599,
      status: "delivered",
      createdAt: at("2090-02-01T12:00:00Z"),
      ...data,
    };
  };
  const owner = grantAdminPrincipal({ id: randomUUID(), email: EMAIL, sessionId: randomUUID() });

  beforeAll(async () => {
    const texas = order({ shippingState: "tx ", amountCents: 3919, subtotalCents: 4098, discountCents: 410, taxCents: 231, taxRatePpm: 62_500, taxState: "TX", taxSource: "local", refundedCents: 1000, createdAt: at("2090-01-10T12:00:00Z") });
    await db.order.createMany({
      data: [
        texas,
        // A name typed out counts for its state; an order without tax too.
        order({ shippingState: "Texas", amountCents: 3688, subtotalCents: 3688 }),
        // Cancelled, never paid, or before the period: not counted.
        order({ shippingState: "TX", status: "cancelled", amountCents: 90_000 }),
        order({ shippingState: "TX", status: "pending", amountCents: 90_000 }),
        order({ shippingState: "TX", amountCents: 90_000, createdAt: at("2089-05-31T23:59:59Z") }),
        // California counts sales only: $500,000 crosses it.
        order({ shippingState: "CA", amountCents: 50_000_000, subtotalCents: 50_000_000 }),
        // Georgia: 200 transactions are enough.
        ...Array.from({ length: 200 }, () => order({ shippingState: "GA", amountCents: 900, subtotalCents: 900 })),
        // New York needs both: 100 transactions of $9 are not enough.
        ...Array.from({ length: 100 }, () => order({ shippingState: "new york", amountCents: 900, subtotalCents: 900 })),
        // No US state.
        order({ shippingState: "Ontario", amountCents: 2500, subtotalCents: 2500 }),
      ],
    });
    await db.refund.createMany({
      data: [
        { orderId: texas.id!, amountCents: 1000, taxCents: 59, reason: "Dented tin", status: "succeeded", requestKey: randomUUID() },
        // A refund that failed gave nothing back.
        { orderId: texas.id!, amountCents: 2919, taxCents: 172, reason: "Dented tin", status: "failed", requestKey: randomUUID() },
      ],
    });
    await db.taxRegistration.create({ data: { state: "TX", adminEmail: EMAIL } });
  });
  afterAll(() => db.taxRegistration.deleteMany({}));

  it("counts each state's orders, sales excluding tax net of refunds, and tax collected net of the refunds' tax", async () => {
    const report = nexusReportSchema.parse(await nexusReport(owner, now));
    expect(report).toMatchObject({ from: "2089-06-01T00:00:00.000Z", to: "2090-06-01T00:00:00.000Z", thresholdsAsOf: "2025-07-01", thresholdsSource: expect.stringContaining("Sales Tax Institute") });
    const texas = report.states.find((state) => state.code === "TX")!;
    // $39.19 − $10 refunded − ($2.31 − $0.59) tax = $27.47, and $36.88 without tax.
    expect(texas).toEqual({
      code: "TX",
      name: "Texas",
      orders: 2,
      sales: 64.35,
      taxCollected: 1.72,
      threshold: { sales: 500_000, transactions: null, rule: "sales" },
      share: 0,
      crossed: false,
      registered: true,
    });
    expect(report.unrecognised).toEqual({ orders: 1, sales: 25 });
    expect(report.states.find((state) => state.code === "OR")).toMatchObject({ orders: 0, sales: 0, threshold: null, crossed: false, registered: false });
  });

  it("marks the states whose threshold is crossed, by their own rule, and lists them first", async () => {
    const report = await nexusReport(owner, now);
    expect(report.states.slice(0, 2).map((state) => [state.code, state.crossed, state.registered])).toEqual([
      ["CA", true, false],
      ["GA", true, false],
    ]);
    expect(report.states.find((state) => state.code === "GA")).toMatchObject({ orders: 200, sales: 1800, share: 1 });
    expect(report.states.find((state) => state.code === "NY")).toMatchObject({ orders: 100, sales: 900, crossed: false, share: 0.002 });
    expect(report.states.filter((state) => state.crossed)).toHaveLength(2);
  });

  it("is answered to admins only, at GET /api/admin/tax/nexus", async () => {
    expect((await nexusGet(adminRequest("/api/admin/tax/nexus", {}), noContext)).status).toBe(401);
    const res = await nexusGet(adminRequest("/api/admin/tax/nexus", { bearer }), noContext);
    expect(res.status).toBe(200);
    expect(nexusReportSchema.parse(await res.json()).states).toHaveLength(51);
  });
});
