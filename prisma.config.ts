import { defineConfig } from "prisma/config";

// The Prisma CLI reads this file. The app itself connects through lib/db.ts
// (driver adapter), and migrations are applied by scripts/db-migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@localhost:54329/postgres",
  },
});
