// Around every test file:
// - each test starts with fresh abuse-limit counters and login delays (the
//   tests share one client address, and one test's requests must not use up
//   the next one's limit); tests of the limits count within one test;
// - the app's shared Prisma client (lib/db.ts) is closed after the file, so
//   its connection pool does not keep Jest alive; the page visits the file's
//   requests reported (kept in memory for a few seconds) are written first,
//   and the deliveries of the alerts it raised end first.
import pg from "pg";
import { alertDeliveriesEnded } from "./support/alert-deliveries";

let direct: pg.Client | undefined;

beforeAll(async () => {
  direct = new pg.Client({ connectionString: process.env.TEST_DIRECT_DATABASE_URL });
  await direct.connect();
});

beforeEach(async () => {
  await direct!.query(`DELETE FROM "RateLimitCounter"; DELETE FROM "LoginThrottle";`);
});

afterAll(async () => {
  await direct?.end();
  // The alerts' deliveries this file started end first, whichever module
  // registry started them and whether or not the file closed the client
  // itself (lib/alerts/raise.ts keeps them in one set on globalThis).
  await alertDeliveriesEnded();
  const shared = (globalThis as { prisma?: { $disconnect(): Promise<void> } }).prisma;
  if (shared) {
    const { flushPageVisits } = await import("@/lib/social-proof/visits");
    await flushPageVisits();
    const { alertDeliveriesSettled } = await import("@/lib/alerts/raise");
    await alertDeliveriesSettled();
    await shared.$disconnect();
    delete (globalThis as { prisma?: unknown }).prisma;
  }
});
