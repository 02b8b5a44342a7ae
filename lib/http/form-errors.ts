// Field messages from the server are shown the way the form's own schema
// messages are: through react-hook-form's setError, beside their fields. A
// refused request's `{ error: { fields } }` (or a server action's `fields`)
// comes here.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts each field message beside its field; answers whether there were any. */
export function showServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string> | undefined): boolean {
  const entries = Object.entries(fields ?? {});
  for (const [name, message] of entries) setError(name as Path<T>, { type: "server", message });
  return entries.length > 0;
}
