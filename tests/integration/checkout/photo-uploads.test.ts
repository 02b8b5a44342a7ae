// The two-step photo upload against the real database and the local disk store.
import "../../support/checkout-env";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { db } from "@/lib/db";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";
import { deleteUploads, idOf, newUploadUrl as newUploadUrlFor, photo as photoById, PNG, put as putAs } from "../uploads/support/uploads";

const CLIENT = "203.0.113.10";

const newUploadUrl = () => newUploadUrlFor(CLIENT);
const put = (uploadURL: string, body: Buffer, type = "image/png") => putAs(uploadURL, body, { type });
const get = (uploadURL: string) => photoById(idOf(uploadURL));

afterAll(async () => {
  await deleteUploads();
  await db.$disconnect();
});

/** Uploads `body` through both route handlers and returns what the shop serves back. */
async function uploadAndRead(body: Buffer, type: string) {
  const uploadURL = await newUploadUrl();
  const res = await put(uploadURL, body, type);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { url: string; contentType: string; size: number };
  const photo = await get(uploadURL);
  expect(photo.status).toBe(200);
  const bytes = Buffer.from(await photo.arrayBuffer());
  // The size and type the shop records and serves are those of the stored bytes.
  const row = await db.storedUpload.findUniqueOrThrow({ where: { key: idOf(uploadURL) } });
  expect(answer).toEqual({ url: uploadURL.split("?")[0], contentType: type, size: bytes.length });
  expect(row).toMatchObject({ status: "stored", contentType: type, size: bytes.length, clientKey: CLIENT });
  expect(photo.headers.get("content-type")).toBe(type);
  expect(photo.headers.get("content-length")).toBe(String(bytes.length));
  return bytes;
}

