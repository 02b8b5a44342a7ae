// Money is integer cents inside the code (database, domain functions, the
// `…Cents` fields of internal types). Every JSON answer carries dollars (9,
// 15.99): the conversions between the two, and the formats shown to people,
// are these and no others.

/** 900 → 9, 1599 → 15.99: cents as a JSON answer carries them. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** 9 → 900, 15.99 → 1599: dollars (from a request or a JSON answer) → cents, rounded to the cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 900 → "$9", 1599 → "$15.99": a price; whole dollars drop the cents. */
export function formatPrice(cents: number): string {
  const dollars = centsToDollars(cents);
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** 900 → "$9.00": for totals and receipts. */
export function formatMoney(cents: number): string {
  return `$${centsToDollars(cents).toFixed(2)}`;
}

/** 9 → "$9.00": an amount in dollars, as a JSON answer carries it, shown like formatMoney. */
export function formatDollars(dollars: number): string {
  return formatMoney(dollarsToCents(dollars));
}
