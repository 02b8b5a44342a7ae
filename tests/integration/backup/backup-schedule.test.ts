// The daily backup of the running shop: claimed once (lib/maintenance/jobs.ts),
// on only with a passphrase or an explicit BACKUP_WITHOUT_SECRETS, keeping the
// newest BACKUP_KEEP archives in DATA_DIR/backups and at BACKUP_S3_URL (an
// S3-compatible server that checks every signature, or a folder); a copy that
// fails is the run's error on the dashboard, and lastBackup() tells the
// alerts the newest backup's time and size. Its own PostgreSQL server, so it
// runs in the embedded pass only.
import "../../support/checkout-env";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { startPostgres, type PostgresServer } from "../../cluster/postgres";
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from "../../support/fake-s3";
import { PASSPHRASE, prepareShopDatabase, tempDir, switchToShop, type ShopEnv } from "./support/shop";
import { freePort } from "../../support/ports";

jest.setTimeout(120_000);

const describeSchedule = process.env.TEST_DATABASE_LABEL === "server" ? describe.skip : describe;

let server: PostgresServer;
let s3: FakeS3;
let dataDir: string;
let env: ShopEnv;

const archivesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".tar.gz")).sort();

/** Makes the daily job due again, as a day later. */
async function aDayLater() {
  const { db } = await import("@/lib/db");
  await db.$executeRaw`UPDATE "ScheduledJob" SET "lastSucceededAt" = "lastSucceededAt" - interval '1 day', "lastStartedAt" = "lastStartedAt" - interval '1 day' WHERE name = 'backup'`;
}

