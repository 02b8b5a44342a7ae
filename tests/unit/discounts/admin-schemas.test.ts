// The owner's discount code form and API share one schema: what it makes of
// good input (upper-case code, cents, UTC days, lower-case e-mail), and the
// field message of every bad input, all shown at once.
import { artistReportQuerySchema, CODE_MESSAGES, discountCodeSchema } from "@/lib/discounts/admin-schemas";

const PERCENT = { code: "ink10", kind: "percent", percentOff: 10 } as const;
const FIXED = { code: "INK-5", kind: "fixed", amountOff: 5 } as const;

function fieldsOf(input: unknown): Record<string, string> {
  const result = discountCodeSchema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("a discount code as the owner enters it", () => {
  it("stores the code upper-case, with defaults for what is left out", () => {
    expect(discountCodeSchema.parse(PERCENT)).toEqual({
      code: "INK10",
      kind: "percent",
      percentOff: 10,
      amountOffCents: null,
      minSubtotalCents: null,
      startsAt: null,
      endsAt: null,
      productId: null,
      maxUses: null,
      oncePerCustomer: false,
      active: true,
      artistName: null,
      artistEmail: null,
      artistSource: null,
    });
  });

  it("takes the form's text as typed: dollars to cents, days to UTC instants, blanks to none", () => {
    expect(
      discountCodeSchema.parse({
        code: " studio_ink ",
        kind: "fixed",
        percentOff: "not used by an amount off",
        amountOff: "$5.50",
        minSubtotal: "20",
        startsAt: "2026-12-01",
        endsAt: "2026-12-31",
        productId: "4oz",
        maxUses: "100",
        oncePerCustomer: true,
        active: false,
        artistName: "  Ada Ink ",
        artistEmail: "Ada@Example.COM",
        artistSource: "forum",
      }),
    ).toEqual({
      code: "STUDIO_INK",
      kind: "fixed",
      percentOff: null,
      amountOffCents: 550,
      minSubtotalCents: 2000,
      startsAt: new Date("2026-12-01T00:00:00Z"),
      // The last day is included: the code ends when it is over.
      endsAt: new Date("2027-01-01T00:00:00Z"),
      productId: "4oz",
      maxUses: 100,
      oncePerCustomer: true,
      active: false,
      artistName: "Ada Ink",
      artistEmail: "ada@example.com",
      artistSource: "forum",
    });
    expect(discountCodeSchema.parse({ ...PERCENT, percentOff: "25", minSubtotal: "", startsAt: "", endsAt: null, productId: "", maxUses: "", artistName: "", artistEmail: "", artistSource: "" })).toMatchObject({
      percentOff: 25,
      minSubtotalCents: null,
      startsAt: null,
      endsAt: null,
      productId: null,
      maxUses: null,
      artistName: null,
      artistSource: null,
    });
  });

  it("takes instants with their offset, and a one-day code", () => {
    expect(discountCodeSchema.parse({ ...FIXED, startsAt: "2026-12-01T15:00:00-05:00", endsAt: "2026-12-02T00:00:00Z" })).toMatchObject({
      startsAt: new Date("2026-12-01T20:00:00Z"),
      endsAt: new Date("2026-12-02T00:00:00Z"),
    });
    expect(discountCodeSchema.parse({ ...FIXED, startsAt: "2026-12-01", endsAt: "2026-12-01" })).toMatchObject({
      startsAt: new Date("2026-12-01T00:00:00Z"),
      endsAt: new Date("2026-12-02T00:00:00Z"),
    });
  });

  it("credits an artist named by hand to 'other', and keeps no source without an artist", () => {
    expect(discountCodeSchema.parse({ ...FIXED, artistName: "Studio 9", artistEmail: "studio9@example.com" })).toMatchObject({ artistSource: "other" });
    expect(discountCodeSchema.parse({ ...FIXED, artistSource: "wholesale" })).toMatchObject({ artistName: null, artistEmail: null, artistSource: null });
  });

  it("accepts the edges: 3 and 32 characters, 1 % and 100 %, one cent off, one use", () => {
    expect(discountCodeSchema.parse({ ...PERCENT, code: "abc", percentOff: 1 }).percentOff).toBe(1);
    expect(discountCodeSchema.parse({ ...PERCENT, code: "a".repeat(32), percentOff: 100 }).code).toBe("A".repeat(32));
    expect(discountCodeSchema.parse({ ...FIXED, amountOff: 0.01, maxUses: 1 })).toMatchObject({ amountOffCents: 1, maxUses: 1 });
    expect(discountCodeSchema.parse({ ...FIXED, amountOff: 10_000 }).amountOffCents).toBe(1_000_000);
  });

  it.each([
    ["a code too short", { ...PERCENT, code: "ab" }, "code", CODE_MESSAGES.codeLength],
    ["a code too long", { ...PERCENT, code: "a".repeat(33) }, "code", CODE_MESSAGES.codeLength],
    ["a blank code", { ...PERCENT, code: "   " }, "code", CODE_MESSAGES.codeLength],
    ["no code", { kind: "percent", percentOff: 10 }, "code", CODE_MESSAGES.codeLength],
    ["a code that is not text", { ...PERCENT, code: 12345 }, "code", CODE_MESSAGES.codeLength],
    ["a space in the code", { ...PERCENT, code: "INK 10" }, "code", CODE_MESSAGES.codeCharacters],
    ["punctuation in the code", { ...PERCENT, code: "INK10!" }, "code", CODE_MESSAGES.codeCharacters],
    ["an accent in the code", { ...PERCENT, code: "ÉTÉ10" }, "code", CODE_MESSAGES.codeCharacters],
    ["no kind", { code: "INK10", percentOff: 10 }, "kind", CODE_MESSAGES.kind],
    ["an unknown kind", { ...PERCENT, kind: "bogo" }, "kind", CODE_MESSAGES.kind],
    ["a percent code without a percentage", { code: "INK10", kind: "percent" }, "percentOff", CODE_MESSAGES.percentOff],
    ["a blank percentage", { ...PERCENT, percentOff: "" }, "percentOff", CODE_MESSAGES.percentOff],
    ["0 %", { ...PERCENT, percentOff: 0 }, "percentOff", CODE_MESSAGES.percentOff],
    ["101 %", { ...PERCENT, percentOff: 101 }, "percentOff", CODE_MESSAGES.percentOff],
    ["a fraction of a percent", { ...PERCENT, percentOff: 12.5 }, "percentOff", CODE_MESSAGES.percentOff],
    ["a negative percentage", { ...PERCENT, percentOff: "-10" }, "percentOff", CODE_MESSAGES.percentOff],
    ["a percentage in words", { ...PERCENT, percentOff: "ten" }, "percentOff", CODE_MESSAGES.percentOff],
    ["a percentage of the wrong type", { ...PERCENT, percentOff: true }, "percentOff", CODE_MESSAGES.percentOff],
    ["an amount code without an amount", { code: "INK5", kind: "fixed" }, "amountOff", CODE_MESSAGES.amountOff],
    ["$0 off", { ...FIXED, amountOff: 0 }, "amountOff", CODE_MESSAGES.amountOff],
    ["a negative amount", { ...FIXED, amountOff: -5 }, "amountOff", CODE_MESSAGES.amountOff],
    ["three decimals", { ...FIXED, amountOff: 5.555 }, "amountOff", CODE_MESSAGES.amountOff],
    ["more than $10,000 off", { ...FIXED, amountOff: 10_000.01 }, "amountOff", CODE_MESSAGES.amountOff],
    ["an amount in words", { ...FIXED, amountOff: "five" }, "amountOff", CODE_MESSAGES.amountOff],
    ["a minimum of $0", { ...FIXED, minSubtotal: 0 }, "minSubtotal", CODE_MESSAGES.minSubtotal],
    ["a negative minimum", { ...FIXED, minSubtotal: "-20" }, "minSubtotal", CODE_MESSAGES.minSubtotal],
    ["a minimum with three decimals", { ...FIXED, minSubtotal: "20.005" }, "minSubtotal", CODE_MESSAGES.minSubtotal],
    ["a minimum above $100,000", { ...FIXED, minSubtotal: 100_000.01 }, "minSubtotal", CODE_MESSAGES.minSubtotal],
    ["a minimum of the wrong type", { ...FIXED, minSubtotal: {} }, "minSubtotal", CODE_MESSAGES.minSubtotal],
    ["a start that is not a date", { ...FIXED, startsAt: "next week" }, "startsAt", CODE_MESSAGES.date],
    ["a day that does not exist", { ...FIXED, startsAt: "2026-02-30" }, "startsAt", CODE_MESSAGES.date],
    ["a date in the wrong order", { ...FIXED, startsAt: "12/01/2026" }, "startsAt", CODE_MESSAGES.date],
    ["an instant without its offset", { ...FIXED, startsAt: "2026-12-01T10:00:00" }, "startsAt", CODE_MESSAGES.date],
    ["an end that is not a date", { ...FIXED, endsAt: "2026-13-01" }, "endsAt", CODE_MESSAGES.date],
    ["a date as a number", { ...FIXED, endsAt: 1_790_000_000_000 }, "endsAt", CODE_MESSAGES.date],
    ["a last day before the first", { ...FIXED, startsAt: "2026-12-02", endsAt: "2026-12-01" }, "endsAt", CODE_MESSAGES.endBeforeStart],
    ["an end at the start", { ...FIXED, startsAt: "2026-12-01T10:00:00Z", endsAt: "2026-12-01T10:00:00Z" }, "endsAt", CODE_MESSAGES.endBeforeStart],
    ["a size that is not an id", { ...FIXED, productId: "4 oz / 120ml" }, "productId", CODE_MESSAGES.size],
    ["a size of the wrong type", { ...FIXED, productId: 4 }, "productId", CODE_MESSAGES.size],
    ["0 uses", { ...FIXED, maxUses: 0 }, "maxUses", CODE_MESSAGES.maxUses],
    ["a fraction of a use", { ...FIXED, maxUses: "1.5" }, "maxUses", CODE_MESSAGES.maxUses],
    ["negative uses", { ...FIXED, maxUses: -1 }, "maxUses", CODE_MESSAGES.maxUses],
    ["too many uses", { ...FIXED, maxUses: 1_000_001 }, "maxUses", CODE_MESSAGES.maxUses],
    ["once per customer as text", { ...FIXED, oncePerCustomer: "yes" }, "oncePerCustomer", CODE_MESSAGES.oncePerCustomer],
    ["active as a number", { ...FIXED, active: 1 }, "active", CODE_MESSAGES.active],
    ["an artist's name on two lines", { ...FIXED, artistName: "Ada\nInk", artistEmail: "ada@example.com" }, "artistName", CODE_MESSAGES.artistName],
    ["an artist's name too long", { ...FIXED, artistName: "a".repeat(121), artistEmail: "ada@example.com" }, "artistName", CODE_MESSAGES.artistName],
    ["an artist's name with a NUL", { ...FIXED, artistName: "Ada\u0000", artistEmail: "ada@example.com" }, "artistName", CODE_MESSAGES.artistName],
    ["an artist's e-mail without a name", { ...FIXED, artistEmail: "ada@example.com" }, "artistName", CODE_MESSAGES.artistNameMissing],
    ["an artist's name without an e-mail", { ...FIXED, artistName: "Ada" }, "artistEmail", CODE_MESSAGES.artistEmailMissing],
    ["an artist's e-mail that is not one", { ...FIXED, artistName: "Ada", artistEmail: "ada at example" }, "artistEmail", CODE_MESSAGES.artistEmail],
    ["an artist's e-mail too long", { ...FIXED, artistName: "Ada", artistEmail: `${"a".repeat(250)}@example.com` }, "artistEmail", CODE_MESSAGES.artistEmail],
    ["an unknown artist source", { ...FIXED, artistName: "Ada", artistEmail: "ada@example.com", artistSource: "instagram" }, "artistSource", CODE_MESSAGES.artistSource],
  ])("refuses %s with its field message", (_what, input, field, message) => {
    expect(fieldsOf(input)[field]).toBe(message);
  });

  it("names every bad field at once, for the form to mark them all", () => {
    expect(
      fieldsOf({ code: "x", kind: "percent", percentOff: 101, minSubtotal: "-1", startsAt: "2026-02-30", maxUses: 0, artistName: "Ada", oncePerCustomer: "no" }),
    ).toEqual({
      code: CODE_MESSAGES.codeLength,
      percentOff: CODE_MESSAGES.percentOff,
      minSubtotal: CODE_MESSAGES.minSubtotal,
      startsAt: CODE_MESSAGES.date,
      maxUses: CODE_MESSAGES.maxUses,
      oncePerCustomer: CODE_MESSAGES.oncePerCustomer,
      artistEmail: CODE_MESSAGES.artistEmailMissing,
    });
  });

  it("refuses a body that is not an object", () => {
    expect(discountCodeSchema.safeParse(null).success).toBe(false);
    expect(discountCodeSchema.safeParse(["INK10"]).success).toBe(false);
    expect(discountCodeSchema.safeParse("INK10").success).toBe(false);
  });
});

describe("the artists report's period", () => {
  it("is all time without days, and runs from the first day's start to the last day's end (UTC)", () => {
    expect(artistReportQuerySchema.parse({})).toEqual({ from: null, to: null, fromAt: null, untilAt: null });
    expect(artistReportQuerySchema.parse({ from: "", to: "" })).toEqual({ from: null, to: null, fromAt: null, untilAt: null });
    expect(artistReportQuerySchema.parse({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      fromAt: new Date("2026-01-01T00:00:00Z"),
      untilAt: new Date("2026-02-01T00:00:00Z"),
    });
  });

  it.each([
    [{ from: "January" }, "from", "Enter a date as YYYY-MM-DD."],
    [{ to: "2026-02-30" }, "to", "Enter a date as YYYY-MM-DD."],
    [{ from: "2026-02-01", to: "2026-01-31" }, "to", "The period must end on or after the day it starts."],
  ])("refuses %j", (query, field, message) => {
    const result = artistReportQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path.join(".") === field)?.message).toBe(message);
  });
});
