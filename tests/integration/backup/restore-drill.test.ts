// The restore drill: a shop with orders, refunds, labels, forum posts,
// reviews, a tutorial video and an admin with two-factor authentication is
// backed up with `npm run backup` and brought back with `npm run restore` on
// an empty data folder (embedded database, photos on disk) and on an empty
// PostgreSQL database (UPLOAD_STORE=postgres). Then every order matches,
// every photo and the video answer with the same bytes through the shop's
// own route handler (the video by ranges), and the admin signs in with the
// old password and a code of the old authenticator. The embedded backup runs
// beside live checkouts, which it may hold up for at most a second.
// It starts its own databases, so it runs in the embedded pass only.
import "../../support/checkout-env";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startPostgres, type PostgresServer } from "../../cluster/postgres";
import { buildDrillShop, expectSameShop, readShop } from "./support/drill";
import { dataFolder, holdEmbeddedDatabase, PASSPHRASE, prepareShopDatabase, runShopCommand, tempDir, switchToShop, type HeldDatabase, type ShopEnv } from "./support/shop";
import { freePort } from "../../support/ports";

jest.setTimeout(240_000);

const describeDrill = process.env.TEST_DATABASE_LABEL === "server" ? describe.skip : describe;
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

let shoppers = 0;

/** Checkouts through the route handlers, one after another, until `work` is done: each one's time, and the orders they made. */
async function checkoutsDuring<T>(work: Promise<T>): Promise<{ result: T; ms: number[]; orderIds: Set<string> }> {
  const { attach, confirm, openIntent, postOrder } = await import("../checkout/test-mode-support");
  const { db } = await import("@/lib/db");
  let done = false;
  const finished = work.finally(() => (done = true));
  const ms: number[] = [];
  const orderIds = new Set<string>();
  do {
    // A shopper of their own each (the abuse limits count per client).
    const client = `10.77.${Math.floor(shoppers / 250)}.${(shoppers++ % 250) + 1}`;
    const started = performance.now();
    const intent = await openIntent("1oz", client);
    expect((await attach(intent.clientSecret, undefined, client)).status).toBe(200);
    expect((await confirm(intent.clientSecret, undefined, client)).status).toBe(200);
    expect((await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret }, client)).status).toBe(201);
    ms.push(performance.now() - started);
    orderIds.add((await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).id);
  } while (!done);
  return { result: await finished, ms, orderIds };
}

const archiveOf = (output: string) => /Backup written: (\S+)/.exec(output)?.[1];

