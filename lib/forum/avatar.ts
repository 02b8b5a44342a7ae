// Default avatars, drawn on our own server from the username (the spec's
// generated-avatar service, without calling anyone else's).
import "server-only";
import { createAvatar } from "@dicebear/core";
import * as initials from "@dicebear/initials";

const cache = new Map<string, string>();

/** A data: URI of an SVG avatar with the username's initials, the same for the same name. */
export function defaultAvatarUrl(username: string): string {
  let uri = cache.get(username);
  if (!uri) {
    uri = createAvatar(initials, { seed: username, radius: 50, fontWeight: 600 }).toDataUri();
    if (cache.size > 5_000) cache.clear();
    cache.set(username, uri);
  }
  return uri;
}
