// Tracking numbers in each carrier's real format:
//   USPS  22 digits (IMpb: 94 + service/mailer digits + serial + mod-10 check digit)
//   UPS   "1Z" + 16 characters (shipper, service code, package number with check digit)
//   FedEx 12 digits
import { randomInt } from "node:crypto";
import type { Carrier } from "@/lib/shipping/carriers";

type Random = (max: number) => number;
const digits = (count: number, random: Random) => Array.from({ length: count }, () => String(random(10))).join("");
const ALNUM = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** USPS mod-10 check digit: weights 3 and 1 from the right of the body. */
export function uspsCheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((char, index) => (sum += Number(char) * (index % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

/** UPS check digit over the 15 characters after "1Z" (letters mapped to digits). */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += index % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

export function generateTrackingNumber(carrier: Carrier, random: Random = randomInt): string {
  switch (carrier) {
    case "USPS": {
      const body = `9400${digits(17, random)}`;
      return `${body}${uspsCheckDigit(body)}`;
    }
    case "UPS": {
      const shipper = Array.from({ length: 6 }, () => ALNUM[random(ALNUM.length)]).join("");
      const body = `${shipper}03${digits(7, random)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    }
    case "FedEx":
      return `${1 + random(9)}${digits(11, random)}`;
  }
}
