// Authenticator codes, as the app shows them, for every test that signs in or
// turns two-factor on or off.
import { generate } from "otplib";

/**
 * The code of `secret` for the moment `offsetSeconds` from now (-30: the
 * step before this one, 30: the next), made early enough in its 30-second
 * step to still be good when the shop checks it: the shop accepts one step
 * either way of its own, so a code of the step before would be refused once
 * the next step begins. With less than 8 s of the step left, it waits for
 * the next one. (With Date stood still, the wait is on the real timers.)
 */
export async function totpCodeAt(secret: string, offsetSeconds = 0): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 22) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 100));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}
