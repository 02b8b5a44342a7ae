// A message shown in the page (not a toast): why something failed, or that it
// worked. Errors and warnings are alerts (announced at once); successes and
// information are statuses (announced politely). A notice marked `live`
// stays in the page (empty and hidden) while it has no message, so a screen
// reader announces each new one. `onClose` adds a button that takes the message away;
// `children` are shown under the message (e.g. a button to try again).
import { X } from "lucide-react";
import clsx from "clsx";

export type NoticeTone = "error" | "warning" | "success" | "info";

const tones: Record<NoticeTone, string> = {
  error: "bg-red-50 text-red-900 ring-red-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  success: "bg-green-50 text-green-900 ring-green-200",
  info: "bg-brand-50 text-brand-900 ring-brand-100",
};

interface NoticeProps {
  tone: NoticeTone;
  /** The message; without one nothing is shown (a `live` notice stays, empty and hidden). */
  message?: React.ReactNode;
  /** Keeps the empty notice in the page while there is no message, so the next one is announced. */
  live?: boolean;
  /** Shows a "Close message" button that calls it. */
  onClose?: () => void;
  /** Overrides the role the tone gives (a page that has always announced its outcome politely). */
  role?: "alert" | "status";
  className?: string;
  children?: React.ReactNode;
}

export function Notice({ tone, message, live = false, role: roleOverride, onClose, className, children }: NoticeProps) {
  const role = roleOverride ?? (tone === "error" || tone === "warning" ? "alert" : "status");
  const empty = message === undefined || message === null || message === "" || message === false;
  if (empty) {
    return live ? (
      <div className="sr-only">
        <p role={role} />
      </div>
    ) : null;
  }
  return (
    <div className={clsx("rounded-lg px-3 py-2 text-sm ring-1", tones[tone], className)}>
      <div className="flex items-start gap-3">
        <p role={role} className="min-w-0 flex-1 wrap-anywhere font-medium">
          {message}
        </p>
        {onClose && (
          <button type="button" onClick={onClose} aria-label="Close message" className="rounded-full p-0.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-700">
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
