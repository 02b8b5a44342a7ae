// Where a visitor may be sent back to after signing in: a page of the shop,
// never another site. One rule for the server (the sign-in schemas, Auth.js's
// redirect callback, the admin login) and the browser (the sign-in pages'
// links): browsers drop tabs and line breaks from an address and read "\" as
// "/", so "/\t/evil.example" or "/\evil.example" would open evil.example.
// Safe for the browser: no server-only imports.

/** The longest return path accepted. */
export const RETURN_PATH_MAX_LENGTH = 500;

/** Any origin serves to resolve a path; only "stays on it" matters. */
const PROBE_ORIGIN = "https://shop.invalid";

const CONTROL_OR_BACKSLASH = /[\x00-\x1f\x7f\\]/;

/** The value with its percent-escapes decoded (up to three rounds), or null when they are broken. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3 && current.includes("%"); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

/** Starts with exactly one "/": not "//" (another host) nor "/\" (the same, to a browser). */
const isRootedPath = (value: string) => value.startsWith("/") && value[1] !== "/" && value[1] !== "\\";

/**
 * Whether `value` is a path of the shop to return to: it starts with a single
 * "/", has no control character or backslash (neither as written nor once
 * percent-decoded), is at most RETURN_PATH_MAX_LENGTH long, and resolved
 * against the shop's origin it stays on that origin.
 */
export function isOwnReturnPath(value: unknown, origin: string = PROBE_ORIGIN): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  const forms = decodedForms(value);
  if (!forms) return false;
  if (!forms.every((form) => isRootedPath(form) && !CONTROL_OR_BACKSLASH.test(form))) return false;
  try {
    const base = new URL(origin).origin;
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** `value` when it is a path of the shop to return to, otherwise `fallback`. */
export function ownReturnPath(value: unknown, fallback: string): string {
  return isOwnReturnPath(value) ? value : fallback;
}

/** A return path inside the admin area (`/admin` and below), for the admin login forms. */
export function isAdminReturnPath(value: unknown): value is string {
  return isOwnReturnPath(value) && /^\/admin(?:[/?#]|$)/.test(value);
}
