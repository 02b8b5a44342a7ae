// The two-step photo upload against the real database and the local disk store.
import "../../support/checkout-env";
import { POST as openUpload } from "@/app/api/objects/upload/route";
import { GET as readPhoto, PUT as putPhoto } from "@/app/api/objects/uploads/[id]/route";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const idOf = (uploadURL: string) => uploadURL.split("?")[0].split("/").pop()!;

function put(uploadURL: string, body: Buffer, type = "image/png") {
  const id = idOf(uploadURL);
  const request = new Request(`http://localhost${uploadURL}`, { method: "PUT", headers: { "Content-Type": type }, body: new Uint8Array(body) });
  return putPhoto(request, { params: Promise.resolve({ id }) });
}

async function newUploadUrl(): Promise<string> {
  const res = await openUpload(new Request("http://localhost/api/objects/upload", { method: "POST" }), undefined);
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

describe("photo uploads", () => {
  it("stores an image under a random name and serves it back with its type", async () => {
    const uploadURL = await newUploadUrl();
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[a-f0-9-]{36}\?expires=\d+&signature=[\w-]+$/);
    const res = await put(uploadURL, PNG);
    expect(res.status).toBe(200);
    const photo = await readPhoto(new Request(`http://localhost${uploadURL.split("?")[0]}`), { params: Promise.resolve({ id: idOf(uploadURL) }) });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    // One file per address.
    expect((await put(uploadURL, PNG)).status).toBe(409);
  });

  it("refuses an address that expired or was tampered with", async () => {
    const expired = (await createUploadUrl(Date.now() - 60 * 60 * 1000)).uploadURL;
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

  it("refuses a file over 10 MB", async () => {
    const uploadURL = await newUploadUrl();
    const res = await put(uploadURL, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("File Too Large: Please select an image smaller than 10MB.");
  });

  it("answers 404 for a photo that does not exist", async () => {
    const res = await readPhoto(new Request("http://localhost/x"), { params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }) });
    expect(res.status).toBe(404);
  });
});
