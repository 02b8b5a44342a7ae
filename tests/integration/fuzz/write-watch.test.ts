// The fuzz tests' write watch (support.ts): it must see every write a refused
// request could make, ignore a session kept alive and a rolled-back write, and
// leave nothing behind.
import { db } from "@/lib/db";
import { createTestAdmin } from "../support/admin-auth";
import { tableFingerprint, tablesWrittenSinceLastLook, unwatchTables, watchTables } from "./support";

let adminId: string;

beforeAll(async () => {
  adminId = (await createTestAdmin(db, "write-watch@example.com", "write-watch-password")).admin.id;
  await watchTables();
});

afterAll(async () => {
  await unwatchTables();
});

it("notes inserts, updates and deletes, once per table, and forgets them once read", async () => {
  const entry = await db.faqEntry.create({ data: { question: "Watched?", answer: "Yes.", sortOrder: 999 } });
  await db.faqEntry.update({ where: { id: entry.id }, data: { answer: "Still yes." } });
  expect(await tablesWrittenSinceLastLook()).toEqual(["FaqEntry"]);
  expect(await tablesWrittenSinceLastLook()).toEqual([]);
  await db.faqEntry.delete({ where: { id: entry.id } });
  expect(await tablesWrittenSinceLastLook()).toEqual(["FaqEntry"]);
});

it("ignores an update that changes nothing but a session's last activity, and a rolled-back write", async () => {
  const session = await db.adminSession.findFirstOrThrow({ where: { adminId } });
  await tablesWrittenSinceLastLook();
  await db.adminSession.update({ where: { id: session.id }, data: { lastSeenAt: new Date(Date.now() + 60_000) } });
  await db.faqEntry.updateMany({ where: { sortOrder: -1 }, data: { answer: "nothing matches" } });
  await db
    .$transaction(async (tx) => {
      await tx.faqEntry.create({ data: { question: "Rolled back", answer: "Never kept.", sortOrder: 998 } });
      throw new Error("roll back");
    })
    .catch(() => {});
  expect(await tablesWrittenSinceLastLook()).toEqual([]);
  await db.adminSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() + 3_600_000) } });
  expect(await tablesWrittenSinceLastLook()).toEqual(["AdminSession"]);
});

it("removes its triggers, function and table", async () => {
  const before = await tableFingerprint();
  await unwatchTables();
  const left = await db.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT (SELECT count(*) FROM pg_trigger WHERE tgname LIKE '_fuzz_watch%') + (SELECT count(*) FROM pg_proc WHERE proname = '_fuzz_note_change') + (SELECT count(*) FROM information_schema.tables WHERE table_name = '_fuzz_change') AS count`,
  );
  expect(Number(left[0]!.count)).toBe(0);
  expect(await tableFingerprint()).toEqual(before);
  await watchTables();
});
