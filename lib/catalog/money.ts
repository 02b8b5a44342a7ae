// Money is integer cents inside the code; these helpers format it for people.

/** 900 → "$9", 1599 → "$15.99" (whole dollars drop the cents, as the spec writes prices). */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** 900 → "$9.00": for totals and receipts. */
export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Dollars as the spec's API shapes carry them → cents (price × 100, rounded). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
