// The one way a change makes the public pages and reads show it now: the
// prerendered pages are marked for regeneration (each is rendered again on its
// next request), the cached reads of the data expire by tag, and this
// server's one-second response cache forgets what it keeps. With Redis holding
// the Next.js cache (REDIS_URL), every instance sees the first two at once;
// the others' response caches expire within the second.
import "server-only";
import { revalidatePath } from "next/cache";
import { revalidateReads, type ReadTag } from "@/lib/cache/reads";
import type { PageRoute } from "@/lib/cache/routes";
import { expireServedResponses } from "@/lib/cache/served-responses";

export interface PublicChange {
  /** Pages by the path Next.js knows them by (e.g. /forum/recent, /forum/post/<id>). */
  paths?: readonly string[];
  /** Every page of a dynamic route, by the name Next.js stores it under (lib/cache/routes.ts). */
  routes?: readonly PageRoute[];
  /** Cached reads (lib/cache/reads.ts) of the changed data. */
  reads?: readonly ReadTag[];
}

export function refreshPublicData(change: PublicChange): void {
  for (const path of new Set(change.paths ?? [])) revalidatePath(path);
  for (const pattern of new Set(change.routes ?? [])) revalidatePath(pattern, "page");
  if (change.reads?.length) revalidateReads(change.reads);
  else expireServedResponses();
}
