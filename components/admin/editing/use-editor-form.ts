"use client";
// The owner's editor forms, on react-hook-form: the values are checked with
// the zod schema of the API they are sent to, and a field's message is shown
// beside it the same way whether the schema or the API's refusal gave it.
// Around the form: how the last save went. A refused save keeps everything
// typed; a conflict (someone else saved first, 409 edit_conflict) offers the
// latest version, loaded only when asked; a newer item from a page-wide read
// replaces the form only while nothing in it has been changed.
import { useEffect, useState } from "react";
import { get, useForm, useWatch, type DefaultValues, type FieldError, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { apiFailureCode, apiFailureFields, apiFailureMessage, HttpError } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";

export type Outcome = { kind: "none" } | { kind: "done"; text: string } | { kind: "failed"; message: string; conflict: boolean };

const NONE: Outcome = { kind: "none" };

const FAILED = "The change could not be saved. Please try again.";
const OFFLINE = "The shop could not be reached. Your changes are still here; check the connection and save again.";
export const NOT_LOADED = "The latest version could not be loaded. Your changes are still here; try again.";
export const LOADED = "Loaded the latest version.";

/** Why a change was refused, as the editors say it: the API's message, and whether another save came first. */
export function refusal(error: unknown): { message: string; conflict: boolean } {
  if (!(error instanceof HttpError)) return { message: OFFLINE, conflict: false };
  return { message: apiFailureMessage(error, FAILED), conflict: error.status === 409 && apiFailureCode(error) === "edit_conflict" };
}

/**
 * An editor form: `schema` takes the form's values (`defaultValues` first)
 * and gives what the API takes, its messages at the form's field names.
 */
export function useEditorForm<V extends FieldValues, Out>(schema: z.ZodType<Out, V>, defaultValues: V) {
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(NONE);

  /**
   * Sends one change (a save, a delete); `send` answers what to say then
   * ("Saved."). A refusal's field messages go beside their fields; any other
   * refusal is the form's alert.
   */
  const run = async (send: () => Promise<string>) => {
    setSaving(true);
    setOutcome(NONE);
    try {
      setOutcome({ kind: "done", text: await send() });
    } catch (error) {
      if (!showServerFieldErrors(form.setError, apiFailureFields(error))) setOutcome({ kind: "failed", ...refusal(error) });
    } finally {
      setSaving(false);
    }
  };

  /**
   * The form's submit: the last save's message goes at once, the values are
   * checked with the schema, then `send` is given what the schema gave.
   */
  const submit = (send: (values: Out) => Promise<string>) => {
    const checked = form.handleSubmit((values) => run(() => send(values)));
    return (event?: React.BaseSyntheticEvent) => {
      setOutcome(NONE);
      return checked(event);
    };
  };

  /**
   * After a conflict: reads the item again and hands it to `adopt`, which
   * puts it in the form and returns what the form says then (null: nothing,
   * the page says it). `read` gives the item, undefined when it is gone (then
   * `gone` is shown), null when it could not be read.
   */
  const loadLatestInto = async <I>(read: () => Promise<I | null | undefined>, adopt: (latest: I) => string | null, gone: string) => {
    setLoading(true);
    try {
      const latest = await read();
      if (latest === null) {
        setOutcome((last) => ({ kind: "failed", message: NOT_LOADED, conflict: last.kind === "failed" && last.conflict }));
      } else if (latest === undefined) {
        setOutcome({ kind: "failed", message: gone, conflict: false });
      } else {
        const text = adopt(latest);
        setOutcome(text === null ? NONE : { kind: "done", text });
      }
    } finally {
      setLoading(false);
    }
  };

  const { errors } = form.formState;
  /** The message beside the field the API names `name` ("title", "values.guarantee"), if there is one. */
  const fieldError = (name: string): string | undefined => (get(errors, name) as FieldError | undefined)?.message;

  return { form, errors, fieldError, saving, loading, busy: saving || loading, outcome, run, submit, loadLatestInto };
}

/**
 * The editor form of one item (anything with a version): `toValues` gives
 * the form's values of an item, `same` says whether two sets of values mean
 * the same (a price of "9" is "9.00"). `base` is the item as the server last
 * gave it: its version is the one a save names.
 */
export function useItemEditor<I extends { version: number }, V extends FieldValues, Out>(
  item: I,
  { schema, toValues, same }: { schema: z.ZodType<Out, V>; toValues: (item: I) => V; same: (a: V, b: V) => boolean },
) {
  const editor = useEditorForm(schema, toValues(item));
  const { reset } = editor.form;
  const [base, setBase] = useState(item);
  const [seen, setSeen] = useState(item);
  /** A newer item a page-wide read brought, for the form to show. */
  const [refreshed, setRefreshed] = useState<I | null>(null);
  const values = useWatch({ control: editor.form.control }) as V;
  const dirty = !same(values, toValues(base));

  // A page-wide read brought a newer item: shown at once unless the owner is
  // editing this form (a save then names the older version and is refused).
  if (seen !== item) {
    setSeen(item);
    if (!dirty && item.version > base.version) {
      setBase(item);
      setRefreshed(item);
    }
  }
  useEffect(() => {
    if (refreshed) reset(toValues(refreshed));
    // `toValues` is the same rule every time; only a newer item matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshed, reset]);

  /** Replaces the form with `next` (a save's answer, or the latest version). */
  const adopt = (next: I) => {
    setBase(next);
    reset(toValues(next));
  };

  /**
   * After a conflict: reads the item again and replaces the form with it.
   * `read` gives the item, undefined when it is gone, null when it could not be read.
   */
  const loadLatest = (read: () => Promise<I | null | undefined>, gone: string) =>
    editor.loadLatestInto(
      read,
      (latest) => {
        adopt(latest);
        return LOADED;
      },
      gone,
    );

  return { ...editor, base, values, dirty, adopt, loadLatest };
}
