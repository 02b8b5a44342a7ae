import { API_TOKEN_SECONDS } from "@/lib/auth/lifetimes";
import { createAdminToken, verifyAdminToken } from "@/lib/auth/token";
import { adminLoginSchema } from "@/lib/auth/login-schema";

const SECRET = "unit-test-secret-unit-test-secret-1234";
const admin = { id: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com" };
const SESSION = "7a0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";

describe("admin bearer tokens", () => {
  it("verifies its own tokens until they expire", async () => {
    const now = Date.UTC(2026, 0, 1);
    const token = await createAdminToken(admin, SESSION, SECRET, { now });
    expect(await verifyAdminToken(token, SECRET, now + 1000)).toMatchObject({ sub: admin.id, sid: SESSION, email: admin.email });
    expect(await verifyAdminToken(token, SECRET, now + API_TOKEN_SECONDS * 1000 - 1)).not.toBeNull();
    expect(await verifyAdminToken(token, SECRET, now + API_TOKEN_SECONDS * 1000)).toBeNull();
  });

  it("refuses another key, a changed payload and garbage", async () => {
    const token = await createAdminToken(admin, SESSION, SECRET);
    expect(await verifyAdminToken(token, "another-secret-another-secret-12345")).toBeNull();
    const [header, payload, signature] = token.split(".");
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "someone-else" })).toString("base64url");
    expect(await verifyAdminToken(`${header}.${changed}.${signature}`, SECRET)).toBeNull();
    for (const junk of ["", "abc", "a.b.c", `${payload}.`, `.${signature}`]) expect(await verifyAdminToken(junk, SECRET)).toBeNull();
  });
});

describe("admin login schema", () => {
  it("trims and lower-cases the e-mail and needs both fields", () => {
    expect(adminLoginSchema.parse({ email: "  Owner@Example.COM ", password: "x" })).toEqual({ email: "owner@example.com", password: "x" });
    expect(adminLoginSchema.safeParse({ email: "owner@example.com", password: "" }).success).toBe(false);
    expect(adminLoginSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
  });
});