describeDrill("restore drill", () => {
  it("brings back an embedded-database shop on an empty data folder, while checkouts go on during the backup", async () => {
    const source = dataFolder("drill-source");
    const target = tempDir("drill-target");
    cleanup.push(() => rmSync(source.dir, { recursive: true, force: true }), () => rmSync(target, { recursive: true, force: true }));
    const sourcePort = await freePort();
    let holder: HeldDatabase | null = await holdEmbeddedDatabase(path.join(source.dir, "pglite"), sourcePort);
    cleanup.push(() => holder?.stop());
    await prepareShopDatabase(holder.url);
    const sourceEnv: ShopEnv = { DATA_DIR: source.dir, EMBEDDED_DB_PORT: String(sourcePort), AUTH_SECRET: source.secret, UPLOAD_STORE: "local", BACKUP_PASSPHRASE: PASSPHRASE };
    await switchToShop(sourceEnv);
    await buildDrillShop();

    const baseline = await checkoutsDuring(new Promise((resolve) => setTimeout(resolve, 1_500)));
    const during = await checkoutsDuring(runShopCommand("backup", [], { ...sourceEnv, AUTH_SECRET: undefined }));
    const backup = during.result;
    expect(backup.code).toBe(0);
    const archive = archiveOf(backup.output)!;
    expect(archive).toContain(path.join(source.dir, "backups"));
    const before = await readShop();
    const slowest = Math.max(...during.ms);
    console.log(
      `[drill] embedded backup: ${(backup.ms / 1000).toFixed(1)} s, ${(readFileSync(archive).length / 1024 / 1024).toFixed(1)} MB; ` +
        `${during.ms.length} checkouts meanwhile, slowest ${slowest.toFixed(0)} ms (alone: slowest ${Math.max(...baseline.ms).toFixed(0)} ms); ` +
        `${/paused statements for (\d+) ms/.exec(backup.output)?.[1]} ms without statements`,
    );
    expect(during.ms.length).toBeGreaterThan(0);
    // Held for the copy, a checkout would wait for most of the backup (many
    // seconds); the margin is for a machine busy with the backup's own work.
    expect(slowest).toBeLessThan(2_000 + Math.max(...baseline.ms));
    await switchToShop({ DATA_DIR: target });
    await holder.stop();
    holder = null;

    // A fresh machine: an empty data folder, no secret of its own.
    const targetPort = await freePort();
    const restore = await runShopCommand("restore", [archive], { DATA_DIR: target, EMBEDDED_DB_PORT: String(targetPort), BACKUP_PASSPHRASE: PASSPHRASE });
    expect(restore.output).toContain("Restored the backup");
    expect(restore.code).toBe(0);
    const restoredSecret = readFileSync(path.join(target, "auth-secret"), "utf8").trim();
    expect(restoredSecret).toBe(source.secret);

    const restored = await holdEmbeddedDatabase(path.join(target, "pglite"), targetPort);
    try {
      await switchToShop({ DATA_DIR: target, EMBEDDED_DB_PORT: String(targetPort), AUTH_SECRET: restoredSecret, UPLOAD_STORE: "local" });
      await expectSameShop(before, during.orderIds);
    } finally {
      await switchToShop({ DATA_DIR: target });
      await restored.stop();
    }
  });

  it("brings back a PostgreSQL shop with its uploads in the database on an empty database", async () => {
    let server: PostgresServer | null = null;
    try {
      server = await startPostgres(await freePort());
    } catch (error) {
      throw new Error(`The drill needs PostgreSQL's server programs (apt-get install -y postgresql): ${error instanceof Error ? error.message : error}`);
    }
    cleanup.push(() => server?.stop());
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("CREATE DATABASE drill_source");
    await admin.query("CREATE DATABASE drill_target");
    await admin.end();
    const sourceUrl = server.url.replace(/\/postgres$/, "/drill_source");
    const targetUrl = server.url.replace(/\/postgres$/, "/drill_target");

    const source = dataFolder("drill-pg-source");
    const target = tempDir("drill-pg-target");
    cleanup.push(() => rmSync(source.dir, { recursive: true, force: true }), () => rmSync(target, { recursive: true, force: true }));
    await prepareShopDatabase(sourceUrl);
    const sourceEnv: ShopEnv = { DATA_DIR: source.dir, DATABASE_URL: sourceUrl, AUTH_SECRET: source.secret, UPLOAD_STORE: "postgres", BACKUP_PASSPHRASE: PASSPHRASE };
    await switchToShop(sourceEnv);
    await buildDrillShop();
    const before = await readShop();

    const backup = await runShopCommand("backup", ["--out", path.join(source.dir, "drill.tar.gz")], sourceEnv);
    expect(backup.output).toContain("Backup written");
    expect(backup.code).toBe(0);
    console.log(`[drill] PostgreSQL backup: ${(backup.ms / 1000).toFixed(1)} s, ${(readFileSync(path.join(source.dir, "drill.tar.gz")).length / 1024 / 1024).toFixed(1)} MB`);
    await switchToShop({ DATA_DIR: target });

    const targetEnv: ShopEnv = { DATA_DIR: target, DATABASE_URL: targetUrl, UPLOAD_STORE: "postgres", BACKUP_PASSPHRASE: PASSPHRASE };
    const restore = await runShopCommand("restore", [path.join(source.dir, "drill.tar.gz")], targetEnv);
    expect(restore.output).toContain("Restored the backup");
    expect(restore.code).toBe(0);
    const restoredSecret = readFileSync(path.join(target, "auth-secret"), "utf8").trim();
    expect(restoredSecret).toBe(source.secret);

    await switchToShop({ ...targetEnv, AUTH_SECRET: restoredSecret });
    try {
      await expectSameShop(before);
    } finally {
      await switchToShop({ DATA_DIR: target });
    }
  });
});
