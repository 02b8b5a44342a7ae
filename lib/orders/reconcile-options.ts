// The options of `npm run orders:reconcile`: how many days back to look.

export const RECONCILE_DAYS = { min: 1, max: 3650, default: 7 } as const;

export const RECONCILE_USAGE = `Usage: npm run orders:reconcile [-- --days N]   (N from ${RECONCILE_DAYS.min} to ${RECONCILE_DAYS.max}, default ${RECONCILE_DAYS.default})`;

export function isReconcileDays(days: number): boolean {
  return Number.isInteger(days) && days >= RECONCILE_DAYS.min && days <= RECONCILE_DAYS.max;
}

/** The --days value of the command's arguments, or an error message. */
export function parseReconcileArgs(args: string[]): { days: number } | { error: string } {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--days") value = args[++i] ?? "";
    else if (arg.startsWith("--days=")) value = arg.slice("--days=".length);
    else return { error: `Unknown argument "${arg}".\n${RECONCILE_USAGE}` };
  }
  if (value === undefined) return { days: RECONCILE_DAYS.default };
  const days = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!isReconcileDays(days)) {
    return { error: `--days must be a whole number from ${RECONCILE_DAYS.min} to ${RECONCILE_DAYS.max} (got "${value}").\n${RECONCILE_USAGE}` };
  }
  return { days };
}
