// A labelled checkbox with an optional hint and its field message, like
// Field's controls: described by the hint (`{id}-help`), and marked invalid
// and described by the message (`{id}-error`) while there is one. `field` is
// the form's registration of the checkbox (react-hook-form's register()).
import type { UseFormRegisterReturn } from "react-hook-form";
import { checkboxClass } from "@/components/admin/editing/styles";

export function CheckboxField({
  id,
  label,
  field,
  hint,
  error,
  disabled,
}: {
  id: string;
  label: React.ReactNode;
  field: UseFormRegisterReturn;
  /** Help shown under the checkbox, before any message. */
  hint?: React.ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const hintId = hint ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-neutral-900">
        <input
          {...field}
          id={id}
          type="checkbox"
          className={checkboxClass}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ml-6 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
