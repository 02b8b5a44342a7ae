// npm run bench:admin: how fast the admin dashboard's data is on a busy shop.
//   1. starts a throw-away embedded database (PGlite, in memory), or uses the
//      PostgreSQL of --database-url (a throw-away database: its schema is
//      dropped and made again, so it refuses one holding real orders)
//   2. applies the migrations, adds the catalogue's products and generates
//      100,000 orders over the last year (bench/lib/generate-orders.ts)
//   3. times each measurement of each section (the Analytics tab, the order
//      searches, the tax page's nexus report): the median of 5 runs after a
//      warm-up, against its budget (300 ms unless said); and a customer's
//      account (50 of the orders are one regular customer's): GET
//      /api/account/orders with the customer's session cookie, the read
//      /account renders, at a steady 50 requests per second for 10 s, its p99
//      against 200 ms; a newsletter to 10,000 subscribers: the time to queue it
//      (against 10 s), then the checkout page's reads at 50 requests/s while
//      the marketing delivery sends it at 1,000 a minute (p99 against 250 ms);
//      then prints a table
// Exits 1 when a measurement is over its budget.
//
// Options: --database-url <url>, --orders <n> (default 100000), --runs <n> (default 5),
//          --analyze (refresh the planner's statistics before timing; PostgreSQL's
//          autovacuum does that after a bulk load, PGlite never does, so it is
//          the default on PostgreSQL and off on the embedded database),
//          --sql <statement> (run after the data is generated, before timing:
//          e.g. a candidate index, to measure it before it goes into the schema),
//          --only <section> (analytics, search, tax, account or newsletter: time that section alone)
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Module from "node:module";
import pg from "pg";
import type { AdminPrincipal } from "../lib/auth/principal";
import { migrateDatabase } from "../lib/db/migrator";
import { PRODUCTS } from "../prisma/seed-data/catalogue";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../scripts/lib/embedded-db";
import { GENERATED_PREFIX, generateOrders, TAXED_STATES } from "./lib/generate-orders";
import { numberOption, textOption } from "../lib/command-line";

const ORDERS = numberOption("orders", 100_000);
const RUNS = numberOption("runs", 5);
const DATABASE_URL = textOption("database-url");
const ANALYZE = process.argv.includes("--analyze") || DATABASE_URL !== undefined;
const EXTRA_SQL = textOption("sql");
const ONLY = textOption("only");
const BUDGET_MS = 300;

interface Measurement {
  section: string;
  label: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  budgetMs: number;
  /** For a measurement at a steady rate: the 99th percentile, judged against the budget instead of the median. */
  p99Ms?: number;
  /** A few words on what was measured (rows counted, …). */
  note: string;
}

const measurements: Measurement[] = [];

/**
 * Times `fn`: one warm-up run, then RUNS runs; records their median under
 * `section` / `label`. `fn` may return a short note for the table.
 */
async function time(section: string, label: string, fn: () => Promise<string | void>, budgetMs = BUDGET_MS): Promise<Measurement> {
  let note = (await fn()) ?? "";
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    note = (await fn()) ?? note;
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  const measurement = { section, label, medianMs: runs[Math.floor(runs.length / 2)], minMs: runs[0], maxMs: runs[runs.length - 1], budgetMs, note };
  measurements.push(measurement);
  return measurement;
}

/**
 * Calls `fn` at a steady `perSecond` for `seconds` after 10 warm-up calls,
 * open loop (each call starts when it is due, whether or not the ones before
 * it have finished, and its time counts from then, so a backlog shows in the
 * figures); records the median and the 99th percentile, judged by the p99.
 */
async function timeAtRate(section: string, label: string, fn: () => Promise<string | void>, { perSecond = 50, seconds = 10, budgetMs = 200 } = {}): Promise<Measurement> {
  let note = "";
  for (let i = 0; i < 10; i += 1) note = (await fn()) ?? note;
  const total = perSecond * seconds;
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(
      fn().then((answer) => {
        note = answer ?? note;
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(calls);
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)];
  const measurement = { section, label, medianMs: at(0.5), minMs: latencies[0], maxMs: latencies[latencies.length - 1], p99Ms: at(0.99), budgetMs, note: `${note}; ${total} requests at ${perSecond}/s` };
  measurements.push(measurement);
  return measurement;
}

/** What every section gets: the moment the orders were generated up to, an admin, and its timers. */
interface BenchContext {
  now: Date;
  admin: AdminPrincipal;
  /** Times `fn` under this section (see `time`). */
  time(label: string, fn: () => Promise<string | void>, budgetMs?: number): Promise<Measurement>;
  /** Times `fn` at a steady rate under this section (see `timeAtRate`). */
  timeAtRate(label: string, fn: () => Promise<string | void>, options?: { perSecond?: number; seconds?: number; budgetMs?: number }): Promise<Measurement>;
  /** Records one timing made by the section itself (a step that can run only once). */
  record(label: string, ms: number, budgetMs: number, note: string): void;
}

/**
 * Next.js's bundler gives server code (route handlers) the server build of
 * next/navigation, which Auth.js imports; plain Node, running this command,
 * must be told, or it loads the browser's build and fails.
 */
function loadServerBuildOfNextNavigation() {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    return resolve.call(this, request === "next/navigation" ? "next/dist/client/components/navigation.react-server.js" : request, ...rest);
  };
}

