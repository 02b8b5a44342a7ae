"use client";

// What a member is writing is kept in this browser (localStorage) until it is
// sent: signing in by an e-mail link leaves the page, and the text must still
// be there when they come back.
import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

const PREFIX = "verdant-ink:forum-draft:";

function read(key: string): string {
  try {
    return window.localStorage.getItem(PREFIX + key) ?? "";
  } catch {
    return "";
  }
}

function write(key: string, value: string) {
  try {
    if (value) window.localStorage.setItem(PREFIX + key, value);
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Private browsing without storage: the draft lives as long as the page.
  }
}

/**
 * A form's text fields kept in this browser, each under its key: the saved
 * drafts are put in the form once the page is in the browser, and every change
 * is saved (an emptied field, e.g. after a reset, forgets its draft).
 */
export function useFormDrafts<T extends FieldValues>(form: UseFormReturn<T>, keys: Partial<Record<Path<T>, string>>) {
  const { setValue, watch } = form;
  const names = Object.keys(keys) as Path<T>[];
  const signature = names.map((name) => `${name}=${keys[name]}`).join("&");
  useEffect(() => {
    for (const name of names) {
      const saved = read(keys[name]!);
      if (saved) setValue(name, saved as PathValue<T, Path<T>>);
    }
    const subscription = watch((values) => {
      for (const name of names) write(keys[name]!, String(values[name] ?? ""));
    });
    return () => subscription.unsubscribe();
    // The keys are compared by their signature, not by the object passed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setValue, watch, signature]);
}
