import "../support/checkout-env";
// The orchestrators' probes against the real test database:
//   GET /api/health/live  the process answers, with the build id;
//   GET /api/health/ready the database answers, has every migration this
//                         build ships (newer ones are fine) and the
//                         instance is not draining; 503 in the API error
//                         format otherwise.
// Neither is ever kept by the shop's response cache, nor rate limited.
import pg from "pg";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { readMigrations } from "@/lib/db/migrator";
import { markDraining } from "@/lib/http/draining";
import { servedBuildId } from "@/lib/site/build-id";
import { sharedFreshnessMs } from "@/server/response-cache";

const probe = (handler: (request: Request) => Promise<Response>, path: string) =>
  handler(new Request(`http://localhost${path}`, { headers: { "X-Forwarded-For": "203.0.113.9" } }));

/** The headers as the shop's server sees them when it decides whether to keep an answer. */
const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});
afterAll(() => client.end());

afterEach(() => {
  // The flag lives on globalThis (lib/http/draining.ts); a test that drains puts it back.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("verdant-ink.draining")];
});

describe("GET /api/health/live", () => {
  it("answers 200 with the build id, without a database round trip, never cached", async () => {
    const res = await probe(live, "/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", build: servedBuildId() });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(sharedFreshnessMs(res.status, headersOf(res))).toBe(0);
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 with the build, the database's latency and the migrations shipped and applied, never cached", async () => {
    const res = await probe(ready, "/api/health/ready");
    expect(res.status).toBe(200);
    const shipped = readMigrations().length;
    const body = await res.json();
    expect(body).toMatchObject({ status: "ready", build: servedBuildId(), database: { status: "up" }, migrations: { shipped, pending: [] } });
    expect(body.migrations.applied).toBeGreaterThanOrEqual(shipped);
    expect(typeof body.database.latencyMs).toBe("number");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(sharedFreshnessMs(res.status, headersOf(res))).toBe(0);
  });

  it("answers 503 draining as soon as the instance is stopping, while liveness still answers 200", async () => {
    markDraining();
    const res = await probe(ready, "/api/health/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: "draining", message: "This instance is shutting down." }, status: "not_ready", build: servedBuildId() });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await probe(live, "/api/health/live")).status).toBe(200);
  });

  it("answers 503 migrations_pending, naming them, when the database lacks a migration of this build", async () => {
    const last = readMigrations().at(-1)!.name;
    await client.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, [last]);
    try {
      const res = await probe(ready, "/api/health/ready");
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.error.code).toBe("migrations_pending");
      expect(body.error.message).toMatch(/lacks 1 migration/);
      expect(body.migrations.pending).toEqual([last]);
    } finally {
      await client.query(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`, [last]);
    }
  });

  it("stays ready when the database has a newer release's migration (a rolling release migrates first)", async () => {
    const newer = "29991231000000_from_the_next_release";
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES (gen_random_uuid()::text, repeat('0', 64), $1, now(), now(), 1)`,
      [newer],
    );
    try {
      const res = await probe(ready, "/api/health/ready");
      expect(res.status).toBe(200);
      expect((await res.json()).migrations.pending).toEqual([]);
    } finally {
      await client.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [newer]);
    }
  });

  it("answers every probe of an orchestrator polling often, from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await probe(i % 2 ? live : ready, i % 2 ? "/api/health/live" : "/api/health/ready")).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("answers 503 database_unavailable when the database cannot be reached", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = "postgresql://nobody:nothing@localhost:1/none";
      const globalWithPrisma = globalThis as { prisma?: unknown };
      const cachedClient = globalWithPrisma.prisma;
      delete globalWithPrisma.prisma;
      try {
        const route = await import("@/app/api/health/ready/route");
        const res = await route.GET(new Request("http://localhost/api/health/ready"));
        await (globalWithPrisma.prisma as { $disconnect(): Promise<void> }).$disconnect();
        expect(res.status).toBe(503);
        expect((await res.json()).error).toEqual({ code: "database_unavailable", message: "The database cannot be reached." });
      } finally {
        process.env.DATABASE_URL = saved;
        globalWithPrisma.prisma = cachedClient;
      }
    });
    spy.mockRestore();
  });
});
