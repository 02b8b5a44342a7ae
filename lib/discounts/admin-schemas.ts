// A discount code as the owner enters it: one schema, used by the owner's
// form in the browser (react-hook-form, on the values as typed) and by
// POST /api/admin/discounts and PATCH /api/admin/discounts/{id} (which adds
// the version it was opened at). Safe for the browser.
//
// Money is typed in dollars (a number, or the text of a field: "5", "5.50",
// "$5.50") and comes out in cents. A date is a calendar day, "2026-12-01"
// (the code starts at the beginning of its first day and ends at the end of
// its last, both on UTC's clock, the clock the checkout's messages use), or
// an instant with its offset ("2026-12-01T15:00:00Z") for API clients that
// want one. A blank field (empty text, null or left out) is "none".
import { z } from "zod";
import { dollarsToCents } from "@/lib/catalog/money";
import { isStorableText } from "@/lib/http/text";

export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Where an artist credited with a code was picked from. */
export const ARTIST_SOURCES = ["forum", "wholesale", "other"] as const;
export type ArtistSource = (typeof ARTIST_SOURCES)[number];
export const ARTIST_SOURCE_LABELS: Record<ArtistSource, string> = { forum: "Forum artist", wholesale: "Wholesale partner", other: "Other" };

export const CODE_LIMITS = { minLength: 3, maxLength: 32 } as const;
export const AMOUNT_OFF_MAX_CENTS = 1_000_000;
export const MIN_SUBTOTAL_MAX_CENTS = 10_000_000;
export const MAX_USES_LIMIT = 1_000_000;
const ARTIST_NAME_MAX = 120;
const EMAIL_MAX = 254;

/** The field messages, one per rule. */
export const CODE_MESSAGES = {
  codeLength: `The code needs ${CODE_LIMITS.minLength} to ${CODE_LIMITS.maxLength} characters.`,
  codeCharacters: "The code can have only letters, digits, dashes (-) and underscores (_).",
  kind: "Choose a percentage off or an amount off.",
  percentOff: "Enter the percentage off: a whole number from 1 to 100.",
  amountOff: "Enter the amount off in dollars, from $0.01 to $10,000, with at most two decimals.",
  minSubtotal: "Enter the minimum subtotal in dollars, from $0.01 to $100,000 with at most two decimals, or leave it empty.",
  date: "Enter a date as YYYY-MM-DD, or leave it empty.",
  endBeforeStart: "The code must end after it starts: choose a last day on or after the first day.",
  size: "Choose a size from the list, or every size.",
  maxUses: `Total uses is a whole number from 1 to ${MAX_USES_LIMIT.toLocaleString("en-US")}, or empty for no limit.`,
  oncePerCustomer: "Say whether each customer may use the code only once.",
  active: "Say whether the code is active or paused.",
  artistName: `The artist's name is one line of at most ${ARTIST_NAME_MAX} characters.`,
  artistNameMissing: "Give the artist's name too, or clear the e-mail address.",
  artistEmail: "Enter the artist's e-mail address, like name@example.com.",
  artistEmailMissing: "Give the artist's e-mail address too, or clear the name.",
  artistSource: "Choose where the artist comes from: the forum, a wholesale partner or elsewhere.",
} as const;

/** A field's value as JSON sends it or the form has it typed: blank (null, undefined, empty text) is none. */
const isBlank = (value: unknown): value is null | undefined | "" => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

const DOLLARS = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** Dollars (a number, or text such as "5.50" or "$5.50") → cents, or null when not a sum with at most two decimals. */
function parseDollars(value: number | string): number | null {
  const text = typeof value === "number" ? null : value.trim().replace(/^\$\s*/, "");
  if (text !== null && !DOLLARS.test(text)) return null;
  const dollars = text === null ? value as number : Number(text);
  if (!Number.isFinite(dollars) || dollars < 0) return null;
  const cents = dollarsToCents(dollars);
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

/** A whole number (or its text), or null. */
function parseWhole(value: number | string): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  const text = value.trim();
  return WHOLE.test(text) && text.length <= 15 ? Number(text) : null;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantSchema = z.iso.datetime({ offset: true });

/**
 * A date field's moment: a calendar day starts at UTC midnight, and as the
 * last day of a code, ends at the next midnight (the code's end is the first
 * instant it no longer works); an instant is itself. Null when not a date.
 */
function parseMoment(text: string, edge: "start" | "end"): Date | null {
  const trimmed = text.trim();
  const day = CALENDAR_DAY.exec(trimmed);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = new Date(Date.UTC(year, month - 1, date));
    if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) return null;
    return edge === "start" ? start : new Date(start.getTime() + 86_400_000);
  }
  if (!instantSchema.safeParse(trimmed).success) return null;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const numberOrText = (message: string) => z.union([z.number(), z.string(), z.null()], message).optional();
