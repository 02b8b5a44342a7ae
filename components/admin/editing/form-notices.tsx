"use client";
// What an editor form says after a save: "Saved." (a status, announced
// politely), or why it was not saved (an alert). Field messages, the form's
// own or the API's, are shown beside their fields; the alert then only points
// at them, and carries any message of a field the form does not have. After
// a conflict the alert offers the latest version.
import type { FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import type { Outcome } from "@/components/admin/editing/use-editor-form";

const MARKED = "Not saved. Please correct the marked fields.";
const MARKED_ONE = "Not saved. Please correct the marked field.";

/** Each field message of a form by its field's name ("values.guarantee"). */
function fieldMessages(errors: FieldErrors, prefix = ""): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== "object") continue;
    // A field's error has a type; anything else holds the errors of nested fields.
    if (!("type" in error)) Object.assign(messages, fieldMessages(error as FieldErrors, `${prefix}${name}.`));
    else if (typeof error.message === "string" && error.message) messages[`${prefix}${name}`] = error.message;
  }
  return messages;
}

/** The alert's text: the fields' messages pointed at (`shown`: the fields the form shows messages beside), else why the save failed. */
function alertText(outcome: Outcome, errors: FieldErrors, shown: readonly string[]): string | null {
  const fields = fieldMessages(errors);
  const names = Object.keys(fields);
  if (names.length === 0) return outcome.kind === "failed" ? outcome.message : null;
  const elsewhere = names.filter((name) => !shown.includes(name)).map((name) => fields[name]);
  if (elsewhere.length > 0) return elsewhere.join(" ");
  return names.length === 1 ? MARKED_ONE : MARKED;
}

export function FormNotices({
  outcome,
  errors = {},
  fields,
  loading = false,
  onLoadLatest,
}: {
  outcome: Outcome;
  /** The form's field messages (react-hook-form's errors). */
  errors?: FieldErrors;
  /** The field names this form shows messages beside. */
  fields: readonly string[];
  loading?: boolean;
  /** Offered after a conflict: reads the item again and replaces the form. */
  onLoadLatest?: () => void;
}) {
  const alert = alertText(outcome, errors, fields);
  return (
    <>
      {alert !== null && (
        <Notice tone="error" message={alert}>
          {outcome.kind === "failed" && outcome.conflict && onLoadLatest && (
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
