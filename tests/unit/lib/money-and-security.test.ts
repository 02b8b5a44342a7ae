import { dollarsToCents, formatMoney, formatPrice } from "@/lib/catalog/money";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("money", () => {
  it("formats prices as the pages show them", () => {
    expect(formatPrice(900)).toBe("$9");
    expect(formatPrice(1599)).toBe("$15.99");
    expect(formatMoney(900)).toBe("$9.00");
  });
  it("converts dollars to cents with rounding", () => {
    expect(dollarsToCents(15.99)).toBe(1599);
    expect(dollarsToCents(9)).toBe(900);
    expect(dollarsToCents(0.295)).toBe(30);
  });
});

describe("security headers", () => {
  it("forbid framing and sniffing and allow Stripe", () => {
    const headers = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    const csp = contentSecurityPolicy({ dev: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("https://js.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
  it("allow eval only in development", () => {
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });
  it("forbid a <base> element everywhere", () => {
    expect(contentSecurityPolicy({ dev: false })).toContain("base-uri 'none'");
  });
  it("give dynamic pages a nonce and strict-dynamic instead of inline scripts", () => {
    const csp = contentSecurityPolicy({ dev: false, nonce: "abc123" });
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc).toContain("'nonce-abc123'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("base-uri 'none'");
  });
});

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct-horse-battery");
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/); // Jest's cost (lib/security/scrypt.ts)
    expect(hash).not.toContain("correct-horse-battery");
    await expect(verifyPassword("correct-horse-battery", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct-horse-batterY", hash)).resolves.toBe(false);
    await expect(verifyPassword("x", "garbage")).resolves.toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("same-password-1")).not.toBe(await hashPassword("same-password-1"));
  });
});
