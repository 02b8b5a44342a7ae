// The look shared by the owner's editor forms.

/** A text input, textarea or number input. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-red-600";

/** An input after a prefix such as "$" (its wrapper has the margin). */
export const prefixedInputClass =
  "block w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-7 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600";

/** A checkbox. */
export const checkboxClass = "h-4 w-4 rounded border-neutral-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

/** A card holding one form. */
export const formCardClass = "min-w-0 space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm";

/** A section's heading. */
export const sectionHeadingClass = "text-lg font-semibold text-neutral-900";
