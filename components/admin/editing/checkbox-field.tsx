// A labelled checkbox with the API's message for it, like Field's controls:
// marked invalid and described by the message while there is one.
import { checkboxClass } from "@/components/admin/editing/styles";

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-neutral-900">
        <input
          id={id}
          type="checkbox"
          className={checkboxClass}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
