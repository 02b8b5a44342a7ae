import { createPrismaClient } from "@/lib/db/client";
import { upsertAdminUser } from "@/lib/auth/admin-users";
import { verifyPassword } from "@/lib/auth/password";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe("admin accounts", () => {
  it("creates an admin with a hashed password, then updates the password", async () => {
    const first = await upsertAdminUser(db, { email: "Owner@Example.com", password: "first-password-1" });
    expect(first.created).toBe(true);
    expect(first.email).toBe("owner@example.com");
    const second = await upsertAdminUser(db, { email: "owner@example.com", password: "second-password-2" });
    expect(second).toMatchObject({ id: first.id, created: false });
    const row = await db.adminUser.findUniqueOrThrow({ where: { email: "owner@example.com" } });
    expect(row.passwordHash).not.toContain("second-password-2");
    await expect(verifyPassword("second-password-2", row.passwordHash)).resolves.toBe(true);
    await expect(verifyPassword("first-password-1", row.passwordHash)).resolves.toBe(false);
  });

  it("refuses short passwords", async () => {
    await expect(upsertAdminUser(db, { email: "a@b.co", password: "short" })).rejects.toThrow(/at least 10/);
  });
});
