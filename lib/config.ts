// All configuration of the shop, read from the environment and validated in
// one place. A bad value stops start-up with a message naming the variable.
// Every variable is listed, with a comment, in .env.example.
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** A key of the data key ring (DATA_ENCRYPTION_KEYS): its name, written into every value it seals, and 32 bytes. */
export interface DataKey {
  id: string;
  key: Buffer;
}

const DATA_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The keys of a DATA_ENCRYPTION_KEYS value (or of the one-machine file
 * DATA_DIR/data-keys, in the same format): `id:base64key` entries separated by
 * commas (or line breaks), each key 32 bytes, each id (letters, digits, - and
 * _) once. The first seals; all open. Throws with what is wrong, never
 * quoting a key.
 */
export function parseDataKeys(text: string): DataKey[] {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new Error("holds no key: write id:base64key entries (32-byte keys), separated by commas");
  const keys: DataKey[] = [];
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(":");
    const id = colon < 0 ? "" : entry.slice(0, colon);
    const encoded = colon < 0 ? "" : entry.slice(colon + 1);
    if (!DATA_KEY_ID.test(id)) throw new Error(`entry ${index + 1} is not id:base64key (an id of letters, digits, - or _, up to 32, then a colon)`);
    const key = Buffer.from(encoded, "base64");
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || key.length !== 32) throw new Error(`the key "${id}" is not 32 bytes in base64 (make one with: openssl rand -base64 32)`);
    if (keys.some((other) => other.id === id)) throw new Error(`the id "${id}" is given twice`);
    keys.push({ id, key });
  });
  return keys;
}

