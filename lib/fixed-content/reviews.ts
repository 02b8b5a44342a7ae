// How a review is shown: a reviewer without a photo gets their initials. The
// reviews themselves are in the database (edited in /admin/content).

/** Initials for a reviewer without a photo: "Sarah Chen" → "SC". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
