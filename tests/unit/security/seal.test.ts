// Sealing stored secrets with the data key ring: each value names its key and
// its purpose is authenticated with it; values of older keys and of the
// format before the key ring (v1) still open; a value whose key is gone, or
// that was altered, is refused with the reason.
import { createCipheriv, randomBytes } from "node:crypto";
import { legacyKey, open, seal } from "@/lib/security/seal";

const key = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });
const K1 = key("k1", 1);
const K2 = key("k2", 2);

/** A value as the shop sealed it before the key ring: "v1.<iv>.<tag>.<data>", no key id, no purpose. */
function sealV1(plain: string, secret: string, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", legacyKey(secret, label), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

describe("sealing with the data key ring", () => {
  it("seals with the first key, names it, and never stores the text in clear", () => {
    const sealed = seal("google-token", "ya29.secret-access-token", [K2, K1]);
    expect(sealed).toMatch(/^v2\.k2\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("ya29");
    expect(seal("google-token", "ya29.secret-access-token", [K2, K1])).not.toBe(sealed);
    expect(open("google-token", sealed, { ring: [K2, K1], legacy: [] })).toEqual({ ok: true, value: "ya29.secret-access-token", current: true });
  });

  it("opens a value of an older key while the ring holds it, as not current", () => {
    const sealed = seal("admin-totp-secret", "JBSWY3DPEHPK3PXP", [K1]);
    expect(open("admin-totp-secret", sealed, { ring: [K2, K1], legacy: [] })).toEqual({ ok: true, value: "JBSWY3DPEHPK3PXP", current: false });
  });

  it("refuses a value whose key was removed from the ring, naming the key", () => {
    const sealed = seal("admin-totp-secret", "JBSWY3DPEHPK3PXP", [K1]);
    expect(open("admin-totp-secret", sealed, { ring: [K2], legacy: [] })).toEqual({ ok: false, reason: "unknown_key", keyId: "k1" });
  });

  it("refuses another key under the same id, another purpose and any tampering", () => {
    const sealed = seal("google-token", "ya29.token", [K1]);
    expect(open("google-token", sealed, { ring: [key("k1", 9)], legacy: [] })).toEqual({ ok: false, reason: "refused", keyId: "k1" });
    expect(open("admin-totp-secret", sealed, { ring: [K1], legacy: [] })).toEqual({ ok: false, reason: "refused", keyId: "k1" });
    const parts = sealed.split(".");
    parts[4] = Buffer.from("tampered").toString("base64url");
    expect(open("google-token", parts.join("."), { ring: [K1], legacy: [] })).toMatchObject({ ok: false, reason: "refused" });
    for (const junk of ["", "not-a-sealed-value", "v2.k1.a.b", "v3.k1.a.b.c"]) expect(open("google-token", junk, { ring: [K1], legacy: [] })).toMatchObject({ ok: false, reason: "malformed" });
  });

  it("needs a key to seal with", () => {
    expect(() => seal("google-token", "x", [])).toThrow(/DATA_ENCRYPTION_KEYS/);
  });
});

describe("values sealed before the key ring (v1)", () => {
  const secret = "an-auth-secret-of-at-least-thirty-two-characters";

  it("open with the legacy key they were sealed with, as not current", () => {
    const sealed = sealV1("ya29.old-token", secret, "google-token-encryption");
    const legacy = [legacyKey("another-secret-of-at-least-thirty-two-chars", "google-token-encryption"), legacyKey(secret, "google-token-encryption")];
    expect(open("google-token", sealed, { ring: [K1], legacy })).toEqual({ ok: true, value: "ya29.old-token", current: false });
  });

  it("are refused without their key, saying whether any legacy key was tried", () => {
    const sealed = sealV1("ya29.old-token", secret, "google-token-encryption");
    expect(open("google-token", sealed, { ring: [K1], legacy: [] })).toEqual({ ok: false, reason: "unknown_key", keyId: null });
    expect(open("google-token", sealed, { ring: [K1], legacy: [legacyKey(secret, "admin-totp-secret")] })).toEqual({ ok: false, reason: "refused", keyId: null });
  });
});
