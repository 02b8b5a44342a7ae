import { detachedSignature, signToken, verifyDetachedSignature, verifyToken } from "@/lib/security/signed-token";

const SECRET = "signed-token-secret-0123456789-abcdefgh";
const NOW = Date.UTC(2026, 0, 1);
const LATER = NOW + 60_000;

describe("signed tokens", () => {
  it("are accepted for their purpose and secret until they expire", async () => {
    const token = await signToken("admin-api", SECRET, { sub: "a", sid: "s" }, { issuedAt: NOW, expiresAt: LATER });
    expect(token.split(".")).toHaveLength(3);
    const check = await verifyToken("admin-api", SECRET, token, { now: NOW + 1_000 });
    expect(check).toMatchObject({ ok: true, claims: { sub: "a", sid: "s", aud: "admin-api", iat: NOW / 1000, exp: LATER / 1000 } });
    expect(await verifyToken("admin-api", SECRET, token, { now: LATER })).toEqual({ ok: false, reason: "expired" });
  });

  it("are never accepted for another purpose or with another secret", async () => {
    const token = await signToken("google-oauth-state", SECRET, { sub: "a" }, { expiresAt: LATER });
    expect(await verifyToken("admin-api", SECRET, token, { now: NOW })).toEqual({ ok: false, reason: "forged" });
    expect(await verifyToken("upload-url", SECRET, token, { now: NOW })).toEqual({ ok: false, reason: "forged" });
    expect(await verifyToken("google-oauth-state", `${SECRET}x`, token, { now: NOW })).toEqual({ ok: false, reason: "forged" });
    // Expired and forged: refused as forged, never as expired.
    expect(await verifyToken("google-oauth-state", `${SECRET}x`, token, { now: LATER + 1_000 })).toEqual({ ok: false, reason: "forged" });
  });

  it("refuse anything that is not a token, and an unsigned one", async () => {
    for (const junk of ["", "abc", "a.b.c", "a.b", "a.b.c.d"]) expect(await verifyToken("admin-api", SECRET, junk)).toMatchObject({ ok: false });
    const [, payload] = (await signToken("admin-api", SECRET, { sub: "a" }, { expiresAt: LATER })).split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect(await verifyToken("admin-api", SECRET, none, { now: NOW })).toEqual({ ok: false, reason: "malformed" });
    await expect(signToken("admin-api", "", { sub: "a" }, { expiresAt: LATER })).rejects.toThrow(TypeError);
  });

  it("check a detached signature against the claims and expiry it was made for", async () => {
    const signature = await detachedSignature("upload-url", SECRET, { sub: "key" }, { expiresAt: LATER });
    expect(signature).toMatch(/^[\w-]+$/);
    expect(await verifyDetachedSignature("upload-url", SECRET, { sub: "key" }, signature, { expiresAt: LATER, now: NOW })).toMatchObject({ ok: true });
    expect(await verifyDetachedSignature("upload-url", SECRET, { sub: "key" }, signature, { expiresAt: LATER, now: LATER + 1_000 })).toEqual({ ok: false, reason: "expired" });
    expect(await verifyDetachedSignature("upload-url", SECRET, { sub: "other" }, signature, { expiresAt: LATER, now: NOW })).toEqual({ ok: false, reason: "forged" });
    expect(await verifyDetachedSignature("upload-url", SECRET, { sub: "key" }, signature, { expiresAt: LATER + 1, now: NOW })).toEqual({ ok: false, reason: "forged" });
    expect(await verifyDetachedSignature("admin-api", SECRET, { sub: "key" }, signature, { expiresAt: LATER, now: NOW })).toEqual({ ok: false, reason: "forged" });
    expect(await verifyDetachedSignature("upload-url", SECRET, { sub: "key" }, `${signature}.x`, { expiresAt: LATER, now: NOW })).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("signed tokens across a rotation of the secret", () => {
  const OLD = "the-previous-secret-0123456789-abcdefgh";
  const NEW = "the-current-secret-0123456789-abcdefghi";

  it("are signed with the first secret and accepted with any secret listed", async () => {
    const old = await signToken("admin-api", OLD, { sub: "a" }, { expiresAt: LATER });
    const fresh = await signToken("admin-api", [NEW, OLD], { sub: "a" }, { expiresAt: LATER });
    expect(await verifyToken("admin-api", NEW, fresh, { now: NOW })).toMatchObject({ ok: true });
    // During the rotation: both.
    expect(await verifyToken("admin-api", [NEW, OLD], old, { now: NOW })).toMatchObject({ ok: true, claims: { sub: "a" } });
    expect(await verifyToken("admin-api", [NEW, OLD], fresh, { now: NOW })).toMatchObject({ ok: true });
    // Once the previous secret is removed: the old token is refused.
    expect(await verifyToken("admin-api", [NEW], old, { now: NOW })).toEqual({ ok: false, reason: "forged" });
  });

  it("say an old token is expired, not forged, when the previous secret made it", async () => {
    const old = await signToken("admin-api", OLD, { sub: "a" }, { expiresAt: LATER });
    expect(await verifyToken("admin-api", [NEW, OLD], old, { now: LATER + 1_000 })).toEqual({ ok: false, reason: "expired" });
  });

  it("check detached signatures of the previous secret too", async () => {
    const signature = await detachedSignature("upload-url", OLD, { sub: "key" }, { expiresAt: LATER });
    expect(await verifyDetachedSignature("upload-url", [NEW, OLD], { sub: "key" }, signature, { expiresAt: LATER, now: NOW })).toMatchObject({ ok: true });
    expect(await verifyDetachedSignature("upload-url", [NEW], { sub: "key" }, signature, { expiresAt: LATER, now: NOW })).toEqual({ ok: false, reason: "forged" });
  });
});
