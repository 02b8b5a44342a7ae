// Sample data is part of every integration database.
process.env.SEED_SAMPLE_DATA = "1";
// The database as npm test gave it, before a test points DATABASE_URL elsewhere
// (a fault-injecting proxy): the abuse-limit counters are reset through it.
process.env.TEST_DIRECT_DATABASE_URL ??= process.env.DATABASE_URL;
// The test AUTH_SECRET (tests/integration/support/admin-auth.ts), in the
// environment before any module reads the configuration, which keeps it.
process.env.AUTH_SECRET ??= "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
// The data key ring that seals stored secrets (two-factor secrets, Google's
// tokens): one test key, as `npm start` keeps one in DATA_DIR/data-keys.
process.env.DATA_ENCRYPTION_KEYS ??= "test1:dGVzdC1kYXRhLWtleS0wMTIzNDU2Nzg5YWJjZGVmZ2g=";
// Route handlers run here outside Next.js, which holds the data cache, so the
// cached public reads (lib/cache/reads.ts) read the database every time. The
// cache itself is tested against a production build (tests/e2e/read-cache.spec.ts,
// npm run test:cluster).
// Refreshing pages and reads (revalidatePath, revalidateTag) needs Next.js's
// request store: here they are recorded, and tests that care read the calls.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), unstable_cache: (read: unknown) => read, revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
