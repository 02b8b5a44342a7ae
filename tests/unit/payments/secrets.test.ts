import { sameSecret } from "@/lib/payments/secrets";

describe("sameSecret", () => {
  it("is true only for the very same secret", () => {
    const secret = "pi_test123_secret_abcdefghijklmnopqrstuvwx";
    expect(sameSecret(secret, secret)).toBe(true);
    expect(sameSecret(secret, secret.replace(/x$/, "y"))).toBe(false);
    expect(sameSecret(secret, secret.toUpperCase())).toBe(false);
  });

  it("is false, without throwing, for secrets of another length", () => {
    const secret = "pi_test123_secret_abc";
    expect(sameSecret(secret, `${secret}d`)).toBe(false);
    expect(sameSecret(secret, secret.slice(0, -1))).toBe(false);
    expect(sameSecret(secret, "")).toBe(false);
    // Same number of characters, other number of bytes.
    expect(sameSecret("abc", "ab\u00e9")).toBe(false);
  });
});
