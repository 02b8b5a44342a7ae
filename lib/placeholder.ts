// Placeholder images (GET /api/placeholder/{w}/{h}): a neutral SVG of the
// requested size, so layouts keep their shape before real photos exist.

export const PLACEHOLDER_MAX_SIDE = 4000;

/** Parses a side length; null unless it is a whole number from 1 to the maximum. */
export function parsePlaceholderSide(value: string): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const side = Number(value);
  return side >= 1 && side <= PLACEHOLDER_MAX_SIDE ? side : null;
}

export function placeholderSvg(width: number, height: number): string {
  const fontSize = Math.max(8, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${width} by ${height} placeholder">` +
    `<rect width="100%" height="100%" fill="#dcefe1"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#1d5535">${width}×${height}</text>` +
    `</svg>`
  );
}
