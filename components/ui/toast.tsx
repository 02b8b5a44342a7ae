"use client";

import * as React from "react";
import * as ToastPrimitives from "@radix-ui/react-toast";
import { X } from "lucide-react";
import clsx from "clsx";

/** Keyboard shortcut that moves focus to the toast viewport. */
export const TOAST_VIEWPORT_HOTKEY = ["F8"];

export type ToastVariant = "default" | "destructive";

const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-neutral-900";

export const ToastProvider = ToastPrimitives.Provider;

export function ToastViewport({
  className,
  hotkey = TOAST_VIEWPORT_HOTKEY,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      hotkey={hotkey}
      className={clsx(
        // Mobile: pinned to the top. Desktop (sm+): bottom-right corner.
        "fixed top-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none",
        "sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: "border-neutral-200 bg-white text-neutral-950",
  destructive: "destructive border-red-600 bg-red-600 text-white",
};

export type ToastProps = React.ComponentProps<typeof ToastPrimitives.Root> & {
  variant?: ToastVariant;
};

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-variant={variant}
      className={clsx(
        "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden",
        "rounded-md border p-4 pr-8 shadow-lg transition-all",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
        variant === "destructive" ? "focus-visible:ring-red-300" : "focus-visible:ring-neutral-900",
        // Swipe-to-dismiss feedback (Radix exposes CSS variables while swiping).
        "data-[swipe=cancel]:translate-x-0",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
        "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
        "data-[state=closed]:opacity-0",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={clsx(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors",
        "border-neutral-200 hover:bg-neutral-100 disabled:pointer-events-none disabled:opacity-50",
        focusRing,
        "group-data-[variant=destructive]:border-white/40 group-data-[variant=destructive]:hover:bg-red-700",
        "group-data-[variant=destructive]:focus-visible:ring-white",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  "aria-label": ariaLabel = "Close",
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label={ariaLabel}
      toast-close=""
      className={clsx(
        "absolute right-2 top-2 rounded-md p-1 text-neutral-500 transition-colors hover:text-neutral-950",
        focusRing,
        "group-data-[variant=destructive]:text-red-100 group-data-[variant=destructive]:hover:text-white",
        "group-data-[variant=destructive]:focus-visible:ring-white",
        className,
      )}
      {...props}
    >
      <X className="h-4 w-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={clsx("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  // Full white on the destructive red (4.77:1); dimmed, it would fall below 4.5:1.
  return (
    <ToastPrimitives.Description className={clsx("text-sm opacity-90 group-data-[variant=destructive]:opacity-100", className)} {...props} />
  );
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
