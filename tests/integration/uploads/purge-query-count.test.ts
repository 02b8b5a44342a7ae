// The purge of unattached uploads finds them with one query (NOT EXISTS
// against the orders), not one query per upload.
import "../../support/checkout-env";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1 }),
  log: [{ emit: "event", level: "query" }],
});
const statements: string[] = [];
client.$on("query", (event) => {
  statements.push(event.query);
});
// The shop's modules use this client (lib/db.ts keeps one per process).
(globalThis as { prisma?: unknown }).prisma = client;

const DAY = 24 * 60 * 60 * 1000;

afterAll(async () => {
  await client.$disconnect();
});

/** `count` uploads two days old, half of them with a file on disk. */
async function oldUploads(count: number): Promise<string[]> {
  const { getConfig } = await import("@/lib/config");
  const dir = getConfig().uploads.dir;
  mkdirSync(dir, { recursive: true });
  const keys = Array.from({ length: count }, () => randomUUID());
  await client.storedUpload.createMany({
    data: keys.map((key, i) => ({
      key,
      clientKey: "192.0.2.30",
      expiresAt: new Date(Date.now() - 2 * DAY),
      createdAt: new Date(Date.now() - 2 * DAY),
      ...(i % 2 === 0 ? { status: "stored", contentType: "image/png", size: 3, storedAt: new Date(Date.now() - 2 * DAY) } : {}),
    })),
  });
  keys.forEach((key, i) => {
    if (i % 2 === 0) writeFileSync(path.join(dir, `${key}.png`), "png");
  });
  return keys;
}

async function purgeCountingStatements(): Promise<{ purged: number; statements: string[] }> {
  const { purgeUnattachedUploads } = await import("@/lib/uploads/purge");
  statements.length = 0;
  const purged = await purgeUnattachedUploads();
  return { purged, statements: [...statements] };
}

test("the purge takes the same statements for 2 uploads as for 20, one of them the NOT EXISTS search", async () => {
  const { getConfig } = await import("@/lib/config");
  // Start from a database with no old upload left by other test files.
  await purgeCountingStatements();
  const few = await oldUploads(2);
  const small = await purgeCountingStatements();
  expect(small.purged).toBe(2);

  const many = await oldUploads(20);
  const large = await purgeCountingStatements();
  expect(large.purged).toBe(20);
  expect(large.statements.length).toBe(small.statements.length);

  const searches = large.statements.filter((sql) => /NOT EXISTS/i.test(sql));
  expect(searches).toHaveLength(1);
  expect(await client.storedUpload.count({ where: { key: { in: [...few, ...many] } } })).toBe(0);
  for (const key of [...few, ...many]) expect(existsSync(path.join(getConfig().uploads.dir, `${key}.png`))).toBe(false);
});
