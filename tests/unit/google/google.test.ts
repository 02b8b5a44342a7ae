// Search Console verification codes and the OAuth state (the sealing of the
// stored tokens: tests/unit/security/seal.test.ts).
import { parseConfig, ConfigError } from "@/lib/config";
import { siteVerificationCode } from "@/lib/google/site-verification";
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

describe("OAuth state", () => {
  const secrets = "state-secrets-0123456789-0123456789-abcdef";
  const adminId = "8f2b1c3e-1111-4222-8333-444455556666";

  it("is accepted for the same admin, nonce and secret within ten minutes", async () => {
    const { state, nonce } = await createOAuthState(adminId, secrets);
    expect(await verifyOAuthState(state, { adminId, nonce, secrets })).toEqual({ ok: true });
  });

  it("is refused when expired, forged, for another admin, without its cookie or malformed", async () => {
    const now = Date.now();
    const { state, nonce } = await createOAuthState(adminId, secrets, now);
    expect(await verifyOAuthState(state, { adminId, nonce, secrets, now: now + (STATE_TTL_SECONDS + 1) * 1000 })).toEqual({ ok: false, reason: "expired" });
    expect(await verifyOAuthState(state, { adminId, nonce, secrets: `${secrets}x` })).toEqual({ ok: false, reason: "signature" });
    expect(await verifyOAuthState(state, { adminId: "00000000-0000-4000-8000-000000000000", nonce, secrets })).toEqual({ ok: false, reason: "admin" });
    expect(await verifyOAuthState(state, { adminId, nonce: undefined, secrets })).toEqual({ ok: false, reason: "nonce" });
    expect(await verifyOAuthState(state, { adminId, nonce: "other", secrets })).toEqual({ ok: false, reason: "nonce" });
    expect(await verifyOAuthState(null, { adminId, nonce, secrets })).toEqual({ ok: false, reason: "malformed" });
    expect(await verifyOAuthState(`${state}.extra`, { adminId, nonce, secrets })).toEqual({ ok: false, reason: "malformed" });
  });
});
