// GET /api/tutorials/featured against the seeded test database.
import { GET } from "@/app/api/tutorials/featured/route";
import { db } from "@/lib/db";
import { tutorialListSchema } from "@/lib/schemas/tutorial";
import { listFeaturedTutorials } from "@/lib/tutorials/queries";

const call = () => GET(new Request("http://localhost/api/tutorials/featured"), { params: Promise.resolve({}) } as never);

describe("GET /api/tutorials/featured", () => {
  it("lists only featured tutorials, newest first, in the Tutorial shape", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    // The schema is strict: each tutorial has exactly the API's Tutorial fields, of the right types.
    const body = tutorialListSchema.parse(await response.json());
    const expected = await db.tutorial.count({ where: { featured: true } });
    expect(expected).toBeGreaterThan(0);
    expect(body).toHaveLength(expected);
    for (const tutorial of body) {
      expect(tutorial.featured).toBe(true);
      expect(new Date(tutorial.publishedAt).toISOString()).toBe(tutorial.publishedAt);
    }
    const dates = body.map((tutorial) => tutorial.publishedAt);
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
