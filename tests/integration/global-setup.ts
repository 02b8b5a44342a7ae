// Brings the test database (DATABASE_URL, provided by `npm test`) to the
// current schema with the shop's seed data, sample orders included.
import { migrateDatabase } from "../../lib/db/migrator";

export default async function globalSetup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("Integration tests need DATABASE_URL; run them with `npm test` or `npm run test:integration`.");
  }
  await migrateDatabase(url);
  const { createPrismaClient } = await import("../../lib/db/client");
  const { seedDatabase } = await import("../../prisma/seed");
  const db = createPrismaClient(url);
  try {
    await seedDatabase(db, { sampleData: true });
  } finally {
    await db.$disconnect();
  }
}
