// The Prisma client of the app: PostgreSQL through the `pg` driver adapter,
// whether the database is the embedded one or a PostgreSQL server.
import "server-only";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** One client per process (kept across hot reloads in development). */
export const db: PrismaClient = (globalForPrisma.prisma ??= createPrismaClient());
