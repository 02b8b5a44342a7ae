// The text fields of the owner's editors, with their messages, and the
// numbers typed in the owner's forms. Safe for the browser: the forms check
// with the same rules before sending.
import { z } from "zod";
import { isStorableText } from "@/lib/http/text";

/** A single-line text field with its own messages. */
export function lineText(label: string, max: number, { min = 1 }: { min?: number } = {}) {
  return z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .min(min, `${label} needs at least ${min} characters.`)
    .max(max, `${label} can have at most ${max} characters.`)
    .refine((text) => !/[\r\n]/.test(text), `${label} must be one line.`)
    .refine(isStorableText, `${label} cannot contain control characters.`);
}

/** A multi-line text field (line breaks kept as "\n"). */
export function longText(label: string, max: number, { min = 1 }: { min?: number } = {}) {
  return z
    .string(`${label} is required.`)
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .min(min, `${label} needs at least ${min} characters.`)
        .max(max, `${label} can have at most ${max.toLocaleString("en-US")} characters.`)
        .refine(isStorableText, `${label} cannot contain control characters.`),
    );
}

/**
 * A number typed in a form's text or number input, for a schema that takes a
 * number: the number when the text reads as one, else the text as typed (the
 * schema then refuses it with its own message, as the API would).
 */
export function typedNumber(text: string): number | string {
  const typed = text.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(typed) ? Number(typed) : typed;
}
