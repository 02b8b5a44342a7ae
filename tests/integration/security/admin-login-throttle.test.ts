// Admin login throttling: decided before any hash, atomically, per client
// address (from trusted hops only), per e-mail as a growing delay that never
// locks the owner out for good, and with a global cap on hashes per second.
import { POST as login } from "@/app/api/admin/auth/route";
import { db } from "@/lib/db";
import { claimLoginAttempt, clearLoginFailures, loginDelaySeconds, LoginRateLimitedError } from "@/lib/auth/login-throttle";
import { LIMITS, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_SECONDS } from "@/lib/security/limits";
import { nextWindowStart, quietMoment, setDate } from "../../support/clock";
import { createTestAdmin, loginRequest, noContext } from "../support/admin-auth";


async function refusedFor(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof LoginRateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

// Every hashed attempt costs a real scrypt hash (128 MiB, a few hundred ms).
jest.setTimeout(120_000);

describe("admin login throttling", () => {
  it("counts a client by the peer the shop saw: forty wrong logins claiming other addresses get 429s", async () => {
    // The clock (Date only) is set: the forty logins fall in one window of the
    // address limit, a second apart, whatever the real time and the machine's speed.
    const windowStart = nextWindowStart(LIMITS.adminLoginsPerAddress.windowSeconds);
    setDate(windowStart);
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 40; i += 1) {
        jest.setSystemTime(windowStart + 1000 * (i + 1));
        const res = await login(loginRequest({ email: `stuffing-${i}@example.com`, password: `guess-${i}-password` }, `198.51.100.${i}, 203.0.113.200`), noContext);
        statuses.push(res.status);
      }
    } finally {
      jest.useRealTimers();
    }
    expect(statuses.slice(0, LIMITS.adminLoginsPerAddress.limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMITS.adminLoginsPerAddress.limit).every((status) => status === 429)).toBe(true);
  });

  it("records each attempt before hashing: a burst of parallel guesses for one e-mail hashes only a few", async () => {
    await createTestAdmin(db, "burst@example.com", "burst-admin-password");
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(loginRequest({ email: "burst@example.com", password: `parallel-guess-${i}` }, `192.0.2.${i + 1}`), noContext)),
    );
    const statuses = responses.map((res) => res.status);
    // Only the hashed attempts are recorded; the rest were refused before any hash:
    // the free failures, and the one after them that sets the first delay.
    const hashed = await db.loginAttempt.count({ where: { email: "burst@example.com" } });
    expect(hashed).toBe(LOGIN_FREE_FAILURES + 1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(hashed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - hashed);
  });

  it("delays an e-mail more with each failure past the free ones, up to a cap, and never for good", async () => {
    expect(Array.from({ length: 14 }, (_, i) => loginDelaySeconds(i + 1))).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const email = "delay@example.com";
    let now = new Date("2026-11-24T10:00:00Z");
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) expect(await refusedFor(claimLoginAttempt(`10.0.0.${i}`, email, now))).toBeNull();
    // The sixth failure sets a 1 s delay, the seventh 2 s, …
    expect(await refusedFor(claimLoginAttempt("10.0.1.1", email, now))).toBeNull();
    expect(await refusedFor(claimLoginAttempt("10.0.1.2", email, now))).toBe(1);
    now = new Date(now.getTime() + 1000);
    expect(await refusedFor(claimLoginAttempt("10.0.1.3", email, now))).toBeNull();
    expect(await refusedFor(claimLoginAttempt("10.0.1.4", email, new Date(now.getTime() + 1000)))).toBe(1);
    // Hundreds of failures later the wait is still at most the cap.
    for (let i = 0; i < 30; i += 1) {
      now = new Date(now.getTime() + LOGIN_MAX_DELAY_SECONDS * 1000);
      expect(await refusedFor(claimLoginAttempt(`10.0.2.${i}`, email, now))).toBeNull();
    }
    expect(await refusedFor(claimLoginAttempt("10.0.3.1", email, now))).toBe(LOGIN_MAX_DELAY_SECONDS);
    now = new Date(now.getTime() + LOGIN_MAX_DELAY_SECONDS * 1000);
    expect(await refusedFor(claimLoginAttempt("10.0.3.2", email, now))).toBeNull();
    // A success starts the e-mail from zero.
    await clearLoginFailures(email);
    expect(await db.loginThrottle.findUnique({ where: { email } })).toBeNull();
  });

  it("caps password hashes per second across all clients and e-mails", async () => {
    const now = new Date("2026-11-24T11:00:00.100Z");
    const results = [];
    for (let i = 0; i < LIMITS.loginHashesPerSecond.limit + 2; i += 1) results.push(await refusedFor(claimLoginAttempt(`172.16.0.${i}`, `cap-${i}@example.com`, now)));
    expect(results.slice(0, LIMITS.loginHashesPerSecond.limit)).toEqual(Array(LIMITS.loginHashesPerSecond.limit).fill(null));
    expect(results.slice(LIMITS.loginHashesPerSecond.limit)).toEqual([1, 1]);
    expect(await refusedFor(claimLoginAttempt("172.16.1.1", "cap-next@example.com", new Date("2026-11-24T11:00:01.100Z")))).toBeNull();
  });

  it("never holds back a client the e-mail logged in from before: strangers' failures do not lock the owner out", async () => {
    const auth = await createTestAdmin(db, "owner-known@example.com", "owner-known-password");
    const owner = { email: "owner-known@example.com", password: auth.password };
    const start = quietMoment(1);
    setDate(start);
    try {
      expect((await login(loginRequest(owner, "203.0.113.77"), noContext)).status).toBe(200);
      // A stranger keeps the e-mail's delay up from other addresses …
      for (let i = 0; i < LOGIN_FREE_FAILURES + 3; i += 1) {
        await login(loginRequest({ email: owner.email, password: `stranger-${i}-guess` }, `198.51.100.${i + 150}`), noContext);
      }
      expect((await login(loginRequest({ email: owner.email, password: "stranger-next-guess" }, "198.51.100.170"), noContext)).status).toBe(429);
      // … and a new address of the owner waits with everyone else; the known one does not.
      expect((await login(loginRequest(owner, "203.0.113.78"), noContext)).status).toBe(429);
      expect((await login(loginRequest({ ...owner, password: "a-typo-of-the-owner" }, "203.0.113.77"), noContext)).status).toBe(401);
      expect((await login(loginRequest(owner, "203.0.113.77"), noContext)).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it("lets the owner in with the right password once the delay has passed, after a stranger's failures", async () => {
    const auth = await createTestAdmin(db, "owner-delay@example.com", "owner-delay-password");
    // The clock (Date only) stands still while the stranger fails and the owner
    // is told to wait, then moves on by exactly the delay.
    const start = quietMoment(1);
    setDate(start);
    try {
      // One failure past the free ones: the e-mail must wait a second.
      for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i += 1) {
        expect((await login(loginRequest({ email: "owner-delay@example.com", password: `stranger-${i}-guess` }, `198.51.100.${i + 100}`), noContext)).status).toBe(401);
      }
      const owner = { email: "owner-delay@example.com", password: auth.password };
      const waiting = await login(loginRequest(owner, "203.0.113.5"), noContext);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get("Retry-After")).toBe("1");
      jest.setSystemTime(start + 999);
      expect((await login(loginRequest(owner, "203.0.113.5"), noContext)).status).toBe(429);
      jest.setSystemTime(start + 1000);
      expect((await login(loginRequest(owner, "203.0.113.5"), noContext)).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