const dataKeys = optionalString.superRefine((value, ctx) => {
  if (value === undefined) return;
  try {
    parseDataKeys(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
  }
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

const postgresUrl = optionalString.refine(
  (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
  "must be a postgresql:// connection URL",
);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port(3000),
    DATA_DIR: z.string().default(".data"),

    DATABASE_URL: postgresUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    EMBEDDED_DB_PORT: port(54329),
    SEED_SAMPLE_DATA: flag,

    // Proxies in front of the shop (load balancer, CDN) whose X-Forwarded-For entries are trusted.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Seconds a stopping instance keeps serving while its readiness answers 503 (server/serve.ts).
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).optional(),

    // Unset: http://localhost:<PORT>, the address `npm start` serves on.
    NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SUPPORT_EMAIL: z.email().default("support@verdantink.com"),

    AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    // During a rotation of AUTH_SECRET: the secret it replaces, still accepted (never used to sign).
    AUTH_SECRET_PREVIOUS: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    // The keys that encrypt stored secrets (two-factor secrets, recovery codes, Google's tokens):
    // id:base64key entries (32-byte keys) separated by commas; the first seals, all open.
    DATA_ENCRYPTION_KEYS: dataKeys,
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 10, "must be at least 10 characters"),
    // Two-factor authentication is required of every admin in production; 0 turns the requirement off.
    ADMIN_REQUIRE_2FA: z.enum(["0", "1", ""]).optional(),

    PAYMENTS_MODE: z.enum(["stripe", "test", ""]).optional(),
    STRIPE_SECRET_KEY: optionalString.refine((v) => v === undefined || /^(sk|rk)_/.test(v), "must start with sk_ or rk_"),
    STRIPE_PUBLISHABLE_KEY: optionalString.refine((v) => v === undefined || v.startsWith("pk_"), "must start with pk_"),
    STRIPE_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.startsWith("whsec_"), "must start with whsec_"),
    STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
    // 1: Stripe Tax computes the sales tax by address and records each sale and refund (needs STRIPE_SECRET_KEY).
    STRIPE_TAX: flag,

    BLOB_READ_WRITE_TOKEN: optionalString,
    // Where photos are kept: "blob" (Vercel Blob, needs BLOB_READ_WRITE_TOKEN), "postgres" (the
    // database, shared by every instance) or "local" (DATA_DIR/uploads, one machine only).
    UPLOAD_STORE: z.enum(["local", "blob", "postgres", ""]).optional(),
    // Redis (or Valkey) holding the Next.js cache, shared by every instance. Unset: the local filesystem cache.
    REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL"),
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(10 * 1024 * 1024),
    // The largest tutorial video the owner may upload (MP4 or WebM).
    TUTORIAL_VIDEO_MAX_BYTES: z.coerce.number().int().min(1).default(100 * 1024 * 1024),

    EASYPOST_API_KEY: optionalString,
    // The secret of the EasyPost webhook (tracker events) set up at EasyPost for /api/webhooks/easypost.
    EASYPOST_WEBHOOK_SECRET: optionalString,

    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_SITE_VERIFICATION: optionalString.refine(
      // The content value of Google's `<meta name="google-site-verification">` tag.
      (v) => v === undefined || /^[A-Za-z0-9_-]{10,100}$/.test(v),
      "must be the content value of Google's site-verification meta tag (letters, digits, - and _)",
    ),
    GOOGLE_TOKEN_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    GOOGLE_API_BASE: optionalString.pipe(z.url().optional()),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optionalString.refine((v) => v === undefined || /^G-[A-Z0-9]+$/.test(v), "must look like G-XXXXXXX"),

    SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: optionalString,

    // The log (lib/log.ts): one JSON object per line; lines below this level are dropped.
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    // Unexpected errors are also sent to Sentry (lib/observability/sentry.ts) with a DSN from the Sentry project's settings.
    SENTRY_DSN: optionalString.refine((v) => v === undefined || /^https?:\/\/[^@/\s]+@[^/\s]+\/.*\d+$/.test(v), "must be a Sentry DSN: https://<key>@<host>/<project id>"),
    SENTRY_ENVIRONMENT: optionalString,
    // OpenTelemetry traces go to this OTLP/HTTP collector (e.g. http://otel-collector:4318).
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url().optional()),

    // Backups (lib/backup): the passphrase that seals the secrets in each archive, how many archives
    // to keep, and where to copy them (s3://bucket/prefix, an S3-compatible https:// endpoint with
    // the bucket in its path, or a folder).
    BACKUP_PASSPHRASE: optionalString.refine((v) => v === undefined || v.length >= 12, "must be at least 12 characters"),
    BACKUP_WITHOUT_SECRETS: flag,
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_S3_URL: optionalString.refine(
      (v) => v === undefined || /^(s3|https?|file):\/\//.test(v) || v.startsWith("/"),
      "must be s3://bucket/prefix, an http(s):// S3-compatible address, a file:// URL or an absolute folder path",
    ),
    BACKUP_S3_ACCESS_KEY_ID: optionalString,
    BACKUP_S3_SECRET_ACCESS_KEY: optionalString,
    BACKUP_S3_REGION: optionalString,

    // Alerts (lib/alerts/): besides the admins' e-mails, a signed POST with a Slack-compatible body to this address.
    ALERT_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // The key of the webhook's signature (HMAC-SHA256, header X-Shop-Signature); required with ALERT_WEBHOOK_URL.
    ALERT_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),

    // The shop's time zone (IANA name): where its business days (Monday to Friday) begin and end, for late orders.
    SHOP_TIME_ZONE: z
      .string()
      .trim()
      .default("America/Chicago")
      .refine(isTimeZone, "must be an IANA time zone name, e.g. America/New_York"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_MODE === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required when PAYMENTS_MODE=stripe" });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_PUBLISHABLE_KEY"], message: "is required with STRIPE_SECRET_KEY" });
    }
    if (env.STRIPE_TAX && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_TAX"], message: "needs STRIPE_SECRET_KEY: Stripe Tax works only with Stripe payments" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"], message: "ADMIN_EMAIL and ADMIN_PASSWORD go together" });
    }
    if (env.UPLOAD_STORE === "blob" && !env.BLOB_READ_WRITE_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["BLOB_READ_WRITE_TOKEN"], message: "is required when UPLOAD_STORE=blob" });
    }
    if (env.BACKUP_S3_URL && /^(s3|https?):/.test(env.BACKUP_S3_URL) && !(env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: [env.BACKUP_S3_ACCESS_KEY_ID ? "BACKUP_S3_SECRET_ACCESS_KEY" : "BACKUP_S3_ACCESS_KEY_ID"], message: "BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY are required with an S3 BACKUP_S3_URL" });
    }
    if (env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["ALERT_WEBHOOK_SECRET"], message: "is required with ALERT_WEBHOOK_URL: every alert sent there is signed with it" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"], message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together" });
    }
  });

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>) {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const embedded = raw.DATABASE_URL === undefined;
  // The one decision of the payment mode: Stripe whenever its keys are set
  // (test payments never run next to real ones), test payments on the
  // embedded database or when asked for, otherwise none.
  const paymentsMode: "stripe" | "test" | "unavailable" = raw.STRIPE_SECRET_KEY
    ? "stripe"
    : raw.PAYMENTS_MODE === "test" || embedded
      ? "test"
      : "unavailable";
  return {
    env: raw.NODE_ENV,
    port: raw.PORT,
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    // Unset: a few seconds for a production instance (npm run serve), none for npm start.
    shutdownDrainSeconds: raw.SHUTDOWN_DRAIN_SECONDS,
    dataDir,
    siteUrl: (raw.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    supportEmail: raw.SUPPORT_EMAIL,
    database: {
      embedded,
      // The embedded database is served by `npm start` on EMBEDDED_DB_PORT.
      url: raw.DATABASE_URL ?? `postgresql://postgres:postgres@localhost:${raw.EMBEDDED_DB_PORT}/postgres?sslmode=disable`,
      embeddedPort: raw.EMBEDDED_DB_PORT,
      // PGlite runs one query at a time; a single connection per app keeps
      // every statement of a request together.
      poolMax: raw.DATABASE_POOL_MAX ?? (embedded ? 1 : 10),
      // A query (or a connection attempt, at most 3 s) that gets no answer in
      // this time fails, so a database that stops answering gives 503s, not hangs.
      queryTimeoutMs: raw.DATABASE_QUERY_TIMEOUT_MS,
      connectTimeoutMs: Math.min(3_000, raw.DATABASE_QUERY_TIMEOUT_MS),
      seedSampleData: embedded || raw.SEED_SAMPLE_DATA,
    },
    auth: {
      secret: raw.AUTH_SECRET,
      // Accepted beside AUTH_SECRET while a rotation runs; never signs.
      previousSecret: raw.AUTH_SECRET_PREVIOUS !== raw.AUTH_SECRET ? raw.AUTH_SECRET_PREVIOUS : undefined,
      adminEmail: raw.ADMIN_EMAIL?.toLowerCase(),
      adminPassword: raw.ADMIN_PASSWORD,
      requireTwoFactor: raw.ADMIN_REQUIRE_2FA === "1" || (raw.ADMIN_REQUIRE_2FA !== "0" && raw.NODE_ENV === "production"),
    },
    payments: {
      mode: paymentsMode,
      stripeSecretKey: raw.STRIPE_SECRET_KEY,
      stripePublishableKey: raw.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: raw.STRIPE_API_BASE,
      // Sales tax by Stripe Tax instead of the shop's own state table (lib/tax/provider.ts).
      stripeTax: raw.STRIPE_TAX && paymentsMode === "stripe",
    },
    uploads: {
      store: (raw.UPLOAD_STORE || (raw.BLOB_READ_WRITE_TOKEN ? "blob" : "local")) as "local" | "blob" | "postgres",
      blobToken: raw.BLOB_READ_WRITE_TOKEN,
      maxBytes: raw.UPLOAD_MAX_BYTES,
      videoMaxBytes: raw.TUTORIAL_VIDEO_MAX_BYTES,
      dir: path.join(dataDir, "uploads"),
    },
    shipping: { easypostApiKey: raw.EASYPOST_API_KEY, easypostWebhookSecret: raw.EASYPOST_WEBHOOK_SECRET },
    google: {
      clientId: raw.GOOGLE_CLIENT_ID,
      clientSecret: raw.GOOGLE_CLIENT_SECRET,
      siteVerification: raw.GOOGLE_SITE_VERIFICATION,
      // Only to open tokens stored before the key ring (DATA_ENCRYPTION_KEYS); secrets:reencrypt moves them.
      tokenKey: raw.GOOGLE_TOKEN_KEY,
      // A stand-in for Google's token and API endpoints (tests); unset in production.
      apiBase: raw.GOOGLE_API_BASE?.replace(/\/+$/, ""),
      gaMeasurementId: raw.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    },
    // The key ring of stored secrets (lib/security/data-keys.ts); `npm start` sets it on one machine.
    dataKeys: raw.DATA_ENCRYPTION_KEYS ? parseDataKeys(raw.DATA_ENCRYPTION_KEYS) : undefined,
    cache: { redisUrl: raw.REDIS_URL },
    observability: {
      logLevel: raw.LOG_LEVEL,
      sentryDsn: raw.SENTRY_DSN,
      sentryEnvironment: raw.SENTRY_ENVIRONMENT ?? "production",
      otlpEndpoint: raw.OTEL_EXPORTER_OTLP_ENDPOINT,
    },
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM ?? `Verdant Ink <${raw.SUPPORT_EMAIL}>`,
      outboxDir: path.join(dataDir, "outbox"),
    },
    backup: {
      passphrase: raw.BACKUP_PASSPHRASE,
      withoutSecrets: raw.BACKUP_WITHOUT_SECRETS,
      keep: raw.BACKUP_KEEP,
      /** Where archives are written, and kept (the last `keep`). */
      dir: path.join(dataDir, "backups"),
      /** Where each scheduled archive is copied too (and the last `keep` kept). */
      copyTo: raw.BACKUP_S3_URL,
      s3: { accessKeyId: raw.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: raw.BACKUP_S3_SECRET_ACCESS_KEY, region: raw.BACKUP_S3_REGION ?? "us-east-1" },
    },
    alerts: { webhookUrl: raw.ALERT_WEBHOOK_URL, webhookSecret: raw.ALERT_WEBHOOK_SECRET },
    shop: { timeZone: raw.SHOP_TIME_ZONE },
  };
}

export type Config = ReturnType<typeof parseConfig>;

let cached: Config | undefined;

/** The configuration of this process, validated on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** This process's environment, handed on to the programs the shop runs (pg_dump, pg_restore). */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env };
}
