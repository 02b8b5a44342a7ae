// Photos that never became part of an order are not kept: an upload older
// than 24 hours whose address is not the photoUrl of any order or review
// (a verified buyer's photo), nor a tutorial's video or thumbnail (the
// owner's media, kept while a tutorial uses it), is deleted,
// row and file (local disk or Vercel Blob). A photo named in a payment's
// checkout details (marked attached) waits longer: its order can still be
// made days later, from a webhook Stripe redelivers or by the reconcile
// command, so it is kept as long as the reconcile command looks back (and
// the day it could wait before it was attached). Any number of instances may
// run the purge at once: each claims its rows with FOR UPDATE SKIP LOCKED.
import "server-only";
import { db } from "@/lib/db";
import { RECONCILE_DAYS } from "@/lib/orders/reconcile-options";
import { uploadFileName } from "@/lib/uploads/image-type";
import { UPLOAD_PATH_PREFIX } from "@/lib/uploads/signed-url";
import { getUploadStore, isSafeUploadName } from "@/lib/uploads/storage";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an upload may wait for an order before it is deleted. */
export const UNATTACHED_UPLOAD_TTL_MS = DAY_MS;

/** How long an upload named in a payment's checkout details may wait for its order. */
export const ATTACHED_UPLOAD_TTL_MS = UNATTACHED_UPLOAD_TTL_MS + RECONCILE_DAYS.default * DAY_MS;

/** Uploads removed per transaction (and per Blob delete request). */
const BATCH_SIZE = 100;

interface Candidate {
  id: string;
  key: string;
  contentType: string | null;
}

/** The file of an upload row, or null when it never had one (still pending). */
function fileNameOf(row: Candidate): string | null {
  const name = uploadFileName(row.key, row.contentType);
  return name && isSafeUploadName(name) ? name : null;
}

/**
 * Deletes the uploads no order uses that are older than 24 hours (8 days for
 * one a payment's details name); returns how many.
 */
export async function purgeUnattachedUploads(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
  const attachedCutoff = new Date(now.getTime() - ATTACHED_UPLOAD_TTL_MS);
  const store = getUploadStore();
  let total = 0;
  for (;;) {
    const deleted = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<Candidate[]>`
          SELECT u."id"::text AS "id", u."key", u."contentType"
          FROM "StoredUpload" u
          WHERE u."createdAt" < ${cutoff}
            AND (u."status" <> 'attached' OR u."createdAt" < ${attachedCutoff})
            AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."photoUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
            AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r."photoUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
            AND NOT EXISTS (
              SELECT 1 FROM "Tutorial" t
              WHERE t."videoUrl" = ${UPLOAD_PATH_PREFIX} || u."key" OR t."thumbnailUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
          ORDER BY u."createdAt"
          LIMIT ${BATCH_SIZE}
          FOR UPDATE OF u SKIP LOCKED`;
        if (rows.length === 0) return 0;
        // Files first: when removing them fails, the rows stay and the next run tries again.
        const names = rows.map(fileNameOf).filter((name): name is string => name !== null);
        await store.removeMany(names, tx);
        const { count } = await tx.storedUpload.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
        return count;
      },
      { timeout: 60_000 },
    );
    total += deleted;
    if (deleted < BATCH_SIZE) return total;
  }
}

/**
 * Deletes the uploads at these addresses of the shop (rows and files) that no
 * order, review or tutorial uses any more: a photo whose order or review let
 * go of it (a privacy deletion, the order photos' retention). Called after
 * the transaction that let go of it; when removing a file fails, its row
 * stays and the purge above deletes it later. Returns how many were deleted.
 */
export async function removeUnusedUploads(addresses: readonly (string | null | undefined)[]): Promise<number> {
  const keys = [...new Set(addresses.filter((address): address is string => Boolean(address?.startsWith(UPLOAD_PATH_PREFIX))).map((address) => address.slice(UPLOAD_PATH_PREFIX.length)))];
  if (keys.length === 0) return 0;
  const store = getUploadStore();
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<Candidate[]>`
        SELECT u."id"::text AS "id", u."key", u."contentType"
        FROM "StoredUpload" u
        WHERE u."key" = ANY(${keys}::text[])
          AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."photoUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
          AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r."photoUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
          AND NOT EXISTS (
            SELECT 1 FROM "Tutorial" t
            WHERE t."videoUrl" = ${UPLOAD_PATH_PREFIX} || u."key" OR t."thumbnailUrl" = ${UPLOAD_PATH_PREFIX} || u."key")
        FOR UPDATE OF u`;
      if (rows.length === 0) return 0;
      const names = rows.map(fileNameOf).filter((name): name is string => name !== null);
      await store.removeMany(names, tx);
      const { count } = await tx.storedUpload.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
      return count;
    },
    { timeout: 60_000 },
  );
}
