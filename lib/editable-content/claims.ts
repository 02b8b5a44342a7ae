// Texts made of the owner's claims (lib/editable-content/schema.ts), so that
// every page says the same words and a claim the owner changes or drops
// changes everywhere. Safe for the browser.
import { CREDIBILITY_FIGURES, type Claims } from "@/lib/editable-content/schema";

/** "15% faster" → "15% Faster", for titles. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The shop in a line: "Natural tattoo aftercare that heals 15% faster" (the footer, the share image). */
export function tagline(claims: Pick<Claims, "fasterHealing">): string {
  return `Natural tattoo aftercare that heals ${claims.fasterHealing}`;
}

/** The credibility block's figures the owner has filled in, each with its label. */
export function credibilityFigures(claims: Claims): { label: string; value: string }[] {
  return CREDIBILITY_FIGURES.map(({ key, label }) => ({ label, value: claims[key].trim() })).filter((figure) => figure.value !== "");
}

/** "artist-approved and rated 10/10", or "artist-approved" without an artists' rating. */
export function artistApprovedPhrase(claims: Pick<Claims, "artistRatingFigure">): string {
  return claims.artistRatingFigure.trim() ? `artist-approved and rated ${claims.artistRatingFigure.trim()}` : "artist-approved";
}