/** A PNG with a tEXt chunk inserted after its header chunk. */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, "latin1");
  const typeAndData = Buffer.concat([Buffer.from("tEXt"), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  const afterHeader = 8 + 12 + png.readUInt32BE(8); // signature + IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Creator</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

describe("photo uploads", () => {
  it("stores an image under a random name and serves it back with its type", async () => {
    const uploadURL = await newUploadUrl();
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[a-f0-9-]{36}\?expires=\d+&signature=[\w-]+$/);
    const res = await put(uploadURL, PNG);
    expect(res.status).toBe(200);
    const photo = await get(uploadURL);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    // The same picture (encoded again, so not necessarily the same bytes).
    const served = Buffer.from(await photo.arrayBuffer());
    const [sent, got] = await Promise.all([PNG, served].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
    expect(got.info).toMatchObject({ width: 1, height: 1, format: "raw" });
    expect(got.data.equals(sent.data)).toBe(true);
    // One file per address.
    expect((await put(uploadURL, PNG)).status).toBe(409);
  });

  it("refuses an address that expired or was tampered with", async () => {
    const expired = (await createUploadUrl(CLIENT, Date.now() - 60 * 60 * 1000)).uploadURL;
    const expiredRes = await put(expired, PNG);
    expect(expiredRes.status).toBe(403);
    expect((await expiredRes.json()).error.code).toBe("upload_url_expired");

    const valid = await newUploadUrl();
    const longer = valid.replace(/expires=(\d+)/, (_m, ms) => `expires=${Number(ms) + 86_400_000}`);
    expect((await put(longer, PNG)).status).toBe(403);
    const badSignature = valid.replace(/signature=[\w-]+/, "signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect((await put(badSignature, PNG)).status).toBe(403);
    const noSignature = valid.split("?")[0];
    expect((await put(noSignature, PNG)).status).toBe(403);
    // The untouched address still works.
    expect((await put(valid, PNG)).status).toBe(200);
  });

  it("refuses bytes that are not an image, whatever the declared type", async () => {
    const uploadURL = await newUploadUrl();
    const res = await put(uploadURL, Buffer.from("<svg onload=alert(1)></svg>"), "image/png");
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe("Invalid File Type: Please select an image file (JPG, PNG, etc.).");
    expect((await put(uploadURL, PNG, "text/plain")).status).toBe(415);
    // Nothing was stored, so the address is still usable for a real image.
    expect((await put(uploadURL, PNG)).status).toBe(200);
  });

  it("refuses bytes that start like an image but cannot be decoded, and stores nothing", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const uploadURL = await newUploadUrl();
    const res = await put(uploadURL, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a JPEG".repeat(20))]), "image/jpeg");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toEqual({ code: "invalid_file_type", message: "Invalid File Type: Please select an image file (JPG, PNG, etc.)." });
    expect(await db.storedUpload.findUniqueOrThrow({ where: { key: idOf(uploadURL) } })).toMatchObject({ status: "pending", size: null });
    expect((await get(uploadURL)).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"area":"uploads","msg":"photo could not be re-encoded","error":".*JPEG/));
    warn.mockRestore();
  });

  it("stores a JPEG without its EXIF (GPS included), XMP and ICC profile, turned upright", async () => {
    const original = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#cc3333" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "Secret Studio" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 300/100", GPSMapDatum: "WGS-84" },
      })
      .withXmp(XMP)
      .withIccProfile("p3")
      .toBuffer();
    // The photo as a phone would send it: location, author, colour profile, rotated by its EXIF orientation.
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ format: "jpeg", width: 12, height: 8, orientation: 6 });
    expect(before.exif && before.xmp && before.icc).toBeTruthy();
    for (const marker of ["Exif", "WGS-84", "Secret Studio", "Secret Creator", "ICC_PROFILE"]) expect(original.includes(marker)).toBe(true);

    const stored = await uploadAndRead(original, "image/jpeg");

    const after = await sharp(stored).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 applied: the 12×8 picture is stored upright, 8×12.
    expect({ width: after.width, height: after.height }).toEqual({ width: 8, height: 12 });
    for (const marker of ["Exif", "GPS", "WGS-84", "Secret", "ICC_PROFILE", "http://ns.adobe.com", "adobe:ns:meta"]) expect(stored.includes(marker)).toBe(false);
    // Still the same red picture.
    const { channels } = await sharp(stored).stats();
    expect(channels[0]!.mean).toBeGreaterThan(150);
    expect(channels[1]!.mean).toBeLessThan(100);
  });

  it("stores a PNG without its text chunks and EXIF, same size and pixels", async () => {
    const plain = await sharp({ create: { width: 6, height: 4, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 0.5 } } })
      .png()
      .withExif({ IFD0: { Copyright: "Secret Studio" }, IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" } })
      .toBuffer();
    const original = withTextChunk(plain, "Comment", "Shot at 48.8567 N 2.3508 E");
    const before = await sharp(original).metadata();
    expect(before.comments).toEqual([{ keyword: "Comment", text: "Shot at 48.8567 N 2.3508 E" }]);
    expect(before.exif).toBeTruthy();

    const stored = await uploadAndRead(original, "image/png");

    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: "png", width: 6, height: 4, hasAlpha: true });
    expect(after.comments).toBeUndefined();
    expect(after.exif).toBeUndefined();
    for (const marker of ["tEXt", "iTXt", "zTXt", "eXIf", "Exif", "WGS-84", "48.8567", "Secret"]) expect(stored.includes(marker)).toBe(false);
    const [sent, got] = await Promise.all([original, stored].map((bytes) => sharp(bytes).raw().toBuffer()));
    expect(got.equals(sent)).toBe(true);
  });

  it("keeps every frame of an animated GIF", async () => {
    const frames = await Promise.all(["#ff0000", "#00ff00", "#0000ff"].map((background) => sharp({ create: { width: 4, height: 4, channels: 3, background } }).raw().toBuffer()));
    const original = await sharp(Buffer.concat(frames), { raw: { width: 4, height: 12, channels: 3, pageHeight: 4 } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();

    const stored = await uploadAndRead(original, "image/gif");

    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: "gif", width: 4, pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it("refuses a file over 10 MB", async () => {
    const uploadURL = await newUploadUrl();
    const res = await put(uploadURL, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("File Too Large: Please select an image smaller than 10MB.");
  });

  it("answers 404 for a photo that does not exist", async () => {
    expect((await photoById("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