/** The regular customer of the generated orders (50 of them), typed at checkout with capitals as shoppers do. */
const BENCH_CUSTOMER = { email: "Regular.Customer@Example.com", orders: 50 };

/** The sections of the bench, in order. */
const SECTIONS: { name: string; run: (context: BenchContext) => Promise<void> }[] = [
  {
    name: "analytics",
    async run({ now, admin, time }) {
      const { getAnalytics } = await import("../lib/orders/analytics");
      const { ANALYTICS_RANGES, analyticsSchema } = await import("../lib/schemas/analytics");
      for (const range of ANALYTICS_RANGES) {
        await time(`getAnalytics ${range}`, async () => {
          // The answer as the API sends it: its schema holds at this size too.
          const figures = analyticsSchema.parse(await getAnalytics(admin, range, now));
          return `${figures.orders.toLocaleString("en-US")} orders, ${figures.series.length} ${figures.bucket}s, ${figures.conversion.opened.toLocaleString("en-US")} sessions`;
        });
      }
    },
  },
  {
    // The dashboard's order list: its searches answer within 200 ms at this size.
    name: "search",
    async run({ admin, time }) {
      const { db } = await import("../lib/db");
      const { listChangedOrders, listOrderPage } = await import("../lib/orders/search");
      const oldest = await db.order.findFirstOrThrow({ orderBy: { createdAt: "asc" }, select: { id: true, customerEmail: true, customerName: true } });
      const tracked = await db.order.findFirstOrThrow({ where: { trackingNumber: { not: null } }, orderBy: { createdAt: "asc" }, select: { trackingNumber: true } });
      const searches: [string, { q: string; status: "all" | "shipped" }][] = [
        ["first page, no search", { q: "", status: "all" }],
        ["oldest order's e-mail", { q: oldest.customerEmail, status: "all" }],
        ["order id prefix", { q: oldest.id.slice(0, 8), status: "all" }],
        ["tracking number", { q: tracked.trackingNumber!.toLowerCase(), status: "all" }],
        ["a name, shipped only", { q: oldest.customerName.split(" ")[0], status: "shipped" }],
      ];
      for (const [label, filters] of searches) {
        await time(label, async () => {
          const page = await listOrderPage(admin, filters);
          return `${(page.total ?? 0).toLocaleString("en-US")} match, ${page.orders.length} shown`;
        }, 200);
      }
      // The 30-second refresh of a quiet dashboard (the generated orders' latest changes are seconds before the run).
      await time("refresh, nothing changed", async () => {
        const changes = await listChangedOrders(admin, new Date(Date.now() + 10_000));
        return `${changes.orders.length} changed`;
      }, 200);
    },
  },
  {
    // The tax page's nexus report: a year of orders grouped by shipping state, within 300 ms.
    name: "tax",
    async run({ now, admin, time }) {
      const { db } = await import("../lib/db");
      const { nexusReport } = await import("../lib/tax/nexus-report");
      const { nexusReportSchema } = await import("../lib/tax/schemas");
      // The throw-away shop is registered where its orders were taxed.
      await db.taxRegistration.createMany({ data: TAXED_STATES.map((state) => ({ state, adminEmail: admin.email })), skipDuplicates: true });
      await time("nexusReport, trailing 12 months", async () => {
        const report = nexusReportSchema.parse(await nexusReport(admin, now));
        const counted = report.states.reduce((sum, state) => sum + state.orders, 0);
        const crossed = report.states.filter((state) => state.crossed).map((state) => state.code);
        return `${counted.toLocaleString("en-US")} orders in ${report.states.filter((state) => state.orders > 0).length} states, crossed: ${crossed.join(" ") || "none"}`;
      });
    },
  },
  {
    // A customer's account: the list /account shows (the first page of the 50 orders of one address among 100,000), read the
    // way a signed-in browser asks for it (the session cookie checked with its rows), at 50 requests/s.
    name: "account",
    async run({ timeAtRate }) {
      loadServerBuildOfNextNavigation();
      const { db } = await import("../lib/db");
      const { renewedMemberCookie } = await import("../auth-community");
      const { GET: listAccountOrders } = await import("../app/api/account/orders/route");
      const { accountOrdersPageSchema } = await import("../lib/schemas/account");
      const member = await db.member.upsert({ where: { email: BENCH_CUSTOMER.email.toLowerCase() }, create: { email: BENCH_CUSTOMER.email.toLowerCase(), emailVerified: new Date() }, update: {} });
      const session = await db.memberSession.create({ data: { memberId: member.id, expiresAt: new Date(Date.now() + 86_400_000) } });
      const cookie = (await renewedMemberCookie(member.id, session.id)).split(";")[0];
      const { siteUrl } = (await import("../lib/config")).getConfig();
      await timeAtRate("GET /api/account/orders, customer of 50", async () => {
        const res = await listAccountOrders(new Request(`${siteUrl}/api/account/orders`, { headers: { cookie } }), { params: Promise.resolve({}) });
        if (res.status !== 200) throw new Error(`GET /api/account/orders answered ${res.status}: ${await res.text()}`);
        const page = accountOrdersPageSchema.parse(await res.json());
        return `${page.orders.length} orders shown of ${page.email}'s 50`;
      });
    },
  },
];

