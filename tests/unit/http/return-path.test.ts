// The one rule for where a visitor may be sent back to after signing in, with
// the addresses browsers read as another site, and the schemas that use it.
import { isAdminReturnPath, isOwnReturnPath, ownReturnPath, RETURN_PATH_MAX_LENGTH } from "@/lib/http/return-path";
import { memberEmailSchema, signInSchema } from "@/lib/forum/schema";

const ATTACKS = [
  "/\t/evil.example",
  "/%09/evil.example",
  "/%2509/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%0a/evil.example",
  "//evil.example",
  "//evil.example/forum",
  "/%2F/evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "\\/evil.example",
  "/forum\\..\\..",
  "https://evil.example",
  "https://evil.example/forum",
  "http:/evil.example",
  "/\nfoo",
  "/forum\x00",
  "/forum\x7f",
  "javascript:alert(1)",
  " /forum",
  "/forum ".replace(" ", "\u0000"),
  "forum",
  "",
  "/forum%",
  `/${"a".repeat(RETURN_PATH_MAX_LENGTH)}`,
];

const GOOD = ["/", "/forum", "/forum/post/abc?x=1#r", "/forum/search?q=healing%20tips", "/forum/category/aftercare-tips", `/${"a".repeat(RETURN_PATH_MAX_LENGTH - 1)}`];

describe("isOwnReturnPath", () => {
  it.each(ATTACKS)("refuses %j", (value) => {
    expect(isOwnReturnPath(value)).toBe(false);
    expect(isOwnReturnPath(value, "http://localhost:3000")).toBe(false);
    expect(ownReturnPath(value, "/forum")).toBe("/forum");
  });

  it.each(GOOD)("accepts %j", (value) => {
    expect(isOwnReturnPath(value)).toBe(true);
    expect(isOwnReturnPath(value, "https://shop.example")).toBe(true);
    expect(ownReturnPath(value, "/fallback")).toBe(value);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, ["/forum"], { toString: () => "/forum" }]) expect(isOwnReturnPath(value)).toBe(false);
  });

  it("what it accepts, a browser opens on the shop's own origin", () => {
    for (const value of GOOD) expect(new URL(value, "https://shop.example").origin).toBe("https://shop.example");
    // The attack strings do leave it when a browser resolves them (tabs and line breaks dropped, "\" read as "/").
    expect(new URL("/\t/evil.example", "https://shop.example").origin).toBe("https://evil.example");
    expect(new URL("/\\evil.example", "https://shop.example").origin).toBe("https://evil.example");
  });
});

describe("isAdminReturnPath", () => {
  it("accepts the admin area only", () => {
    for (const value of ["/admin", "/admin/community", "/admin/orders?page=2", "/admin#top"]) expect(isAdminReturnPath(value)).toBe(true);
    for (const value of ["/administrator", "/forum", "/admin/\t/evil.example", "//admin", "/admin\\evil", "https://evil.example/admin", undefined]) {
      expect(isAdminReturnPath(value)).toBe(false);
    }
  });
});

describe("the sign-in schema", () => {
  it("refuses every return address that is not the shop's own, with the field's message", () => {
    for (const callbackUrl of ATTACKS) {
      const parsed = signInSchema.safeParse({ email: "member@example.com", callbackUrl });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["callbackUrl"]);
    }
    expect(signInSchema.parse({ email: "member@example.com", callbackUrl: "/forum/post/abc?x=1#r" }).callbackUrl).toBe("/forum/post/abc?x=1#r");
    expect(signInSchema.parse({ email: "member@example.com" }).callbackUrl).toBe("/forum");
  });

  it("takes one plain e-mail address, never a list or a quoted, spaced or multi-line one", () => {
    for (const email of ["a,b@example.com", "a@example.com,b@example.org", '"a b"@example.com', '"a"@example.com', "a b@example.com", "a@example.com\nb@example.org", "a@example.com\r\nBcc: b@example.org", "a@b@example.com", "a@example", "a＠example.com", "<a@example.com>", "A <a@example.com>"]) {
      const parsed = memberEmailSchema.safeParse(email);
      expect({ email, success: parsed.success }).toEqual({ email, success: false });
      expect(signInSchema.safeParse({ email }).error?.issues[0]?.message).toBe("Enter a valid e-mail address.");
    }
    expect(memberEmailSchema.parse("  Member.Name+ink@Example.COM ")).toBe("member.name+ink@example.com");
  });
});
