// The storefront content as GET /api/admin/content gives it, and the
// readable names of the claims.
import type { AdminContentJson, FaqEntryJson, ReviewJson } from "@/lib/editable-content/admin-content";
import type { PolicyJson } from "@/lib/editable-content/admin-policies";
import { CLAIM_HINTS, CLAIM_KEYS, CLAIM_LABELS } from "@/lib/editable-content/schema";

export type { ChangeJson as ContentChange } from "@/lib/editing/changes";
export type FaqEntry = FaqEntryJson;
export type ReviewEntry = ReviewJson;
export type PolicyEntry = PolicyJson;
export type AdminContent = AdminContentJson;

export const CLAIMS = CLAIM_KEYS.map((key) => ({ key, label: CLAIM_LABELS[key], hint: CLAIM_HINTS[key] }));

/** What the sections may ask of the page. */
export interface ContentStore {
  /** Applies a saved change to the page's copy at once, then reads the content again (for the change log). */
  saved: (change: (content: AdminContent) => AdminContent) => void;
  /** Reads the content again; null when it could not be read. Forms with unsaved changes keep them. */
  reload: () => Promise<AdminContent | null>;
}
