"use client";
// The state of one editor form: the item as the server last gave it (its
// version is the one a save names), what the owner has typed, and how the
// last save went. A refused save keeps everything typed; a conflict (someone
// else saved first) offers the latest version, loaded only when asked; a
// newer item from a page-wide refresh replaces the form only while nothing
// in it has been changed.
import { useState } from "react";
import type { SaveResult } from "@/components/admin/editing/save";

export type Outcome =
  | { kind: "none" }
  | { kind: "done"; text: string }
  | { kind: "failed"; message: string; fields: Record<string, string>; conflict: boolean };

const NONE: Outcome = { kind: "none" };

export const NOT_LOADED = "The latest version could not be loaded. Your changes are still here; try again.";
export const LOADED = "Loaded the latest version.";

/** How the last save of a form went, and the running of the next one. */
export function useSaveRun() {
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(NONE);

  /** Sends one save; `done` takes the answer and says what happened ("Saved."). */
  const run = async <T>(send: () => Promise<SaveResult<T>>, done: (data: T) => string): Promise<boolean> => {
    setSaving(true);
    setOutcome(NONE);
    try {
      const result = await send();
      if (result.ok) {
        setOutcome({ kind: "done", text: done(result.data) });
        return true;
      }
      setOutcome({ kind: "failed", message: result.message, fields: result.fields, conflict: result.conflict });
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The message of a field from the last refused save, if it named one. */
  const fieldError = (name: string): string | undefined => (outcome.kind === "failed" ? outcome.fields[name] : undefined);

  /**
   * Takes a field's message away once the owner changes the field. A refusal
   * whose every message has been taken away is no longer shown.
   */
  const clearFieldError = (name: string) =>
    setOutcome((last) => {
      if (last.kind !== "failed" || !(name in last.fields)) return last;
      const fields = { ...last.fields };
      delete fields[name];
      return Object.keys(fields).length > 0 ? { ...last, fields } : NONE;
    });

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
        setOutcome((last) => ({ kind: "failed", message: NOT_LOADED, fields: {}, conflict: last.kind === "failed" && last.conflict }));
      } else if (latest === undefined) {
        setOutcome({ kind: "failed", message: gone, fields: {}, conflict: false });
      } else {
        const text = adopt(latest);
        setOutcome(text === null ? NONE : { kind: "done", text });
      }
    } finally {
      setLoading(false);
    }
  };

  return { saving, loading, outcome, setOutcome, run, fieldError, clearFieldError, loadLatestInto };
}

/**
 * An editor form of one item (anything with a version). `toDraft` gives the
 * form's values of an item; `same` says whether two drafts mean the same.
 */
export function useItemForm<I extends { version: number }, D>(item: I, toDraft: (item: I) => D, same: (a: D, b: D) => boolean) {
  const save = useSaveRun();
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState(() => toDraft(item));
  const [seen, setSeen] = useState(item);
  const dirty = !same(draft, toDraft(base));

  // A page-wide refresh brought a newer item: shown at once unless the owner
  // is editing this form (a save then names the older version and is refused).
  if (seen !== item) {
    setSeen(item);
    if (!dirty && item.version > base.version) {
      setBase(item);
      setDraft(toDraft(item));
    }
  }

  /** Replaces the form with `next` (a save's answer, or the latest version). */
  const adopt = (next: I) => {
    setBase(next);
    setDraft(toDraft(next));
  };

  /**
   * After a conflict: reads the item again and replaces the form with it.
   * `read` gives the item, undefined when it is gone, null when it could not be read.
   */
  const loadLatest = (read: () => Promise<I | null | undefined>, gone: string) =>
    save.loadLatestInto(
      read,
      (latest) => {
        adopt(latest);
        return LOADED;
      },
      gone,
    );

  const update = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));

  return { ...save, base, draft, update, dirty, adopt, loadLatest };
}

/**
 * A typed number as the API takes it: a number when it reads as one, else
 * the text as typed (the server says what is wrong with it).
 */
export function numberOrText(value: string): number | string {
  const text = value.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text;
}
