// Closes the app's shared Prisma client (lib/db.ts) after each test file, so
// its connection pool does not keep Jest alive.
afterAll(async () => {
  const shared = (globalThis as { prisma?: { $disconnect(): Promise<void> } }).prisma;
  if (shared) {
    await shared.$disconnect();
    delete (globalThis as { prisma?: unknown }).prisma;
  }
});
