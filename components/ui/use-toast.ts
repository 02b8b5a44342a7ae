"use client";

import * as React from "react";
import type { ToastActionElement, ToastVariant } from "@/components/ui/toast";

/** At most this many toasts are kept (and therefore visible) at once. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list this long (ms) before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long (ms) a toast stays open before Radix auto-dismisses it. */
export const TOAST_DEFAULT_DURATION = 5000;

export type ToasterToast = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastActionElement;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
};

export type ToastInput = Omit<ToasterToast, "id" | "open" | "onOpenChange">;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function clearRemoveTimeout(toastId: string) {
  const timeout = removeTimeouts.get(toastId);
  if (timeout !== undefined) {
    clearTimeout(timeout);
    removeTimeouts.delete(toastId);
  }
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST": {
      const toasts = [action.toast, ...state.toasts];
      // Toasts beyond the limit are dropped outright; forget their pending removals.
      for (const dropped of toasts.slice(TOAST_LIMIT)) clearRemoveTimeout(dropped.id);
      return { ...state, toasts: toasts.slice(0, TOAST_LIMIT) };
    }
    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): State {
  return memoryState;
}

function dispatch(action: Action) {
  // Side effect kept out of the reducer: queue removal of dismissed toasts.
  if (action.type === "DISMISS_TOAST") {
    memoryState.toasts
      .filter((t) => action.toastId === undefined || t.id === action.toastId)
      .forEach((t) => scheduleRemoval(t.id));
  } else if (action.type === "REMOVE_TOAST") {
    if (action.toastId === undefined) {
      removeTimeouts.forEach((timeout) => clearTimeout(timeout));
      removeTimeouts.clear();
    } else {
      clearRemoveTimeout(action.toastId);
    }
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

/** Dismiss one toast by id, or all toasts when no id is given. */
export function dismiss(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

export function toast({ duration = TOAST_DEFAULT_DURATION, ...props }: ToastInput) {
  const id = genId();

  const update = (next: Partial<ToastInput>) =>
    dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismissThis = () => dismiss(id);

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      duration,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismissThis();
      },
    },
  });

  return { id, dismiss: dismissThis, update };
}

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: state.toasts, toast, dismiss };
}
