// Comparing a secret the client sent with the one the shop knows, in constant
// time, so the time an answer takes tells nothing about how much of it matched.
import "server-only";
import { timingSafeEqual } from "node:crypto";

export function sameSecret(known: string, given: string): boolean {
  const left = Buffer.from(known);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
