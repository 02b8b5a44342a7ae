// GET /api/tutorials/featured against the seeded test database.
import { GET } from "@/app/api/tutorials/featured/route";
import { listFeaturedTutorials } from "@/lib/tutorials/featured";
import { db } from "@/lib/db";

const call = () => GET(new Request("http://localhost/api/tutorials/featured"), undefined);

describe("GET /api/tutorials/featured", () => {
  it("lists only featured tutorials, newest first, in the spec's Tutorial shape", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    const expected = await db.tutorial.count({ where: { featured: true } });
    expect(expected).toBeGreaterThan(0);
    expect(body).toHaveLength(expected);
    for (const tutorial of body) {
      expect(Object.keys(tutorial).sort()).toEqual(
        ["category", "description", "duration", "featured", "id", "publishedAt", "season", "thumbnailUrl", "title", "videoUrl", "views"],
      );
      expect(tutorial.featured).toBe(true);
      expect(typeof tutorial.duration === "number" || tutorial.duration === null).toBe(true);
      expect(new Date(tutorial.publishedAt as string).toISOString()).toBe(tutorial.publishedAt);
    }
    const dates = body.map((tutorial) => tutorial.publishedAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("honours a limit and leaves out unfeatured and future tutorials", async () => {
    expect(await listFeaturedTutorials(1)).toHaveLength(1);
    const future = await db.tutorial.create({
      data: {
        title: "Integration: not yet published",
        description: "future",
        videoUrl: "/v.mp4",
        season: "spring",
        category: "aftercare",
        featured: true,
        publishedAt: new Date(Date.now() + 86_400_000),
      },
    });
    const hidden = await db.tutorial.create({
      data: {
        title: "Integration: not featured",
        description: "plain",
        videoUrl: "/v.mp4",
        season: "fall",
        category: "preparation",
        featured: false,
        publishedAt: new Date("2025-01-01T00:00:00Z"),
      },
    });
    try {
      const ids = (await listFeaturedTutorials()).map((tutorial) => tutorial.id);
      expect(ids).not.toContain(future.id);
      expect(ids).not.toContain(hidden.id);
    } finally {
      await db.tutorial.deleteMany({ where: { id: { in: [future.id, hidden.id] } } });
    }
  });

  it("answers an empty list when nothing is featured", async () => {
    const featured = await db.tutorial.findMany({ where: { featured: true }, select: { id: true } });
    await db.tutorial.updateMany({ where: { featured: true }, data: { featured: false } });
    try {
      const response = await call();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    } finally {
      await db.tutorial.updateMany({ where: { id: { in: featured.map((row) => row.id) } }, data: { featured: true } });
    }
  });
});
