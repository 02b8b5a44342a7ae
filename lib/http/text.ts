// Text that may be stored and shown. NUL cannot be stored in PostgreSQL text,
// and an unpaired surrogate is not a character (it cannot be encoded as UTF-8).
const FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text has no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !FORBIDDEN_TEXT.test(text);
}
