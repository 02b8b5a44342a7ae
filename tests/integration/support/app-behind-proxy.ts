// Loads the shop's modules (route handlers, domain code) with their own Prisma
// client whose connections go through a TCP proxy to the test database, so a
// test can stop, stall and restart "the database" of a running app.
import { databaseAddress, startDatabaseProxy, type DatabaseProxy } from "../../support/database-proxy";
import { alertDeliveriesEnded } from "./alert-deliveries";

type SharedClient = { $disconnect(): Promise<void> };
const globalWithPrisma = globalThis as { prisma?: SharedClient };

export interface AppBehindProxy<T> {
  proxy: DatabaseProxy;
  app: T;
  close(): Promise<void>;
}

export async function loadAppBehindProxy<T>(load: () => Promise<T>, env: Record<string, string> = {}): Promise<AppBehindProxy<T>> {
  const target = process.env.DATABASE_URL;
  if (!target) throw new Error("DATABASE_URL is not set");
  const proxy = await startDatabaseProxy(databaseAddress(target));
  const overrides: Record<string, string> = { ...env, DATABASE_URL: proxy.urlFor(target) };
  const saved = Object.fromEntries(Object.keys(overrides).map((name) => [name, process.env[name]]));
  Object.assign(process.env, overrides);

  // lib/db.ts keeps one client per process on globalThis: let the isolated
  // modules make their own, then put the test file's client back.
  const shared = globalWithPrisma.prisma;
  delete globalWithPrisma.prisma;
  let app!: T;
  try {
    await jest.isolateModulesAsync(async () => {
      app = await load();
    });
  } catch (error) {
    globalWithPrisma.prisma = shared;
    throw error;
  }
  const client = globalWithPrisma.prisma as SharedClient | undefined;
  globalWithPrisma.prisma = shared;

  return {
    proxy,
    app,
    async close() {
      // Alerts the app raised are still being delivered with its client: they end first.
      await alertDeliveriesEnded();
      await client?.$disconnect().catch(() => {});
      await proxy.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
