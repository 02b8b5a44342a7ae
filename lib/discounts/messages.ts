// What a shopper is told about a discount code that gives no discount: one
// field message per reason.
import { formatMoney } from "@/lib/catalog/money";

export const DISCOUNT_MESSAGES = {
  unknown: "This code is not valid.",
  notStarted: (startsAt: Date) =>
    `This code can be used from ${startsAt.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}.`,
  expired: "This code has expired.",
  paused: "This code is not active right now.",
  usedUp: "This code has been used up.",
  alreadyUsed: "You have already used this code.",
  belowMinimum: (minCents: number) => `This code needs a subtotal of at least ${formatMoney(minCents)}.`,
  wrongSize: (size: string) => `This code applies only to the ${size} size.`,
  tooManyGuesses: "Too many codes tried. Please try again later.",
} as const;
