import { formatTutorialDate, formatTutorialDuration } from "@/lib/tutorials/featured-display";
import { toTutorial } from "@/lib/tutorials/featured";

describe("featured tutorial display", () => {
  it("shows durations as minutes:seconds with padded seconds", () => {
    expect(formatTutorialDuration(412)).toBe("6:52");
    expect(formatTutorialDuration(65)).toBe("1:05");
    expect(formatTutorialDuration(5)).toBe("0:05");
    expect(formatTutorialDuration(600)).toBe("10:00");
    expect(formatTutorialDuration(null)).toBeNull();
    expect(formatTutorialDuration(-1)).toBeNull();
  });

  it("shows publish dates like Jan 5, 2025", () => {
    expect(formatTutorialDate("2025-01-05T15:00:00.000Z")).toBe("Jan 5, 2025");
    expect(formatTutorialDate("2025-12-31T23:30:00.000Z")).toBe("Dec 31, 2025");
    expect(formatTutorialDate("not a date")).toBe("");
  });

  it("maps a database row to the API's Tutorial shape", () => {
    const row = {
      id: "t1",
      title: "Winter care",
      description: "Dry air",
      videoUrl: "/v.mp4",
      thumbnailUrl: null,
      season: "winter" as const,
      category: "aftercare" as const,
      durationSeconds: 300,
      views: 12,
      featured: true,
      publishedAt: new Date("2025-01-05T15:00:00.000Z"),
    };
    expect(toTutorial(row)).toEqual({
      id: "t1",
      title: "Winter care",
      description: "Dry air",
      videoUrl: "/v.mp4",
      thumbnailUrl: null,
      season: "winter",
      category: "aftercare",
      duration: 300,
      views: 12,
      featured: true,
      publishedAt: "2025-01-05T15:00:00.000Z",
    });
  });
});
