"use client";
// Whether the page's script has taken over the server's HTML: false while the
// server renders and while the browser hydrates, true from then on. A form
// whose work needs the script (it sends JSON, or would put a password in the
// address if the browser sent it itself) keeps its controls disabled until then.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