const textOrNull = (message: string) => z.union([z.string(), z.null()], message).optional();

/** A field checked alone: blank is none; otherwise `parse` gives its value, or null for the message. */
function optionalField<I extends number | string, O>(base: z.ZodType<I | null | undefined, I | null | undefined>, message: string, parse: (value: I) => O | null) {
  return base.transform((value, context): O | null => {
    if (isBlank(value)) return null;
    const parsed = parse(value as I);
    if (parsed === null) {
      context.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return parsed;
  });
}

const code = z
  .string(CODE_MESSAGES.codeLength)
  .trim()
  .min(CODE_LIMITS.minLength, CODE_MESSAGES.codeLength)
  .max(CODE_LIMITS.maxLength, CODE_MESSAGES.codeLength)
  .regex(/^[A-Za-z0-9_-]+$/, CODE_MESSAGES.codeCharacters)
  .transform((text) => text.toUpperCase());

const SIZE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const artistName = optionalField(textOrNull(CODE_MESSAGES.artistName), CODE_MESSAGES.artistName, (text: string) => {
  const name = text.trim();
  return name.length <= ARTIST_NAME_MAX && !/[\r\n]/.test(name) && isStorableText(name) ? name : null;
});

const emailSchema = z.email();
const artistEmail = optionalField(textOrNull(CODE_MESSAGES.artistEmail), CODE_MESSAGES.artistEmail, (text: string) => {
  const email = text.trim().toLowerCase();
  return email.length <= EMAIL_MAX && emailSchema.safeParse(email).success ? email : null;
});

const codeFields = {
  code,
  kind: z.enum(DISCOUNT_KINDS, CODE_MESSAGES.kind),
  // Checked against the kind below: only the kind's own amount counts.
  percentOff: numberOrText(CODE_MESSAGES.percentOff),
  amountOff: numberOrText(CODE_MESSAGES.amountOff),
  minSubtotal: optionalField(numberOrText(CODE_MESSAGES.minSubtotal), CODE_MESSAGES.minSubtotal, (value: number | string) => {
    const cents = parseDollars(value);
    return cents !== null && cents >= 1 && cents <= MIN_SUBTOTAL_MAX_CENTS ? cents : null;
  }),
  startsAt: optionalField(textOrNull(CODE_MESSAGES.date), CODE_MESSAGES.date, (text: string) => parseMoment(text, "start")),
  endsAt: optionalField(textOrNull(CODE_MESSAGES.date), CODE_MESSAGES.date, (text: string) => parseMoment(text, "end")),
  productId: optionalField(textOrNull(CODE_MESSAGES.size), CODE_MESSAGES.size, (text: string) => (SIZE_ID.test(text.trim()) ? text.trim() : null)),
  maxUses: optionalField(numberOrText(CODE_MESSAGES.maxUses), CODE_MESSAGES.maxUses, (value: number | string) => {
    const uses = parseWhole(value);
    return uses !== null && uses >= 1 && uses <= MAX_USES_LIMIT ? uses : null;
  }),
  oncePerCustomer: z.boolean(CODE_MESSAGES.oncePerCustomer).optional(),
  active: z.boolean(CODE_MESSAGES.active).optional(),
  artistName,
  artistEmail,
  artistSource: z.union([z.enum(ARTIST_SOURCES), z.literal(""), z.null()], CODE_MESSAGES.artistSource).optional(),
};

type CodeFields = z.output<z.ZodObject<typeof codeFields>>;

/** A value of an amount's own type (a field of another type has its message already). */
const isAmountInput = (value: unknown): value is number | string | null | undefined => value === null || value === undefined || typeof value === "number" || typeof value === "string";

/** The percentage off of a percent code: whole, 1 to 100. */
function percentOf(value: CodeFields["percentOff"]): number | null {
  if (!isAmountInput(value) || isBlank(value)) return null;
  const percent = parseWhole(value);
  return percent !== null && percent >= 1 && percent <= 100 ? percent : null;
}

/** The cents off of a fixed code: $0.01 to $10,000. */
function amountOffOf(value: CodeFields["amountOff"]): number | null {
  if (!isAmountInput(value) || isBlank(value)) return null;
  const cents = parseDollars(value);
  return cents !== null && cents >= 1 && cents <= AMOUNT_OFF_MAX_CENTS ? cents : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rules between fields. They run even when another field is invalid (so
 * that the form shows every message at once), on the fields that parsed.
 */
function checkTogether(fields: CodeFields, context: z.RefinementCtx): void {
  if (fields.kind === "percent" && isAmountInput(fields.percentOff) && percentOf(fields.percentOff) === null) {
    context.addIssue({ code: "custom", path: ["percentOff"], message: CODE_MESSAGES.percentOff, input: fields.percentOff });
  }
  if (fields.kind === "fixed" && isAmountInput(fields.amountOff) && amountOffOf(fields.amountOff) === null) {
    context.addIssue({ code: "custom", path: ["amountOff"], message: CODE_MESSAGES.amountOff, input: fields.amountOff });
  }
  if (fields.startsAt instanceof Date && fields.endsAt instanceof Date && fields.endsAt <= fields.startsAt) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: CODE_MESSAGES.endBeforeStart, input: fields.endsAt });
  }
  const hasName = typeof fields.artistName === "string";
  const hasEmail = typeof fields.artistEmail === "string";
  if (fields.artistName === null && hasEmail) context.addIssue({ code: "custom", path: ["artistName"], message: CODE_MESSAGES.artistNameMissing, input: null });
  if (fields.artistEmail === null && hasName) context.addIssue({ code: "custom", path: ["artistEmail"], message: CODE_MESSAGES.artistEmailMissing, input: null });
}

