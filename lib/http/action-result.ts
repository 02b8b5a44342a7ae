// What every server action answers: success with its data, or a refusal with
// the message to show, the field messages to put beside their fields, and
// (where the form acts on it) a code. Forms show `fields` through
// react-hook-form's setError, as they show their schema's own messages.
export type ActionFailure = { ok: false; message: string; fields?: Record<string, string>; code?: string };
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** A refusal with its message (and field messages or a code, when there are). */
export function refused(message: string, extra: Omit<ActionFailure, "ok" | "message"> = {}): ActionFailure {
  return { ok: false, message, ...extra };
}
