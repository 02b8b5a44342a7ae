// The owner's refresh (POST /api/admin/cache/revalidate): after a change made
// outside the shop's editors (in the database itself, by a script), the
// pages and reads that show that kind of data are refreshed now rather than
// after their period. The owner names what changed, by kind of data
// (lib/cache/data-tags.ts), never the pages: whichever page read that data
// follows. With Redis holding the Next.js cache (REDIS_URL), a refresh on
// one instance reaches every instance.
import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { DATA_TAGS, refreshData, type DataTag } from "@/lib/cache/data-tags";

const NOT_A_KIND_OF_DATA = `Not a kind of data the shop caches (one of ${DATA_TAGS.join(", ")})`;

/** A JSON body names the kinds of data; a request without a body refreshes everything. */
export const revalidateBodySchema = z.object({
  tags: z
    .array(z.enum(DATA_TAGS, NOT_A_KIND_OF_DATA), "Give the kinds of data to refresh as a list")
    .min(1, "Give at least one kind of data to refresh")
    .max(DATA_TAGS.length * 2, `Give at most ${DATA_TAGS.length * 2} kinds at once`),
});

/**
 * Refreshes the named kinds of data, each once, and returns them. Without
 * any, every kind is refreshed and every page too (a page may show data no
 * save changes, like the wholesale packages).
 */
export function refreshNamedData(tags: readonly DataTag[] | undefined): DataTag[] {
  const chosen = [...new Set(tags ?? DATA_TAGS)];
  if (!tags) revalidatePath("/", "layout");
  refreshData(...chosen);
  return chosen;
}
