// The one parcel an order ships in: a padded box with every tin of the order,
// weighed from its lines. A tin weighs its contents (the size's ounces, read
// from its name: "4 oz / 120ml" → 4) plus TIN_OUNCES of tin and wrapping; the
// box BOX_OUNCES. EasyPost takes weight in ounces.

export const BOX_OUNCES = 2;
export const TIN_OUNCES = 1.5;
/** A size whose name gives no ounces counts as the largest tin sold. */
const UNKNOWN_SIZE_OUNCES = 4;

export interface Parcel {
  length: number;
  width: number;
  height: number;
  /** Ounces. */
  weight: number;
}

/** "4 oz / 120ml" → 4; "1 oz" → 1; null when the name gives no ounces. */
export function ouncesOfSize(size: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:fl\.?\s*)?oz\b/i.exec(size);
  return match ? Number(match[1]) : null;
}

/** The parcel of an order's lines: a box that grows one inch in height per four tins. */
export function parcelFor(lines: readonly { productSize: string; quantity: number }[]): Parcel {
  const tins = lines.reduce((sum, line) => sum + line.quantity, 0);
  const contents = lines.reduce((sum, line) => sum + line.quantity * ((ouncesOfSize(line.productSize) ?? UNKNOWN_SIZE_OUNCES) + TIN_OUNCES), 0);
  return { length: 6, width: 4, height: 2 + Math.floor(Math.max(0, tins - 1) / 4), weight: Math.round((BOX_OUNCES + contents) * 10) / 10 };
}
