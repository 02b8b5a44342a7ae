import { formatDate, formatDateTime } from "@/lib/format/dates";
import { formatDuration } from "@/lib/format/duration";

describe("formatDate", () => {
  it("writes the calendar day in UTC like Jan 5, 2025", () => {
    expect(formatDate("2025-01-05T15:00:00.000Z")).toBe("Jan 5, 2025");
    expect(formatDate("2025-06-10T15:00:00.000Z")).toBe("Jun 10, 2025");
    expect(formatDate("2025-12-31T23:30:00.000Z")).toBe("Dec 31, 2025");
    expect(formatDate(new Date("2025-03-03T00:00:00.000Z"))).toBe("Mar 3, 2025");
  });

  it("reads the local clock when asked to", () => {
    const date = new Date("2025-01-05T03:00:00.000Z");
    expect(formatDate(date, { zone: "local" })).toBe(date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }));
  });

  it("makes each formatter once, on the clock asked for", async () => {
    const date = new Date("2025-01-05T03:00:00.000Z");
    // The machine running the tests may well be in UTC: what tells the two
    // apart is the time zone each formatter is made with.
    const made = jest.spyOn(Intl, "DateTimeFormat");
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("@/lib/format/dates");
      for (let i = 0; i < 3; i++) {
        fresh.formatDate(date, { zone: "local" });
        fresh.formatDate(date);
      }
    });
    // The UTC day is written without Intl (below); the local one makes its formatter once.
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toEqual([undefined]);
    made.mockRestore();
  });

  it("writes the UTC day exactly as Intl's en-US format does, without making an Intl formatter", async () => {
    // A browser's first Intl.DateTimeFormat loads its locale data: about 15 ms
    // on the main thread (60 ms on a phone-speed CPU) when the home page's
    // tutorial cards show their dates.
    const made = jest.spyOn(Intl, "DateTimeFormat");
    let written: string[] = [];
    const dates: Date[] = [];
    for (let time = Date.UTC(1970, 0, 1); time < Date.UTC(2101, 0, 1); time += 86_400_000 * 7 + 3_601_000) dates.push(new Date(time));
    dates.push(new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)), new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 11, 31, 23, 59)));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("@/lib/format/dates");
      written = dates.map((date) => fresh.formatDate(date));
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    expect(written).toEqual(dates.map((date) => intl.format(date)));
  });

  it("writes nothing for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("adds the time of day", () => {
    expect(formatDateTime("2025-01-05T15:07:00.000Z")).toBe(
      new Date("2025-01-05T15:07:00.000Z").toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
    );
    expect(formatDateTime("2025-01-05T15:07:00.000Z").replace(/\s/g, " ")).toBe("Jan 5, 2025, 3:07 PM");
  });

  it("in the local zone, writes what the admin pages wrote before", () => {
    const date = new Date("2025-01-05T15:07:00.000Z");
    expect(formatDateTime(date, { zone: "local" })).toBe(date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }));
    expect(formatDateTime(date, { zone: "local" })).toBe(
      date.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }),
    );
  });
});

describe("formatDuration", () => {
  it("writes minutes and seconds padded to two digits", () => {
    expect(formatDuration(412)).toBe("6:52");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(600)).toBe("10:00");
  });

  it("writes nothing for an unknown duration", () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
