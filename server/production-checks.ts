// What a production instance (npm run serve) refuses before it listens: the
// settings that only suit one machine. Each problem names its variable.
import pg from "pg";
import type { Config } from "../lib/config";
import { logger } from "../lib/log";

const log = logger("shop");

export interface StartProblem {
  variable: string;
  message: string;
}

/** Problems of the configuration itself. */
export function configurationProblems(config: Config, env: NodeJS.ProcessEnv): StartProblem[] {
  const problems: StartProblem[] = [];
  if (config.database.embedded) {
    problems.push({ variable: "DATABASE_URL", message: "is not set: the embedded database is for one machine (npm start); instances share one PostgreSQL server." });
  }
  if (!config.auth.secret) {
    problems.push({ variable: "AUTH_SECRET", message: "is not set: every instance needs the same secret (32+ characters), or sessions work on one instance only." });
  }
  if (!config.dataKeys) {
    problems.push({
      variable: "DATA_ENCRYPTION_KEYS",
      message:
        'is not set: every instance needs the same data key ring to read the two-factor secrets and Google tokens it stores. Make a key with `echo "k1:$(openssl rand -base64 32)"` (an id, a colon, 32 random bytes in base64) and set it on every instance; on a shop that had none, run `npm run secrets:reencrypt` once they run.',
    });
  }
  if (config.payments.mode === "test" && env.PAYMENTS_MODE !== "test") {
    problems.push({ variable: "PAYMENTS_MODE", message: "test payments are on without PAYMENTS_MODE=test: set Stripe's keys, or PAYMENTS_MODE=test on purpose." });
  }
  if (config.payments.mode === "unavailable") {
    problems.push({ variable: "STRIPE_SECRET_KEY", message: "is not set: the shop could not take payments. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS_MODE=test on purpose)." });
  }
  return problems;
}

/** Problems of running beside `others` live instances of the shop. */
export function clusterProblems(config: Config, others: number): StartProblem[] {
  if (others === 0) return [];
  const problems: StartProblem[] = [];
  if (config.uploads.store === "local") {
    problems.push({ variable: "UPLOAD_STORE", message: `photos are kept on this machine's disk, but ${others} other instance(s) run: set UPLOAD_STORE=postgres or BLOB_READ_WRITE_TOKEN.` });
  }
  if (!config.mail.smtpUrl) {
    problems.push({ variable: "SMTP_URL", message: `e-mails are written to this machine's disk, but ${others} other instance(s) run: set SMTP_URL.` });
  }
  if (!config.cache.redisUrl) {
    problems.push({ variable: "REDIS_URL", message: `pages are cached on this machine only, but ${others} other instance(s) run: set REDIS_URL so a refresh reaches every instance.` });
  }
  return problems;
}

/** How long an instance counts as running after its last heartbeat. */
export const INSTANCE_LIVE_SECONDS = 45;
const HEARTBEAT_MS = 15_000;

/**
 * This process's row in ServerInstance: how many other instances are live,
 * then a heartbeat until stop().
 */
export async function joinCluster(url: string, id: string, host: string): Promise<{ others: number; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
  const { rows } = await pool.query<{ others: string }>(
    `SELECT count(*) AS others FROM "ServerInstance" WHERE id <> $1 AND "lastSeenAt" > now() - make_interval(secs => $2)`,
    [id, INSTANCE_LIVE_SECONDS],
  );
  await pool.query(`DELETE FROM "ServerInstance" WHERE "lastSeenAt" < now() - interval '1 day'`);
  await pool.query(
    `INSERT INTO "ServerInstance" (id, hostname, pid, "startedAt", "lastSeenAt") VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (id) DO UPDATE SET "lastSeenAt" = now()`,
    [id, host, process.pid],
  );
  const timer = setInterval(() => {
    pool.query(`UPDATE "ServerInstance" SET "lastSeenAt" = now() WHERE id = $1`, [id]).catch((error) => {
      log.error("instance heartbeat failed", { error: error instanceof Error ? error.message : String(error) });
    });
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    others: Number(rows[0]?.others ?? 0),
    async stop() {
      clearInterval(timer);
      await pool.query(`DELETE FROM "ServerInstance" WHERE id = $1`, [id]).catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
