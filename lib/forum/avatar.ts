// Default avatars, generated on our own server from the username (initials on
// a colour), without calling anyone else's service.
import "server-only";
import { createAvatar } from "@dicebear/core";
import * as initials from "@dicebear/initials";

const cache = new Map<string, string>();

/**
 * A data: URI of an SVG avatar with the username's initials, the same for the
 * same name. A page lists many of them, and each is sent twice (in the HTML
 * and in the data React hydrates from), so the SVG is kept small: without the
 * generator's licence metadata (CC0, nothing to attribute) and percent-encoded
 * only where a URI needs it.
 */
export function defaultAvatarUrl(username: string): string {
  let uri = cache.get(username);
  if (!uri) {
    const svg = createAvatar(initials, { seed: username, radius: 50, fontWeight: 600 }).toString();
    uri = compactSvgDataUri(svg);
    if (cache.size > 5_000) cache.clear();
    cache.set(username, uri);
  }
  return uri;
}

/** `data:image/svg+xml,…` of an SVG document, its metadata dropped and whitespace collapsed. */
export function compactSvgDataUri(svg: string): string {
  const compact = svg
    .replace(/<metadata[\s\S]*?<\/metadata>/g, "")
    .replace(/\s*\/>/g, "/>")
    .replace(/>\s+</g, "><")
    .replace(/"/g, "'");
  const encoded = compact.replace(/[\r\n%#<>?\[\\\]^`{|}]/g, encodeURIComponent).replace(/[^\x20-\x7e]/g, encodeURIComponent);
  return `data:image/svg+xml,${encoded}`;
}
