"use client";

// What a member is writing is kept in this browser (localStorage) until it is
// sent: signing in by an e-mail link leaves the page, and the text must still
// be there when they come back.
import { useEffect, useState } from "react";

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

/** A text field's value kept under `key` in this browser; setting "" forgets it. */
export function useDraft(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState("");
  useEffect(() => {
    const saved = read(key);
    // The saved draft is read once the page is in the browser (the server has none).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setValue(saved);
  }, [key]);
  return [
    value,
    (next: string) => {
      setValue(next);
      write(key, next);
    },
  ];
}
