// Throttling of admin logins, in PostgreSQL so that it holds across instances,
// decided before any password is hashed:
// - per client address, a cap on attempts (LIMITS.adminLoginsPerAddress);
// - a global cap on password hashes per second (LIMITS.loginHashesPerSecond),
//   so a flood cannot exhaust the servers' CPU and memory;
// - per e-mail, a growing delay: each attempt is recorded as a failure before
//   the hash is computed, in one atomic statement that also sets when the next
//   attempt may come. The first LOGIN_FREE_FAILURES failures carry no delay,
//   then 1 s, 2 s, 4 s … up to LOGIN_MAX_DELAY_SECONDS. Hundreds of parallel
//   guesses cannot pass together. A success clears the e-mail's record.
// - a client the e-mail has logged in from before (a success in the audit
//   trail, kept LOGIN_ATTEMPT_RETENTION_DAYS) is held back by neither the
//   e-mail's delay nor the global cap: strangers failing for the owner's
//   e-mail slow everyone else's guesses, but never lock the owner out from
//   the connection they use. Its attempts still count against its own cap.
import "server-only";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { LIMITS, LOGIN_ATTEMPT_RETENTION_DAYS, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_SECONDS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";

/** A login refused before any check, because the client or the e-mail must wait. */
export class LoginRateLimitedError extends DomainError {
  declare readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("rate_limited", "too_many_requests", "Too many login attempts. Please try again later.", { retryAfterSeconds });
    this.name = "LoginRateLimitedError";
  }
}

/** Whether this e-mail logged in from this client within the audit trail's days. */
async function loggedInFrom(client: string, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const found = await db.loginAttempt.findFirst({ where: { ip: client, email, succeeded: true, createdAt: { gt: since } }, select: { id: true } });
  return found !== null;
}

/** The next attempt of an e-mail whose failures are still free: no wait. */
const NO_WAIT = new Date(0);

/** Seconds an e-mail must wait after its `failures`-th failure. */
export function loginDelaySeconds(failures: number): number {
  if (failures <= LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_SECONDS, 2 ** (failures - LOGIN_FREE_FAILURES - 1));
}

/**
 * Claims one login attempt for this client and e-mail, or throws
 * LoginRateLimitedError. The attempt counts as a failure until
 * `clearLoginFailures` says it succeeded.
 */
export async function claimLoginAttempt(client: string, email: string, now = new Date()): Promise<void> {
  const byAddress = await consumeLimit(LIMITS.adminLoginsPerAddress, client, 1, now);
  if (!byAddress.allowed) throw new LoginRateLimitedError(byAddress.retryAfterSeconds);
  if (await loggedInFrom(client, email, now)) return;
  const hashes = await consumeLimit(LIMITS.loginHashesPerSecond, "all", 1, now);
  if (!hashes.allowed) throw new LoginRateLimitedError(hashes.retryAfterSeconds);

  // While the failures are free there is nothing to wait for (nextAttemptAt
  // stays at the epoch): attempts at the same moment pass whatever order their
  // clocks reach the database in. The first delay starts from its own attempt.
  const claimed = await db.$queryRaw<{ failures: number }[]>`
    INSERT INTO "LoginThrottle" ("email", "failures", "nextAttemptAt", "updatedAt")
    VALUES (${email}, 1, ${NO_WAIT}, ${now})
    ON CONFLICT ("email") DO UPDATE SET
      "failures" = "LoginThrottle"."failures" + 1,
      "nextAttemptAt" = CASE WHEN "LoginThrottle"."failures" + 1 > ${LOGIN_FREE_FAILURES}::int
        THEN ${now}::timestamp + make_interval(secs => LEAST(${LOGIN_MAX_DELAY_SECONDS}::int, power(2, LEAST("LoginThrottle"."failures" - ${LOGIN_FREE_FAILURES}::int, 20))::int))
        ELSE ${NO_WAIT}::timestamp END,
      "updatedAt" = ${now}
    WHERE "LoginThrottle"."nextAttemptAt" <= ${now}
    RETURNING "failures"`;
  if (claimed.length > 0) return;
  const row = await db.loginThrottle.findUnique({ where: { email }, select: { nextAttemptAt: true } });
  const waitMs = (row?.nextAttemptAt.getTime() ?? now.getTime()) - now.getTime();
  throw new LoginRateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** After a successful login: the e-mail starts from zero failures again. */
export async function clearLoginFailures(email: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { email } });
}

/** The audit trail of logins (purged after LOGIN_ATTEMPT_RETENTION_DAYS). */
export async function recordLoginAttempt(client: string, email: string, succeeded: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { ip: client, email, succeeded } });
}
