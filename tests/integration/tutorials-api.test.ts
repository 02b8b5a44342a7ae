// GET /api/tutorials, ?season= and /api/tutorials/{season} against the seeded database.
import { GET as listAll } from "@/app/api/tutorials/route";
import { GET as listSeason } from "@/app/api/tutorials/[season]/route";
import { tutorialListSchema } from "@/lib/schemas/tutorial";

const url = (query = "") => new Request(`http://localhost/api/tutorials${query}`);
const noContext = { params: Promise.resolve({}) } as never;
const seasonContext = (season: string) => ({ params: Promise.resolve({ season }) });

describe("GET /api/tutorials", () => {
  it("lists every seeded tutorial in the Tutorial shape, newest first", async () => {
    const res = await listAll(url(), noContext);
    expect(res.status).toBe(200);
    // The schema is strict: each tutorial has exactly the API's Tutorial fields, of the right types.
    const body = tutorialListSchema.parse(await res.json());
    expect(body).toHaveLength(12);
    const summer = body.find((t) => t.title === "Summer Sun Protection for Fresh Tattoos");
    expect(summer).toMatchObject({
      season: "summer",
      category: "aftercare",
      duration: 412,
      views: 8421,
      featured: true,
      publishedAt: "2025-06-10T15:00:00.000Z",
      videoUrl: "/media/tutorials/summer-sun-protection-for-fresh-tattoos.mp4",
    });
    const dates = body.map((t) => t.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by ?season= and treats all as every season", async () => {
    const winter = tutorialListSchema.parse(await (await listAll(url("?season=winter"), noContext)).json());
    expect(winter).toHaveLength(3);
    expect(winter.every((t) => t.season === "winter")).toBe(true);
    expect(tutorialListSchema.parse(await (await listAll(url("?season=all"), noContext)).json())).toHaveLength(12);
  });

  it("answers 400 in the error format for an unknown season", async () => {
    const res = await listAll(url("?season=monsoon"), noContext);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_request");
  });
});

describe("GET /api/tutorials/{season}", () => {
  it.each(["spring", "summer", "fall", "winter"])("lists only %s tutorials", async (season) => {
    const res = await listSeason(url(`/${season}`), seasonContext(season));
    expect(res.status).toBe(200);
    const body = tutorialListSchema.parse(await res.json());
    expect(body.length).toBe(3);
    expect(body.every((t) => t.season === season)).toBe(true);
  });

  it("answers 404 for a segment that is no season", async () => {
    const res = await listSeason(url("/monsoon"), seasonContext("monsoon"));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });
});
