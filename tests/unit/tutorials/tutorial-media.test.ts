// Every seeded tutorial plays a file the shop ships: an H.264 MP4 that starts
// playing before it is fully downloaded, and a 16:9 thumbnail; a database
// seeded with the old addresses gets them on the next seed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { OLD_SEEDED_THUMBNAIL_URL, oldSeededVideoUrl, seededMediaUpdate, TUTORIALS } from "@/prisma/seed-data/tutorials";

const publicFile = (address: string) => path.join(__dirname, "../../../public", address);

/** The top-level boxes of an MP4 file, in order. */
function boxes(data: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 8 <= data.length; ) {
    const size = data.readUInt32BE(offset);
    names.push(data.toString("latin1", offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return names;
}

describe("seeded tutorial media", () => {
  it("gives every tutorial its own video and thumbnail under /media/tutorials", () => {
    const addresses = TUTORIALS.flatMap((t) => [t.videoUrl, t.thumbnailUrl]);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const tutorial of TUTORIALS) {
      expect(tutorial.videoUrl).toBe(`/media/tutorials/${tutorial.slug}.mp4`);
      expect(tutorial.thumbnailUrl).toBe(`/media/tutorials/${tutorial.slug}.webp`);
    }
  });

  it.each(TUTORIALS.map((t) => [t.slug, t] as const))("%s: the video is a small MP4 with its index first", (_slug, tutorial) => {
    const data = readFileSync(publicFile(tutorial.videoUrl));
    const order = boxes(data);
    expect(order[0]).toBe("ftyp");
    expect(order.indexOf("moov")).toBeGreaterThan(0);
    expect(order.indexOf("moov")).toBeLessThan(order.indexOf("mdat"));
    expect(data.includes("avc1", 0, "latin1")).toBe(true);
    expect(data.length).toBeLessThan(400 * 1024);
  });

  it.each(TUTORIALS.map((t) => [t.slug, t] as const))("%s: the thumbnail is a 16:9 WebP", async (_slug, tutorial) => {
    const metadata = await sharp(publicFile(tutorial.thumbnailUrl)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width! * 9).toBe(metadata.height! * 16);
    expect(metadata.width).toBeGreaterThanOrEqual(640);
  });

  it("keeps all the shop's media under 10 MB", () => {
    const media = publicFile("/media");
    const sizes = readdirSync(media, { recursive: true, encoding: "utf8" }).map((name) => statSync(path.join(media, name)).size);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(10 * 1024 * 1024);
  });
});

describe("seededMediaUpdate", () => {
  const seed = TUTORIALS[0]!;
  const old = { videoUrl: oldSeededVideoUrl(seed.slug), thumbnailUrl: OLD_SEEDED_THUMBNAIL_URL };

  it("replaces both old seeded defaults", () => {
    expect(seededMediaUpdate(seed, old)).toEqual({ videoUrl: seed.videoUrl, thumbnailUrl: seed.thumbnailUrl });
  });

  it("replaces only the field that still holds its old default", () => {
    expect(seededMediaUpdate(seed, { ...old, thumbnailUrl: "/uploads/own.jpg" })).toEqual({ videoUrl: seed.videoUrl });
    expect(seededMediaUpdate(seed, { ...old, videoUrl: "https://vimeo.com/123456789" })).toEqual({ thumbnailUrl: seed.thumbnailUrl });
  });

  it("keeps what the owner set, another tutorial's old address and no thumbnail included", () => {
    expect(seededMediaUpdate(seed, { videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: null })).toBeNull();
    expect(seededMediaUpdate(seed, { videoUrl: oldSeededVideoUrl(TUTORIALS[1]!.slug), thumbnailUrl: "/api/placeholder/320/180" })).toBeNull();
    expect(seededMediaUpdate(seed, { videoUrl: seed.videoUrl, thumbnailUrl: seed.thumbnailUrl })).toBeNull();
  });
});
