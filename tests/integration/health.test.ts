// GET /api/health against the real test database, and against a closed port.
import { GET } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("answers 200 with the database's state", async () => {
    const res = await GET(new Request("http://localhost/api/health"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("up");
    expect(typeof body.database.latencyMs).toBe("number");
  });

  it("answers 503 with a JSON error when the database cannot be reached", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = "postgresql://nobody:nothing@localhost:1/none";
      const globalWithPrisma = globalThis as { prisma?: unknown };
      const cachedClient = globalWithPrisma.prisma;
      delete globalWithPrisma.prisma;
      try {
        const route = await import("@/app/api/health/route");
        const res = await route.GET(new Request("http://localhost/api/health"));
        await (globalWithPrisma.prisma as { $disconnect(): Promise<void> }).$disconnect();
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: { code: "database_unavailable", message: "The database cannot be reached." },
        });
      } finally {
        process.env.DATABASE_URL = saved;
        globalWithPrisma.prisma = cachedClient;
      }
    });
    spy.mockRestore();
  });
});