/** A code's terms as they are stored (cents, instants, upper-case code, lower-case e-mail). */
export interface DiscountCodeData {
  code: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  productId: string | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
  active: boolean;
  artistName: string | null;
  artistEmail: string | null;
  artistSource: ArtistSource | null;
}

function toCodeData(fields: CodeFields): DiscountCodeData {
  const artist = fields.artistName && fields.artistEmail ? { name: fields.artistName, email: fields.artistEmail, source: fields.artistSource || "other" } : null;
  return {
    code: fields.code,
    kind: fields.kind,
    percentOff: fields.kind === "percent" ? percentOf(fields.percentOff) : null,
    amountOffCents: fields.kind === "fixed" ? amountOffOf(fields.amountOff) : null,
    minSubtotalCents: fields.minSubtotal,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    productId: fields.productId,
    maxUses: fields.maxUses,
    oncePerCustomer: fields.oncePerCustomer ?? false,
    active: fields.active ?? true,
    artistName: artist?.name ?? null,
    artistEmail: artist?.email ?? null,
    artistSource: artist?.source ?? null,
  };
}

/** A new code, or a code's terms as edited (PATCH adds the version). */
export const discountCodeSchema = z
  .object(codeFields)
  .superRefine(checkTogether, { when: (payload) => isObject(payload.value) })
  .transform(toCodeData);

/** What the form holds and the API accepts, before checking. */
export type DiscountCodeInput = z.input<typeof discountCodeSchema>;

const REPORT_DAY = z
  .string()
  .regex(CALENDAR_DAY, "Enter a date as YYYY-MM-DD.")
  .refine((text) => parseMoment(text, "start") !== null, "Enter a date as YYYY-MM-DD.")
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * The artists report's period, from the query string: `from` and `to` are
 * calendar days (UTC), both included; either may be left out (all time).
 */
export const artistReportQuerySchema = z
  .object({ from: REPORT_DAY, to: REPORT_DAY })
  .refine((period) => !period.from || !period.to || period.from <= period.to, { path: ["to"], message: "The period must end on or after the day it starts." })
  .transform((period) => ({
    from: period.from ?? null,
    to: period.to ?? null,
    fromAt: period.from ? parseMoment(period.from, "start") : null,
    /** The first instant after the period. */
    untilAt: period.to ? parseMoment(period.to, "end") : null,
  }));

export type ArtistReportPeriod = z.output<typeof artistReportQuerySchema>;
