import { detectImageType } from "@/lib/uploads/image-type";
import { checkUploadSignature, uploadUrl } from "@/lib/uploads/signed-url";

describe("image detection by content", () => {
  it("recognises JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(detectImageType(Buffer.from("GIF89a..."))).toBe("image/gif");
    expect(detectImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses text, SVG and other files", () => {
    expect(detectImageType(Buffer.from("hello"))).toBeNull();
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe("signed upload addresses", () => {
  const secret = "s".repeat(40);
  const key = "3f0b6c1e-8a9d-4f3b-9c1e-0a1b2c3d4e5f";
  const params = (url: string) => new URL(url, "http://x").searchParams;

  it("are valid until they expire", async () => {
    const url = await uploadUrl(secret, key, 2_000);
    const p = params(url);
    expect(await checkUploadSignature(secret, key, p.get("expires"), p.get("signature"), 1_000)).toBe("valid");
    expect(await checkUploadSignature(secret, key, p.get("expires"), p.get("signature"), 3_000)).toBe("expired");
  });

  it("are invalid when the key, expiry, signature or secret changes", async () => {
    const p = params(await uploadUrl(secret, key, 2_000));
    expect(await checkUploadSignature(secret, key.replace("3", "4"), p.get("expires"), p.get("signature"), 1_000)).toBe("invalid");
    expect(await checkUploadSignature(secret, key, "9999999", p.get("signature"), 1_000)).toBe("invalid");
    expect(await checkUploadSignature(secret, key, p.get("expires"), "abc", 1_000)).toBe("invalid");
    expect(await checkUploadSignature("t".repeat(40), key, p.get("expires"), p.get("signature"), 1_000)).toBe("invalid");
    expect(await checkUploadSignature(secret, key, null, null, 1_000)).toBe("invalid");
  });
});
