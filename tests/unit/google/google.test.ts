// Search Console verification codes, token encryption and the OAuth state.
import { parseConfig, ConfigError } from "@/lib/config";
import { siteVerificationCode } from "@/lib/google/site-verification";
import { decryptToken, encryptToken, tokenKey } from "@/lib/security/seal";
import { createOAuthState, STATE_TTL_SECONDS, verifyOAuthState } from "@/lib/google/oauth-state";

const CODE = "pX7bQ2m-9zKx_Vt4sLr8aJwE1nYc3dFg6hUoTiRyB0k";

describe("Search Console verification code", () => {
  it("is read from the environment, trimmed, and only when well-formed", () => {
    expect(siteVerificationCode(parseConfig({ GOOGLE_SITE_VERIFICATION: ` ${CODE} ` }))).toBe(CODE);
    expect(siteVerificationCode(parseConfig({}))).toBeUndefined();
    expect(siteVerificationCode(parseConfig({ GOOGLE_SITE_VERIFICATION: "" }))).toBeUndefined();
    expect(() => parseConfig({ GOOGLE_SITE_VERIFICATION: '"><script>alert(1)</script>' })).toThrow(ConfigError);
    expect(() => parseConfig({ GOOGLE_SITE_VERIFICATION: "short" })).toThrow(ConfigError);
  });

  it("stops start-up when the setting is not a verification code", () => {
    expect(parseConfig({ GOOGLE_SITE_VERIFICATION: CODE }).google.siteVerification).toBe(CODE);
    expect(() => parseConfig({ GOOGLE_SITE_VERIFICATION: '<meta name="google-site-verification" content="x">' })).toThrow(ConfigError);
    expect(() => parseConfig({ GOOGLE_TOKEN_KEY: "too-short" })).toThrow(/GOOGLE_TOKEN_KEY/);
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});

describe("stored token encryption", () => {
  const key = tokenKey("a-key-of-at-least-thirty-two-characters!");

  it("round-trips and never stores the token in clear", () => {
    const sealed = encryptToken("ya29.secret-access-token", key);
    expect(sealed).not.toContain("ya29");
    expect(decryptToken(sealed, key)).toBe("ya29.secret-access-token");
    expect(encryptToken("ya29.secret-access-token", key)).not.toBe(sealed);
  });

  it("refuses another key and any tampering", () => {
    const sealed = encryptToken("ya29.secret-access-token", key);
    expect(decryptToken(sealed, tokenKey("another-key-of-at-least-thirty-two-chars"))).toBeNull();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(decryptToken(parts.join("."), key)).toBeNull();
    expect(decryptToken("not-a-sealed-value", key)).toBeNull();
  });
});

describe("OAuth state", () => {
  const secret = "state-secret-0123456789-0123456789-abcdef";
  const adminId = "8f2b1c3e-1111-4222-8333-444455556666";

  it("is accepted for the same admin, nonce and secret within ten minutes", async () => {
    const { state, nonce } = await createOAuthState(adminId, secret);
    expect(await verifyOAuthState(state, { adminId, nonce, secret })).toEqual({ ok: true });
  });

  it("is refused when expired, forged, for another admin, without its cookie or malformed", async () => {
    const now = Date.now();
    const { state, nonce } = await createOAuthState(adminId, secret, now);
    expect(await verifyOAuthState(state, { adminId, nonce, secret, now: now + (STATE_TTL_SECONDS + 1) * 1000 })).toEqual({ ok: false, reason: "expired" });
    expect(await verifyOAuthState(state, { adminId, nonce, secret: `${secret}x` })).toEqual({ ok: false, reason: "signature" });
    expect(await verifyOAuthState(state, { adminId: "00000000-0000-4000-8000-000000000000", nonce, secret })).toEqual({ ok: false, reason: "admin" });
    expect(await verifyOAuthState(state, { adminId, nonce: undefined, secret })).toEqual({ ok: false, reason: "nonce" });
    expect(await verifyOAuthState(state, { adminId, nonce: "other", secret })).toEqual({ ok: false, reason: "nonce" });
    expect(await verifyOAuthState(null, { adminId, nonce, secret })).toEqual({ ok: false, reason: "malformed" });
    expect(await verifyOAuthState(`${state}.extra`, { adminId, nonce, secret })).toEqual({ ok: false, reason: "malformed" });
  });
});
