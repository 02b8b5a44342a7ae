import { addBusinessDays, addCalendarDays, calendarDayIn, endOfDayIn, formatCalendarDay, formatCalendarDayShort, isLate, lateCandidatesBefore, newShipByDay, shipByDay } from "@/lib/orders/business-days";

const CHICAGO = "America/Chicago";

describe("calendar days in the shop's time zone", () => {
  it("reads the day on the shop's clock, not UTC's", () => {
    // 03:00 UTC on Tuesday is still Monday evening in Chicago.
    expect(calendarDayIn(new Date("2026-11-24T03:00:00Z"), CHICAGO)).toBe("2026-11-23");
    expect(calendarDayIn(new Date("2026-11-24T03:00:00Z"), "UTC")).toBe("2026-11-24");
  });
});

describe("addBusinessDays", () => {
  it.each([
    ["2026-11-23", 0, "2026-11-23"], // Monday, same day
    ["2026-11-23", 2, "2026-11-25"], // Monday + 2 → Wednesday
    ["2026-11-26", 2, "2026-11-30"], // Thursday + 2 → Monday (the weekend skipped)
    ["2026-11-27", 1, "2026-11-30"], // Friday + 1 → Monday
    ["2026-11-28", 0, "2026-11-30"], // Saturday, same day → Monday
    ["2026-11-28", 2, "2026-12-02"], // Saturday + 2 → Wednesday (as if placed on Monday)
    ["2026-11-29", 5, "2026-12-07"], // Sunday + 5 → the Monday after next
    ["2026-12-31", 1, "2027-01-01"], // over a new year
  ])("%s + %d business days is %s", (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });

  it("refuses a negative or fractional count and a day that is not one", () => {
    expect(() => addBusinessDays("2026-11-23", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-11-23", 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays("not a day", 1)).toThrow(RangeError);
  });
});

describe("late orders", () => {
  // Placed on Monday, Nov 23 2026, at 10:00 in Chicago; promise: at most 2 business days.
  const placed = new Date("2026-11-23T16:00:00Z");

  it("ships by the end of the last promised business day", () => {
    expect(shipByDay(placed, 2, CHICAGO)).toBe("2026-11-25");
  });

  it("is not late until that day has ended in the shop's zone", () => {
    // Wednesday 23:59 in Chicago (05:59 UTC on Thursday): still on time.
    expect(isLate(placed, 2, new Date("2026-11-26T05:59:00Z"), CHICAGO)).toBe(false);
    // Thursday 00:01 in Chicago: late.
    expect(isLate(placed, 2, new Date("2026-11-26T06:01:00Z"), CHICAGO)).toBe(true);
  });

  it("does not count the weekend", () => {
    // Placed on Friday: 2 business days end on Tuesday.
    const friday = new Date("2026-11-27T15:00:00Z");
    expect(isLate(friday, 2, new Date("2026-12-01T20:00:00Z"), CHICAGO)).toBe(false);
    expect(isLate(friday, 2, new Date("2026-12-02T15:00:00Z"), CHICAGO)).toBe(true);
  });

  it("counts an order of the weekend from the Monday after", () => {
    const saturday = new Date("2026-11-28T18:00:00Z");
    expect(shipByDay(saturday, 0, CHICAGO)).toBe("2026-11-30");
    expect(isLate(saturday, 0, new Date("2026-11-30T23:00:00Z"), CHICAGO)).toBe(false);
    expect(isLate(saturday, 0, new Date("2026-12-01T07:00:00Z"), CHICAGO)).toBe(true);
  });

  it("finds every late order among those placed before the query's cutoff", () => {
    const now = new Date("2026-12-02T15:00:00Z");
    const cutoff = lateCandidatesBefore(now, 2);
    // Every hour over the last ten days: a late order is always before the cutoff.
    for (let t = now.getTime() - 10 * 24 * 3600_000; t <= now.getTime(); t += 3600_000) {
      if (isLate(new Date(t), 2, now, CHICAGO)) expect(t).toBeLessThan(cutoff.getTime());
    }
  });

  it("gives a new ship-by day of the processing time from today, at least one business day", () => {
    const friday = new Date("2026-11-27T15:00:00Z");
    expect(newShipByDay(friday, 2, CHICAGO)).toBe("2026-12-01");
    expect(newShipByDay(friday, 0, CHICAGO)).toBe("2026-11-30");
    expect(formatCalendarDay("2026-12-01")).toBe("Tuesday, December 1, 2026");
  });
});

describe("endOfDayIn", () => {
  it("is the millisecond before the zone's next midnight, across changes of daylight saving time", () => {
    expect(endOfDayIn("2026-12-01", "America/Chicago")).toEqual(new Date("2026-12-02T05:59:59.999Z"));
    expect(endOfDayIn("2026-07-04", "America/Chicago")).toEqual(new Date("2026-07-05T04:59:59.999Z"));
    // Clocks go forward on Mar 8, 2026 and back on Nov 1, 2026 in Chicago.
    expect(endOfDayIn("2026-03-07", "America/Chicago")).toEqual(new Date("2026-03-08T05:59:59.999Z"));
    expect(endOfDayIn("2026-03-08", "America/Chicago")).toEqual(new Date("2026-03-09T04:59:59.999Z"));
    expect(endOfDayIn("2026-10-31", "America/Chicago")).toEqual(new Date("2026-11-01T04:59:59.999Z"));
    expect(endOfDayIn("2026-11-01", "America/Chicago")).toEqual(new Date("2026-11-02T05:59:59.999Z"));
    expect(endOfDayIn("2026-12-31", "Pacific/Honolulu")).toEqual(new Date("2027-01-01T09:59:59.999Z"));
    expect(endOfDayIn("2026-12-31", "UTC")).toEqual(new Date("2026-12-31T23:59:59.999Z"));
  });

  it("falls on the day it ends, in that zone", () => {
    for (const day of ["2026-01-15", "2026-03-08", "2026-11-01", "2028-02-29"]) {
      for (const zone of ["America/Chicago", "America/New_York", "America/Los_Angeles", "America/Anchorage"]) {
        const end = endOfDayIn(day, zone);
        expect(calendarDayIn(end, zone)).toBe(day);
        expect(calendarDayIn(new Date(end.getTime() + 1), zone)).toBe(addCalendarDays(day, 1));
      }
    }
  });
});

describe("formatCalendarDayShort", () => {
  it("writes a calendar day as formatDate writes a date, whatever the reader's clock", () => {
    expect(formatCalendarDayShort("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatCalendarDayShort("2027-01-31")).toBe("Jan 31, 2027");
  });
});
