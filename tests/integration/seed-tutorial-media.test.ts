// Tutorials seeded before the shop had video files of its own (their video at
// /videos/tutorials/…, which never existed, and the placeholder thumbnail) get
// the shop's files on the next seed; media the owner set is kept.
import { createPrismaClient } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed";
import { OLD_SEEDED_THUMBNAIL_URL, oldSeededVideoUrl, TUTORIALS } from "@/prisma/seed-data/tutorials";

const db = createPrismaClient(process.env.DATABASE_URL!);
const [both, videoOnly, thumbnailOnly, owners] = TUTORIALS;
const touched = [both, videoOnly, thumbnailOnly, owners];

const media = (title: string) => db.tutorial.findUniqueOrThrow({ where: { title }, select: { videoUrl: true, thumbnailUrl: true } });
const setMedia = (title: string, data: { videoUrl: string; thumbnailUrl: string | null }) => db.tutorial.update({ where: { title }, data });

afterAll(async () => {
  for (const tutorial of touched) await setMedia(tutorial.title, { videoUrl: tutorial.videoUrl, thumbnailUrl: tutorial.thumbnailUrl });
  await db.$disconnect();
});

describe("seeding tutorials seeded with the old media addresses", () => {
  it("replaces each old seeded address with the shop's file and keeps every other value", async () => {
    await setMedia(both.title, { videoUrl: oldSeededVideoUrl(both.slug), thumbnailUrl: OLD_SEEDED_THUMBNAIL_URL });
    await setMedia(videoOnly.title, { videoUrl: oldSeededVideoUrl(videoOnly.slug), thumbnailUrl: "https://cdn.example.com/own-thumbnail.jpg" });
    await setMedia(thumbnailOnly.title, { videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: OLD_SEEDED_THUMBNAIL_URL });
    // Another tutorial's old address, and no thumbnail: both chosen by the owner.
    await setMedia(owners.title, { videoUrl: oldSeededVideoUrl(both.slug), thumbnailUrl: null });

    const result = await seedDatabase(db, { sampleData: false });

    expect(result.updated.tutorialMedia).toBe(3);
    expect(result.created.tutorials).toBe(0);
    expect(await media(both.title)).toEqual({ videoUrl: both.videoUrl, thumbnailUrl: both.thumbnailUrl });
    expect(await media(videoOnly.title)).toEqual({ videoUrl: videoOnly.videoUrl, thumbnailUrl: "https://cdn.example.com/own-thumbnail.jpg" });
    expect(await media(thumbnailOnly.title)).toEqual({ videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: thumbnailOnly.thumbnailUrl });
    expect(await media(owners.title)).toEqual({ videoUrl: oldSeededVideoUrl(both.slug), thumbnailUrl: null });
  });

  it("has nothing left to replace on the next seed", async () => {
    const result = await seedDatabase(db, { sampleData: false });
    expect(result.updated.tutorialMedia).toBe(0);
    expect(await media(owners.title)).toEqual({ videoUrl: oldSeededVideoUrl(both.slug), thumbnailUrl: null });
  });

  it("seeds every tutorial with the shop's files", async () => {
    const rows = await db.tutorial.findMany({
      where: { title: { in: TUTORIALS.filter((t) => !touched.includes(t)).map((t) => t.title) } },
      select: { title: true, videoUrl: true, thumbnailUrl: true },
    });
    expect(rows).toHaveLength(TUTORIALS.length - touched.length);
    for (const row of rows) {
      const seed = TUTORIALS.find((t) => t.title === row.title)!;
      expect(row).toEqual({ title: seed.title, videoUrl: seed.videoUrl, thumbnailUrl: seed.thumbnailUrl });
    }
  });
});
