import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { SCRYPT_PARAMS, scryptParams } from "@/lib/security/scrypt";

describe("the parameters of scrypt", () => {
  it("are OWASP's floor, N=2^17, r=8, p=1, everywhere but inside Jest", () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptParams({})).toBe(SCRYPT_PARAMS);
    expect(scryptParams({ NODE_ENV: "test" })).toBe(SCRYPT_PARAMS);
    expect(scryptParams({ NODE_ENV: "production" })).toBe(SCRYPT_PARAMS);
  });

  it("are cheaper inside Jest only in N", () => {
    expect(process.env.JEST_WORKER_ID).toBeTruthy();
    expect(scryptParams()).toEqual({ ...SCRYPT_PARAMS, N: 2 ** 12 });
  });

  it("at full cost fit scrypt's memory limit: a password hashed as the shop hashes it verifies, a wrong one does not", async () => {
    const hash = await hashPassword("full-cost-admin-password", SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword("full-cost-admin-password", hash)).resolves.toBe(true);
    await expect(verifyPassword("full-cost-admin-passworD", hash)).resolves.toBe(false);
    // A full-cost hash is never weaker than the parameters of the moment.
    expect(needsRehash(hash)).toBe(false);
  });
});
