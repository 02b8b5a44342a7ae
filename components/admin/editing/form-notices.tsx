"use client";
// What an editor form says after a save: "Saved." (a status, announced
// politely), or why it was not saved (an alert). Field messages are shown
// beside their fields; the alert then only points at them, and carries any
// message of a field the form does not have. After a conflict the alert
// offers the latest version.
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import type { Outcome } from "@/components/admin/editing/use-item-form";

const MARKED = "Not saved. Please correct the marked fields.";
const MARKED_ONE = "Not saved. Please correct the marked field.";

/** The alert's text of a refused save, given the fields the form shows messages beside. */
export function alertText(outcome: Extract<Outcome, { kind: "failed" }>, shown: readonly string[]): string {
  const names = Object.keys(outcome.fields);
  if (names.length === 0) return outcome.message;
  const elsewhere = names.filter((name) => !shown.includes(name)).map((name) => outcome.fields[name]);
  if (elsewhere.length > 0) return elsewhere.join(" ");
  return names.length === 1 ? MARKED_ONE : MARKED;
}

export function FormNotices({
  outcome,
  fields,
  loading = false,
  onLoadLatest,
}: {
  outcome: Outcome;
  /** The API field names this form shows messages beside. */
  fields: readonly string[];
  loading?: boolean;
  /** Offered after a conflict: reads the item again and replaces the form. */
  onLoadLatest?: () => void;
}) {
  return (
    <>
      {outcome.kind === "failed" && (
        <Notice tone="error" message={alertText(outcome, fields)}>
          {outcome.conflict && onLoadLatest && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <p className="text-red-800">Your changes are still in the form. Loading the latest version replaces them.</p>
              <Button size="sm" variant="outline" disabled={loading} onClick={onLoadLatest}>
                Load latest version
              </Button>
            </div>
          )}
        </Notice>
      )}
      {/* Always in the page, so a screen reader announces each new message. */}
      <div aria-live="polite">{outcome.kind === "done" && <Notice tone="success" message={outcome.text} />}</div>
    </>
  );
}