/** Subscribers of the newsletter section. */
const NEWSLETTER_SUBSCRIBERS = 10_000;

SECTIONS.push({
  // A newsletter to 10,000 subscribers: queued within 10 s; then, while the
  // marketing delivery sends it at the owner's rate (1,000 a minute here,
  // into a throw-away outbox folder), the checkout page's reads at 50/s.
  name: "newsletter",
  async run({ admin, timeAtRate, record }) {
    const { db } = await import("../lib/db");
    const { sendNewsletter } = await import("../lib/marketing/newsletter");
    const { runMarketingDelivery } = await import("../lib/marketing/delivery");
    const { listProductsNow } = await import("../lib/catalog/products");
    // The delivery promise as the database holds it (the page reads it through Next.js's cache, which needs the server).
    const { readMailFacts } = await import("../lib/editable-content/policies");
    await db.$executeRaw`INSERT INTO "Subscriber" ("id", "email", "source")
      SELECT gen_random_uuid(), 'bench-subscriber-' || n || '@example.com', 'checkout' FROM generate_series(1, ${NEWSLETTER_SUBSCRIBERS}) AS n
      ON CONFLICT ("email") DO NOTHING`;
    const count = await db.subscriber.count({ where: { unsubscribedAt: null } });
    const started = performance.now();
    const newsletter = await sendNewsletter(admin, { subject: "Winter care for new tattoos", body: "## Dry air, thirsty skin\n\nKeep your new tattoo **moist** this winter.", confirmedCount: count });
    record(`queue a newsletter to ${count.toLocaleString("en-US")}`, performance.now() - started, 10_000, `${newsletter.queuedCount.toLocaleString("en-US")} messages queued (${((performance.now() - started) / 1000).toFixed(2)} s of 10 s)`);

    await db.contentBlock.upsert({ where: { key: "marketingSettings" }, create: { key: "marketingSettings", values: { ratePerMinute: 1000 } }, update: { values: { ratePerMinute: 1000 } } });
    let delivering = true;
    let sent = 0;
    const delivery = (async () => {
      while (delivering) {
        sent += (await runMarketingDelivery()).sent;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();
    try {
      await timeAtRate("checkout page reads while the newsletter is sent", async () => {
        const [products] = [await listProductsNow(), await readMailFacts()];
        return `${products.length} sizes; ${sent} newsletter e-mails sent meanwhile (at most 1,000 a minute)`;
      }, { budgetMs: 250 });
    } finally {
      delivering = false;
      await delivery;
    }
  },
});

/** An admin principal for timing the admin's reads (no session is checked here). */
async function benchAdmin(): Promise<AdminPrincipal> {
  const { grantAdminPrincipal } = await import("../lib/auth/principal");
  return grantAdminPrincipal({ id: "00000000-0000-4000-8000-000000000001", email: "bench@example.com", sessionId: "00000000-0000-4000-8000-000000000002" });
}

/** Empties the throw-away database of --database-url; refuses one that holds orders not generated here. */
async function resetThrowAwayDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public."Order"') IS NOT NULL AS "exists"`);
    if (rows[0]?.exists) {
      const real = await client.query(`SELECT 1 FROM "Order" WHERE "paymentIntentId" NOT LIKE $1 LIMIT 1`, [`${GENERATED_PREFIX}%`]);
      if (real.rowCount) throw new Error("This database holds orders that were not generated by the bench: give --database-url a throw-away database.");
    }
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** A measurement at a steady rate is judged by its p99, the others by their median. */
const withinBudget = (m: Measurement) => (m.p99Ms ?? m.medianMs) <= m.budgetMs;

function printTable(databaseLabel: string) {
  const header = ["section", "measurement", "median ms", "p99", "min", "max", "budget", "", "note"];
  const rows = measurements.map((m) => [
    m.section, m.label, m.medianMs.toFixed(1), m.p99Ms === undefined ? "-" : m.p99Ms.toFixed(1), m.minMs.toFixed(1), m.maxMs.toFixed(1),
    `${m.budgetMs}${m.p99Ms === undefined ? "" : " (p99)"}`, withinBudget(m) ? "ok" : "OVER", m.note,
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index >= 2 && index <= 6 ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join("  ");
  console.log(`\n${databaseLabel}, ${ORDERS.toLocaleString("en-US")} orders, median of ${RUNS} runs after a warm-up`);
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  if (ONLY && !SECTIONS.some((section) => section.name === ONLY)) {
    throw new Error(`--only: no section "${ONLY}" (sections: ${SECTIONS.map((section) => section.name).join(", ")})`);
  }
  let embedded: EmbeddedDatabase | undefined;
  let url = DATABASE_URL;
  if (url) {
    await resetThrowAwayDatabase(url);
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    url = embedded.url;
    // PGlite runs one statement at a time: the shop keeps one connection to it.
    process.env.DATABASE_POOL_MAX = "1";
  }
  const databaseLabel = embedded ? "embedded PostgreSQL (PGlite)" : `PostgreSQL ${new URL(url).pathname.slice(1)}`;
  // The shop's modules read the configuration when they are first loaded (below).
  process.env.DATABASE_URL = url;
  // The account section signs a member's session cookie, as the shop would: with a secret of this run's own unless one is set.
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  // The newsletter section's e-mails go to a throw-away outbox folder, never the project's .data.
  process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  let disconnect = async () => {};
  try {
    await migrateDatabase(url);
    await query(
      url,
      `INSERT INTO "Product" ("id", "name", "size", "priceCents", "description", "sortOrder", "active", "updatedAt")
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::boolean[], $8::timestamp[])
       ON CONFLICT ("id") DO NOTHING`,
      [
        PRODUCTS.map((p) => p.id), PRODUCTS.map((p) => p.name), PRODUCTS.map((p) => p.size), PRODUCTS.map((p) => p.priceCents),
        PRODUCTS.map((p) => p.description), PRODUCTS.map((p) => p.sortOrder), PRODUCTS.map((p) => p.active), PRODUCTS.map(() => new Date().toISOString()),
      ],
    );
    const { getConfig } = await import("../lib/config");
    const paymentMode = getConfig().payments.mode === "test" ? "test" : "stripe";
    const now = new Date();
    const started = performance.now();
    const counts = await generateOrders({ url, count: ORDERS, now, paymentMode, customer: BENCH_CUSTOMER });
    console.log(
      `Generated ${counts.orders.toLocaleString("en-US")} orders (${paymentMode}), ${counts.labels.toLocaleString("en-US")} labels, ` +
        `${counts.refunds.toLocaleString("en-US")} refunds, ${counts.checkoutAttempts.toLocaleString("en-US")} checkout sessions ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s on the ${databaseLabel}.`,
    );
    if (EXTRA_SQL) {
      await query(url, EXTRA_SQL);
      console.log(`Ran: ${EXTRA_SQL}`);
    }
    if (ANALYZE) {
      await query(url, "VACUUM ANALYZE");
      console.log("Planner statistics refreshed (VACUUM ANALYZE).");
    }
    const { db } = await import("../lib/db");
    disconnect = () => db.$disconnect();
    const admin = await benchAdmin();
    for (const section of SECTIONS.filter((candidate) => !ONLY || candidate.name === ONLY)) {
      await section.run({
        now,
        admin,
        time: (label, fn, budgetMs) => time(section.name, label, fn, budgetMs),
        timeAtRate: (label, fn, options) => timeAtRate(section.name, label, fn, options),
        record: (label, ms, budgetMs, note) => void measurements.push({ section: section.name, label, medianMs: ms, minMs: ms, maxMs: ms, budgetMs, note }),
      });
    }
    printTable(databaseLabel);
    return measurements.every(withinBudget) ? 0 : 1;
  } finally {
    await disconnect();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
