// One labelled form control: the label, the control itself (input, select or
// textarea, drawn by the caller), an optional hint and the error message.
//
// The caller's render function receives the control's id and its ARIA state,
// to spread on the element: the label points at the id, `aria-invalid` is set
// while the field is invalid, and `aria-describedby` names the hint
// (`{id}-help`) and the shown message (`{id}-error`), so a screen reader reads
// them with the control. A field can be invalid without a message (`invalid`
// alone): the control is marked, nothing is shown.

interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  /** The control's id. */
  id: string;
  label: React.ReactNode;
  /** The message shown under the control; the field is invalid while there is one. */
  error?: string;
  /** Marks the control invalid without showing a message. */
  invalid?: boolean;
  /** Help shown under the control, before any message. */
  hint?: React.ReactNode;
  /**
   * Whether the message is announced as it appears (role="alert"). A form that
   * announces its errors once in a summary of its own turns this off, so a
   * screen reader does not read every field's message at once.
   */
  announce?: boolean;
  /** A test id for the message element. */
  errorTestId?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

export function Field({ id, label, error, invalid, hint, announce = true, errorTestId, className, children }: FieldProps) {
  const hintId = hint ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-900">
        {label}
      </label>
      {children({ id, "aria-invalid": error || invalid ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? "alert" : undefined} className="mt-1 text-sm text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
