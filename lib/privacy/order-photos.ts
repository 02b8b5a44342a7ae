// Order photos are kept a set time after delivery (the owner's setting,
// 90 days unless changed at /admin/privacy): then the order lets go of its
// photo (Order.photoUrl cleared) and the photo's file is deleted. An order
// that will never be delivered (cancelled, or refunded in full before it
// was) lets go of it the same time after that happened. Batches are claimed
// with FOR UPDATE SKIP LOCKED, so several instances may run it at once.
import "server-only";
import { db } from "@/lib/db";
import { readRetentionSettings } from "@/lib/privacy/retention-settings";
import { removeUnusedUploads } from "@/lib/uploads/purge";
import { logger } from "@/lib/log";

const log = logger("retention");

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

/** Clears the photos of orders delivered (or called off) longer ago than the owner's setting and deletes their files; returns how many orders let go of one. */
export async function purgeOrderPhotos(now = new Date()): Promise<number> {
  const { values } = await readRetentionSettings();
  const cutoff = new Date(now.getTime() - values.orderPhotoDays * DAY_MS);
  let total = 0;
  for (;;) {
    const released = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string; photoUrl: string }[]>`
        SELECT "id"::text AS "id", "photoUrl" FROM "Order"
        WHERE "photoUrl" IS NOT NULL
          AND ("deliveredAt" < ${cutoff}
            OR ("deliveredAt" IS NULL AND "cancelledAt" < ${cutoff})
            OR ("deliveredAt" IS NULL AND "cancelledAt" IS NULL AND "status" = 'refunded' AND "updatedAt" < ${cutoff}))
        ORDER BY "id"
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED`;
      if (rows.length > 0) await tx.order.updateMany({ where: { id: { in: rows.map((row) => row.id) } }, data: { photoUrl: null } });
      return rows;
    });
    // After the commit: a file that cannot be removed now is deleted by the uploads purge later.
    if (released.length > 0) {
      await removeUnusedUploads(released.map((row) => row.photoUrl)).catch((error) =>
        log.error("order photos could not be removed yet (the uploads purge removes them later)", { error: error instanceof Error ? error.message : String(error) }),
      );
    }
    total += released.length;
    if (released.length < BATCH_SIZE) return total;
  }
}
