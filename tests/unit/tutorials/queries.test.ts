// A database row becomes the API's Tutorial, which the schema accepts.
import { tutorialSchema } from "@/lib/schemas/tutorial";
import { toTutorial } from "@/lib/tutorials/queries";

jest.mock("@/lib/db", () => ({ db: {} }));

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

describe("toTutorial", () => {
  it("maps a database row to the API's Tutorial shape", () => {
    const tutorial = toTutorial(row);
    expect(tutorial).toEqual({
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
    expect(tutorialSchema.parse(tutorial)).toEqual(tutorial);
  });

  it("keeps an unknown duration as null", () => {
    expect(toTutorial({ ...row, durationSeconds: null }).duration).toBeNull();
  });
});

describe("tutorialSchema", () => {
  it("refuses extra fields, unknown seasons and dates that are not ISO 8601", () => {
    const tutorial = toTutorial(row);
    expect(tutorialSchema.safeParse({ ...tutorial, durationSeconds: 300 }).success).toBe(false);
    expect(tutorialSchema.safeParse({ ...tutorial, season: "monsoon" }).success).toBe(false);
    expect(tutorialSchema.safeParse({ ...tutorial, publishedAt: "Jan 5, 2025" }).success).toBe(false);
  });
});
