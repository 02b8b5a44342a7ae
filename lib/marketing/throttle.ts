// The arithmetic of the marketing send rate (pure): at most `ratePerMinute`
// marketing e-mails leave in any minute, across every instance. A delivery
// run sends what the last 60 seconds leave of the rate.

/** Marketing e-mails a run may send now, given how many left within the last minute. */
export function marketingAllowance(ratePerMinute: number, sentInLastMinute: number): number {
  if (!Number.isFinite(ratePerMinute) || ratePerMinute <= 0) return 0;
  return Math.max(0, Math.floor(ratePerMinute) - Math.max(0, sentInLastMinute));
}

/** How long sending `count` messages takes at the rate, in whole minutes (for the owner's confirmation). */
export function minutesToSend(count: number, ratePerMinute: number): number {
  if (count <= 0) return 0;
  return Math.ceil(count / Math.max(1, Math.floor(ratePerMinute)));
}
