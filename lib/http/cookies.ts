// Reading and writing cookies on plain Request/Response objects, so route
// handlers work the same in Next.js and when called directly.
import { isStorableText } from "@/lib/http/text";

/**
 * The first readable value of a cookie. A value whose percent-encoding is
 * broken is skipped (a later cookie of the same name may still be read), and
 * so is one that is not storable text.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0 || part.slice(0, index).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      continue;
    }
    if (isStorableText(value)) return value;
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { path: string; maxAge: number; secure: boolean; httpOnly?: boolean; sameSite?: "Lax" | "Strict" },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    `SameSite=${options.sameSite ?? "Lax"}`,
    ...(options.httpOnly === false ? [] : ["HttpOnly"]),
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}
