// Business days and late orders, as plain functions of dates (no database,
// no clock): the rule lib/orders/late-orders.ts applies and the unit tests
// check. A business day is Monday to Friday in the shop's time zone
// (SHOP_TIME_ZONE); public holidays are not counted out.
//
// The owner promises that an order is packed and shipped within at most N
// business days (the delivery promise's longest processing time,
// lib/editable-content/policy-schema.ts). An order placed on a business day
// counts from that day: placed on Monday with N = 2, it ships by the end of
// Wednesday. One placed on a weekend counts as placed on the Monday after
// (N = 0: shipped that Monday; N = 2: by Wednesday). It is late from the first moment after its
// ship-by day ends, in the shop's time zone, while it has not shipped.
//
// Days are written "YYYY-MM-DD" (calendar days in the shop's zone), so two
// of them compare as strings.
import { formatDate } from "@/lib/format/dates";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDay = string;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `instant` falls on in `timeZone`. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const noonOf = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);
const dayOf = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** The calendar day `count` days after `day`. */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  return dayOf(new Date(noonOf(day).getTime() + count * DAY_MS));
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the clock of `timeZone` is ahead of UTC at `instant` (negative behind it), in ms. */
function offsetIn(instant: Date, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    clockFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const clock = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return clock - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The last moment of `day` in `timeZone`: the millisecond before the next day begins on its clocks. */
export function endOfDayIn(day: CalendarDay, timeZone: string): Date {
  const nextMidnight = Date.parse(`${addCalendarDays(day, 1)}T00:00:00Z`);
  // The zone's offset at its own midnight: found from UTC's, then again at
  // the instant found (the offset may change that night, daylight saving time).
  let instant = nextMidnight - offsetIn(new Date(nextMidnight), timeZone);
  instant = nextMidnight - offsetIn(new Date(instant), timeZone);
  return new Date(instant - 1);
}

/** Saturday or Sunday. */
export function isWeekend(day: CalendarDay): boolean {
  const weekday = noonOf(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The business day `count` business days after `day` (count 0: `day` itself
 * when it is a business day, else the Monday after).
 */
export function addBusinessDays(day: CalendarDay, count: number): CalendarDay {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number of days, not ${count}`);
  const date = noonOf(day);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a calendar day: ${day}`);
  let current = dayOf(date);
  while (isWeekend(current)) current = dayOf(new Date(noonOf(current).getTime() + DAY_MS));
  for (let left = count; left > 0; ) {
    current = dayOf(new Date(noonOf(current).getTime() + DAY_MS));
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}

/** The last day an order placed at `orderedAt` may ship on, by a promise of `processingDays` business days. */
export function shipByDay(orderedAt: Date, processingDays: number, timeZone: string): CalendarDay {
  return addBusinessDays(calendarDayIn(orderedAt, timeZone), processingDays);
}

/** Whether an order placed at `orderedAt` and not shipped is late at `now`. */
export function isLate(orderedAt: Date, processingDays: number, now: Date, timeZone: string): boolean {
  return calendarDayIn(now, timeZone) > shipByDay(orderedAt, processingDays, timeZone);
}

/**
 * An instant that every order late at `now` was placed before: a late order
 * was placed at least `processingDays` + 1 calendar days before today (one
 * hour more for a change to or from daylight saving time). For the database
 * query; isLate decides. Orders placed later are never late, and the later an
 * order was placed the later its ship-by day, so a pass over orders oldest
 * first may stop at the first that is not late.
 */
export function lateCandidatesBefore(now: Date, processingDays: number): Date {
  return new Date(now.getTime() - processingDays * DAY_MS + HOUR_MS);
}

/**
 * The new ship-by day a delay notice gives: `processingDays` business days
 * from today (at least one), in the shop's time zone.
 */
export function newShipByDay(now: Date, processingDays: number, timeZone: string): CalendarDay {
  return addBusinessDays(calendarDayIn(now, timeZone), Math.max(1, processingDays));
}

const longDay = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-12-01" → "Tuesday, December 1, 2026". */
export function formatCalendarDay(day: CalendarDay): string {
  return longDay.format(noonOf(day));
}

/** "2026-12-01" → "Dec 1, 2026", as formatDate writes a date. */
export function formatCalendarDayShort(day: CalendarDay): string {
  return formatDate(noonOf(day));
}
