import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from "@/lib/auth/password";

describe("the hash an unknown e-mail's login is verified against", () => {
  it("has the shape and parameters of a real hash, so verifying against it costs a full hash", async () => {
    const real = (await hashPassword("some-admin-password")).split("$");
    const unmatchable = UNMATCHABLE_HASH.split("$");
    // Scheme, N, r and p as today's hashes; a salt and a key of the same lengths.
    expect(unmatchable.slice(0, 4)).toEqual(real.slice(0, 4));
    expect(unmatchable.slice(4).map((part) => Buffer.from(part, "base64url").length)).toEqual(real.slice(4).map((part) => Buffer.from(part, "base64url").length));
    expect(needsRehash(UNMATCHABLE_HASH)).toBe(false);
  });

  it("matches no password", async () => {
    for (const password of ["", "no such admin, no such password", "correct-horse-battery"]) {
      await expect(verifyPassword(password, UNMATCHABLE_HASH)).resolves.toBe(false);
    }
  });
});
