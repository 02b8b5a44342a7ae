"use client";
// A settings form: one versioned record of the owner's settings (marketing
// e-mail, retention, review e-mails, cancellations, the guarantee), saved as
// one. The values are checked with the API's schema, sent with the version
// the form was loaded at (PUT), and the saved record the API answers replaces
// the form at once. After a conflict "Load the latest version" reads the
// record again (GET of the same address, or the page's own read). The form's
// fields are its children; the heading, the notices and the Save button are
// the same on every one.
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { apiRequest } from "@/lib/http/client";
import { readJson } from "@/lib/http/read";

/** What a settings form needs to know of its record `I` and of its values `V`. */
export interface SettingsKind<I extends { version: number }, V extends FieldValues, Out> {
  /** The API's address: PUT saves, GET reads (unless `read` is given). */
  url: string;
  /** The record in the API's answer (some answer it as it is, some as `{ settings }`). */
  fromAnswer: (answer: unknown) => I;
  /** The form's values of a record. */
  toValues: (item: I) => V;
  /** Whether two sets of values mean the same ("9" and " 9"). */
  same: (a: V, b: V) => boolean;
  /** The API's schema, taking the form's values: what it gives is what is sent. */
  schema: z.ZodType<Out, V>;
  /** The fields the form shows, for the notices to point at. */
  fields: readonly string[];
  /** Said after a save; "Saved." unless given. */
  saved?: string;
  /** Said when the latest version cannot be found. */
  gone: string;
}

/**
 * The editor of a settings form. `onSaved` is told after each save (to read
 * what the settings change elsewhere on the page); `read` replaces the GET of
 * the latest version (null when it could not be read).
 */
export function useSettingsEditor<I extends { version: number }, V extends FieldValues, Out>(
  kind: SettingsKind<I, V, Out>,
  initial: I,
  { onSaved, read }: { onSaved?: () => void; read?: () => Promise<I | null> } = {},
) {
  const editor = useItemEditor(initial, kind);
  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", kind.url, { version: editor.base.version, values });
    editor.adopt(kind.fromAnswer(await res.json()));
    onSaved?.();
    return kind.saved ?? "Saved.";
  });
  const readLatest = read ?? (async () => {
    const answer = await readJson<unknown>(kind.url);
    return answer === null ? null : kind.fromAnswer(answer);
  });
  const loadLatest = () => editor.loadLatest(readLatest, kind.gone);
  return { ...editor, save, loadLatest, fields: kind.fields };
}

/** What the form takes of a settings editor (useSettingsEditor), whatever its values. */
type SettingsFormEditor = Pick<ReturnType<typeof useSettingsEditor>, "busy" | "dirty" | "saving" | "loading" | "outcome" | "errors" | "fields" | "save" | "loadLatest">;

/**
 * The form of a settings editor (useSettingsEditor, or an editor of the same
 * shape that saves its own way): named by the heading `headingId`, inside it
 * (`heading`) or above it, the fields given as children, the notices and Save.
 */
export function SettingsForm({ editor, headingId, heading, children }: { editor: SettingsFormEditor; headingId: string; heading?: ReactNode; children: ReactNode }) {
  const { busy, dirty, saving } = editor;
  return (
    <form noValidate aria-labelledby={headingId} className={formCardClass} onSubmit={(event) => (busy || !dirty ? event.preventDefault() : void editor.save(event))}>
      {heading}
      {children}
      <FormNotices outcome={editor.outcome} errors={editor.errors} fields={editor.fields} loading={editor.loading} onLoadLatest={() => void editor.loadLatest()} />
      <Button type="submit" size="sm" disabled={busy || !dirty}>
        {saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