describeSchedule("the daily backup", () => {
  beforeAll(async () => {
    server = await startPostgres(await freePort());
    await prepareShopDatabase(server.url);
    s3 = await startFakeS3("shop-backups");
    dataDir = tempDir("backup-schedule");
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: server.url,
      UPLOAD_STORE: "postgres",
      AUTH_SECRET: "backup-schedule-auth-secret-0123456789abcdef",
      BACKUP_PASSPHRASE: PASSPHRASE,
      BACKUP_KEEP: "2",
      BACKUP_S3_URL: `${s3.endpoint}/shop-backups/verdant/daily`,
      BACKUP_S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    };
  });

  afterAll(async () => {
    await switchToShop({ DATA_DIR: dataDir });
    await s3?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is one of the running shop's schedules, checked every 15 minutes", async () => {
    await switchToShop(env);
    const { BACKGROUND_SCHEDULES } = await import("@/lib/maintenance/background");
    expect(BACKGROUND_SCHEDULES.find((spec) => spec.name === "backup")).toMatchObject({ intervalMs: 15 * 60 * 1000 });
  });

  it("raises backup_stale from its tick when the last backup is older than 26 hours, and closes it once a new one is made", async () => {
    // Backups off (no passphrase): the tick makes none, and still tells the owner the last one is old.
    await switchToShop({ ...env, BACKUP_PASSPHRASE: undefined });
    const { db } = await import("@/lib/db");
    const { BACKGROUND_SCHEDULES } = await import("@/lib/maintenance/background");
    const tick = BACKGROUND_SCHEDULES.find((spec) => spec.name === "backup")!.run;
    const old = await db.backup.create({
      data: { fileName: "shop-backup-old.tar.gz", bytes: 1234, durationMs: 10, trigger: "schedule", secrets: true, createdAt: new Date(Date.now() - 27 * 60 * 60 * 1000) },
    });
    await tick();
    await tick();
    // The alert's e-mails go out after the tick; this file's modules must finish them before the database is switched.
    const { alertDeliveriesSettled } = await import("@/lib/alerts/raise");
    await alertDeliveriesSettled();
    const stale = await db.alert.findMany({ where: { name: "backup_stale" } });
    expect(stale).toEqual([expect.objectContaining({ key: old.createdAt.toISOString(), resolvedAt: null })]);

    await db.backup.create({ data: { fileName: "shop-backup-new.tar.gz", bytes: 1234, durationMs: 10, trigger: "command", secrets: true } });
    await tick();
    await alertDeliveriesSettled();
    expect(await db.alert.findMany({ where: { name: "backup_stale" } })).toEqual([expect.objectContaining({ resolvedAt: expect.any(Date), resolvedByEmail: "shop" })]);
    await db.alert.deleteMany({ where: { name: "backup_stale" } });
    await db.outgoingEmail.deleteMany({ where: { dedupeKey: { contains: "backup_stale" } } });
    await db.backup.deleteMany();
  });

  it("is off without a passphrase unless told to back up without the secrets", async () => {
    await switchToShop({ ...env, BACKUP_PASSPHRASE: undefined });
    const { runScheduledBackup } = await import("@/lib/backup/run");
    expect(await runScheduledBackup()).toEqual({ ran: false });
    const { lastBackup } = await import("@/lib/backup/history");
    expect(await lastBackup()).toBeNull();

    await switchToShop({ ...env, BACKUP_PASSPHRASE: undefined, BACKUP_WITHOUT_SECRETS: "1", BACKUP_S3_URL: undefined });
    const run = await (await import("@/lib/backup/run")).runScheduledBackup();
    expect(run.ran && run.result.created.manifest.secrets).toEqual({ included: false, authSecret: false, dataKeys: false });
    // Back to a shop that never made a backup, for the next tests.
    const { db } = await import("@/lib/db");
    await db.backup.deleteMany();
    await db.scheduledJob.deleteMany({ where: { name: "backup" } });
    rmSync(path.join(dataDir, "backups"), { recursive: true, force: true });
  });

  it("runs once a day and keeps the newest archives here and in S3", async () => {
    await switchToShop(env);
    const { runScheduledBackup } = await import("@/lib/backup/run");
    const { lastBackup } = await import("@/lib/backup/history");
    const first = await runScheduledBackup();
    expect(first.ran).toBe(true);
    // Not due again within the day, whichever instance asks.
    expect(await runScheduledBackup()).toEqual({ ran: false });
    const names: string[] = [];
    if (first.ran) names.push(path.basename(first.result.created.file));
    for (let day = 0; day < 2; day++) {
      await aDayLater();
      const run = await runScheduledBackup();
      expect(run.ran).toBe(true);
      if (run.ran) names.push(path.basename(run.result.created.file));
    }
    expect(archivesIn(path.join(dataDir, "backups"))).toEqual(names.slice(1));
    expect([...s3.objects.keys()].sort()).toEqual(names.slice(1).map((name) => `verdant/daily/${name}`));
    const newest = path.join(dataDir, "backups", names[2]!);
    expect(s3.objects.get(`verdant/daily/${names[2]}`)!.length).toBe(statSync(newest).size);
    const last = await lastBackup();
    expect(last).toEqual({ at: expect.any(Date), bytes: statSync(newest).size });
    expect(Date.now() - last!.at.getTime()).toBeLessThan(60_000);
  });

  it("keeps the newest in a folder given as BACKUP_S3_URL", async () => {
    const folder = tempDir("backup-copies");
    try {
      await switchToShop({ ...env, BACKUP_S3_URL: `file://${folder}`, BACKUP_S3_ACCESS_KEY_ID: undefined, BACKUP_S3_SECRET_ACCESS_KEY: undefined, BACKUP_KEEP: "1" });
      const { runScheduledBackup } = await import("@/lib/backup/run");
      for (let run = 0; run < 2; run++) {
        await aDayLater();
        expect((await runScheduledBackup()).ran).toBe(true);
      }
      expect(archivesIn(folder)).toHaveLength(1);
      expect(archivesIn(path.join(dataDir, "backups"))).toHaveLength(1);
      expect(archivesIn(folder)).toEqual(archivesIn(path.join(dataDir, "backups")));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("shows a copy that failed as the last run's error on the dashboard", async () => {
    await switchToShop(env);
    const { runScheduledBackup } = await import("@/lib/backup/run");
    const { getBackupStatus } = await import("@/lib/backup/status");
    const { grantAdminPrincipal } = await import("@/lib/auth/principal");
    await aDayLater();
    s3.failWith = 503;
    try {
      await expect(runScheduledBackup()).rejects.toThrow(/not copied to .*503/);
    } finally {
      s3.failWith = null;
    }
    const owner = grantAdminPrincipal({ id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com", sessionId: "s" });
    const status = await getBackupStatus(owner);
    expect(status.failure?.message).toMatch(/was made but not copied to .*shop-backups\/verdant\/daily\/: S3 PUT .* answered 503/);
    expect(status.last).toMatchObject({ copiedTo: null, secrets: true });
    expect(status).toMatchObject({ scheduled: true, keep: 2, copyTo: `${s3.endpoint}/shop-backups/verdant/daily/` });
  });
});
