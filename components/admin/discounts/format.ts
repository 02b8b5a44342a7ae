// How the discount codes page writes a code's terms, limits, dates, uses and
// state, and how a code's JSON goes back into the form and the API.
import type { BadgeTone } from "@/components/ui/badge";
import { dollarsToCents, formatPrice } from "@/lib/catalog/money";
import type { ArtistSource, DiscountCodeInput } from "@/lib/discounts/admin-schemas";
import type { CodeStatus, DiscountCodeJson } from "@/lib/discounts/admin";
import { formatDate } from "@/lib/format/dates";

/** "10% off", "$5 off", "$5.50 off". */
export function termsText(code: Pick<DiscountCodeJson, "kind" | "percentOff" | "amountOff">): string {
  return code.kind === "percent" ? `${code.percentOff ?? 0}% off` : `${formatPrice(dollarsToCents(code.amountOff ?? 0))} off`;
}

/** "Subtotal from $30 · 4 oz / 120ml only · Once per customer", or "None". */
export function limitsText(code: Pick<DiscountCodeJson, "minSubtotal" | "size" | "productId" | "oncePerCustomer">): string {
  const limits = [
    code.minSubtotal !== null ? `Subtotal from ${formatPrice(dollarsToCents(code.minSubtotal))}` : null,
    code.productId ? `${code.size ?? code.productId} only` : null,
    code.oncePerCustomer ? "Once per customer" : null,
  ].filter(Boolean);
  return limits.length ? limits.join(" · ") : "None";
}

/** The calendar day (UTC) of an instant: "2026-12-01". */
const dayOf = (iso: string) => iso.slice(0, 10);
/** The last day a code works: the day before the instant it ends. */
const lastDayOf = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString();

/** "Dec 1, 2026 – Dec 31, 2026", "From Dec 1, 2026", "Until Dec 31, 2026", or "No dates". */
export function datesText(code: Pick<DiscountCodeJson, "startsAt" | "endsAt">): string {
  const start = code.startsAt ? formatDate(code.startsAt) : null;
  const end = code.endsAt ? formatDate(lastDayOf(code.endsAt)) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return "No dates";
}

/** "3 / 50", or "3" without a limit. */
export function usesText(code: Pick<DiscountCodeJson, "uses" | "maxUses">): string {
  return code.maxUses === null ? String(code.uses) : `${code.uses} / ${code.maxUses}`;
}

export const STATUS_LABELS: Record<CodeStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  paused: { label: "Paused", tone: "neutral" },
  scheduled: { label: "Scheduled", tone: "info" },
  expired: { label: "Expired", tone: "warning" },
  used_up: { label: "Used up", tone: "danger" },
};

/** What the form holds: every field as typed. */
export interface CodeFormValues {
  code: string;
  kind: "percent" | "fixed";
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  productId: string;
  maxUses: string;
  oncePerCustomer: boolean;
  active: boolean;
  artistName: string;
  artistEmail: string;
  artistSource: ArtistSource;
}

export const EMPTY_CODE: CodeFormValues = {
  code: "",
  kind: "percent",
  percentOff: "",
  amountOff: "",
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  productId: "",
  maxUses: "",
  oncePerCustomer: false,
  active: true,
  artistName: "",
  artistEmail: "",
  artistSource: "other",
};

const text = (value: number | string | null) => (value === null ? "" : String(value));

/** A saved code in the form: dates as the days the date fields show (UTC). */
export function toFormValues(code: DiscountCodeJson): CodeFormValues {
  return {
    code: code.code,
    kind: code.kind,
    percentOff: text(code.percentOff),
    amountOff: code.amountOff === null ? "" : code.amountOff.toFixed(2),
    minSubtotal: code.minSubtotal === null ? "" : code.minSubtotal.toFixed(2),
    startsAt: code.startsAt ? dayOf(code.startsAt) : "",
    endsAt: code.endsAt ? dayOf(lastDayOf(code.endsAt)) : "",
    productId: code.productId ?? "",
    maxUses: text(code.maxUses),
    oncePerCustomer: code.oncePerCustomer,
    active: code.active,
    artistName: code.artistName ?? "",
    artistEmail: code.artistEmail ?? "",
    artistSource: code.artistSource ?? "other",
  };
}

/** A saved code's terms exactly as the API gave them (instants kept): the body of a pause or resume. */
export function termsOf(code: DiscountCodeJson): DiscountCodeInput {
  return {
    code: code.code,
    kind: code.kind,
    percentOff: code.percentOff,
    amountOff: code.amountOff,
    minSubtotal: code.minSubtotal,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    productId: code.productId,
    maxUses: code.maxUses,
    oncePerCustomer: code.oncePerCustomer,
    active: code.active,
    artistName: code.artistName,
    artistEmail: code.artistEmail,
    artistSource: code.artistSource,
  };
}
