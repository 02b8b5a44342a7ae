import sharp from "sharp";
import { reencodeWithoutMetadata } from "@/lib/uploads/strip-metadata";

const EXIF = {
  IFD0: { Copyright: "Secret Studio" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSMapDatum: "WGS-84" },
};

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

async function frames(width: number, height: number, colours: string[]) {
  const raw = await Promise.all(colours.map((colour) => solid(width, height, colour).raw().toBuffer()));
  return sharp(Buffer.concat(raw), { raw: { width, height: height * colours.length, channels: 3, pageHeight: height } });
}

function expectNoMarkers(bytes: Buffer) {
  for (const marker of ["Exif", "EXIF", "WGS-84", "Secret", "ICC_PROFILE", "adobe:ns:meta"]) expect(bytes.includes(marker)).toBe(false);
}

describe("re-encoding a photo without its metadata", () => {
  it("keeps a JPEG a JPEG, upright, without EXIF, XMP or ICC profile", async () => {
    const input = await solid(10, 4, "#3366cc").jpeg().withMetadata({ orientation: 8 }).withExif(EXIF).withXmp("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>").withIccProfile("p3").toBuffer();
    expect(input.includes("WGS-84")).toBe(true);
    const result = await reencodeWithoutMetadata(input, "image/jpeg");
    expect(result?.contentType).toBe("image/jpeg");
    const meta = await sharp(result!.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 4, height: 10 });
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expectNoMarkers(result!.bytes);
  });

  it("keeps a WebP a WebP, without EXIF, and an animated one keeps its frames", async () => {
    const still = await solid(6, 6, "#ff8800").webp().withExif(EXIF).toBuffer();
    expect((await sharp(still).metadata()).exif).toBeDefined();
    const stillResult = await reencodeWithoutMetadata(still, "image/webp");
    expect(stillResult?.contentType).toBe("image/webp");
    expect((await sharp(stillResult!.bytes).metadata()).exif).toBeUndefined();
    expectNoMarkers(stillResult!.bytes);

    const animated = await (await frames(5, 5, ["#ff0000", "#00ff00", "#0000ff", "#ffffff"])).webp({ delay: [50, 60, 70, 80] }).withExif(EXIF).toBuffer();
    const result = await reencodeWithoutMetadata(animated, "image/webp");
    const meta = await sharp(result!.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 5, pages: 4, delay: [50, 60, 70, 80] });
    expect(meta.exif).toBeUndefined();
    expectNoMarkers(result!.bytes);
  });

  it("keeps every frame of an animated GIF, duplicates included", async () => {
    const input = await (await frames(4, 4, ["#ff0000", "#ff0000", "#0000ff"])).gif({ delay: [100, 100, 300], loop: 2, keepDuplicateFrames: true }).toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);
    const result = await reencodeWithoutMetadata(input, "image/gif");
    expect(result?.contentType).toBe("image/gif");
    expect(await sharp(result!.bytes).metadata()).toMatchObject({ format: "gif", width: 4, pages: 3, delay: [100, 100, 300], loop: 2 });
  });

  it("refuses bytes that cannot be decoded as the detected type", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const png = await solid(2, 2, "#000000").png().toBuffer();
    expect(await reencodeWithoutMetadata(png.subarray(0, 30), "image/png")).toBeNull();
    // A PNG passed off as a GIF is not decoded as something else.
    expect(await reencodeWithoutMetadata(png, "image/gif")).toBeNull();
    warn.mockRestore();
  });
});
