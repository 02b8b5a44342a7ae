// npm run test:load: a minute of mixed traffic against the production shop,
// then a check that no order was lost or made twice.
//   50 concurrent loops (--connections) for 60 s (--duration), each picking one
//   journey at a time: browsing pages and read APIs, tracking lookups, admin
//   reads with a bearer token, and complete purchases through the local test
//   payment API (some declined, some whose order is posted three times at once,
//   as a double click or a retrying browser would).
// It fails unless: no answer was a 5xx, a dropped connection or a shopper's 429, and the
// paid orders match the succeeded payments exactly, one order per payment intent.
// The shop runs on a fresh embedded database, or on DATABASE_URL when set
// (test payments are switched on for it), as behind one load balancer: each
// journey comes from a client address of its own (X-Forwarded-For), as real
// shoppers do, so the per-client abuse limits (and a purchase's declined card)
// never throttle the next journey. Everything started is stopped.
// With `--url URL --database-url DB` it drives a shop that is already running
// (several instances behind a load balancer, say) and checks that database.
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { SAMPLE_ORDERS } from "../prisma/seed-data/orders";
import { numberOption, textOption } from "../lib/command-line";
import { SHOP_ADMIN, startShopServer, type ShopServer } from "../tests/support/shop-server";

const DURATION_MS = numberOption("duration", 60) * 1000;
const CONNECTIONS = numberOption("connections", 50);
const PORT = numberOption("port", 3500);
const DB_PORT = numberOption("db-port", 54460);
const REQUEST_TIMEOUT_MS = 30_000;
const EXTERNAL_URL = textOption("url");
const EXTERNAL_DATABASE_URL = textOption("database-url");

type Journey = "browse" | "track" | "admin" | "purchase";

interface Sample {
  journey: Journey;
  label: string;
  status: number; // 0: no answer (connection error or timeout)
  ms: number;
}

const samples: Sample[] = [];
const failures: string[] = [];
const succeededIntents = new Set<string>();
const ordersByIntent = new Map<string, Set<string>>();
let declined = 0;
let duplicatePosts = 0;

function note(problem: string) {
  if (failures.length < 50) failures.push(problem);
}

let clientCount = 0;

/** A new client address for each journey: 10.0.0.1, 10.0.0.2, … */
function nextClient(): string {
  const n = ++clientCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The client of the journey running in this async context (each loop awaits one journey at a time). */
const journeyClient = new AsyncLocalStorage<string>();

let resentOnClosedConnection = 0;

/**
 * Whether a request failed because the kept-alive connection it was sent on
 * was closed before any answer (a server or proxy closing an idle connection,
 * e.g. nginx reloading): browsers send such a request again on a new
 * connection, and so does this test.
 */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}

async function send(url: string, init: RequestInit): Promise<Response> {
  // fetch may pick another kept-alive connection that is closing too (a proxy
  // reload closes all its idle ones at once): at most three tries.
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      if (attempt === 3 || !closedBeforeAnswer(error)) throw error;
      resentOnClosedConnection++;
    }
  }
}

async function call(journey: Journey, label: string, url: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  const started = performance.now();
  try {
    const headers = new Headers(init.headers);
    const client = journeyClient.getStore();
    if (client) headers.set("X-Forwarded-For", client);
    const res = await send(url, { ...init, headers });
    const body = await res.text();
    samples.push({ journey, label, status: res.status, ms: performance.now() - started });
    if (res.status >= 500) note(`${init.method ?? "GET"} ${label} → ${res.status}: ${body.slice(0, 300)}`);
    return { status: res.status, body };
  } catch (error) {
    samples.push({ journey, label, status: 0, ms: performance.now() - started });
    note(`${init.method ?? "GET"} ${label} → no answer: ${error instanceof Error ? error.message : error}`);
    return { status: 0, body: "" };
  }
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

interface Context {
  url: string;
  adminToken: string;
  pages: string[];
  trackingNumbers: string[];
  /** A discount code with few uses, which many carts race for. */
  discountCode: string;
}

/** Uses the run's discount code may give. */
const CODE_USES = 15;

async function browse(ctx: Context) {
  const path = pick(ctx.pages);
  await call("browse", path.replace(/\/[0-9a-f-]{36}$/, "/{id}"), `${ctx.url}${path}`);
  // A post page reports its view from the browser.
  const post = path.match(/^\/forum\/post\/([0-9a-f-]{36})$/);
  if (post) await call("browse", "/api/forum/posts/{id}/views", `${ctx.url}/api/forum/posts/${post[1]}/views`, { method: "POST" });
}

async function track(ctx: Context) {
  // Mostly real numbers, sometimes a mistyped one (a 404 is a correct answer).
  const number = Math.random() < 0.8 ? pick(ctx.trackingNumbers) : `9400${Math.floor(Math.random() * 1e15)}`;
  await call("track", "/api/track/{number}", `${ctx.url}/api/track/${number}`);
  if (Math.random() < 0.3) await call("track", "/track?number=…", `${ctx.url}/track?number=${number}`);
}

async function admin(ctx: Context) {
  const headers = { Authorization: `Bearer ${ctx.adminToken}` };
  const path = pick(["/api/orders", "/api/admin/shipping/stats", "/api/admin/wholesale/applications"]);
  const res = await call("admin", path, `${ctx.url}${path}`, { headers });
  if (res.status !== 200 && res.status !== 0 && res.status < 500) note(`GET ${path} as admin → ${res.status}`);
}

let purchaseCount = 0;
let codeRefusals = 0;

async function purchase(ctx: Context) {
  const n = ++purchaseCount;
  // A cart of one or both sizes, one to three tins each, half of them with the code.
  const sizes = pick([["1oz"], ["4oz"], ["4oz", "1oz"]]);
  const items = sizes.map((id) => ({ id, quantity: 1 + Math.floor(Math.random() * 3) }));
  const withCode = Math.random() < 0.5;
  const opened = await call("purchase", "/api/create-payment-intent", `${ctx.url}/api/create-payment-intent`, post({ items, discountCode: withCode ? ctx.discountCode : null }));
  // The code used up is a correct answer (400 with its field message); the cart is then bought without it.
  if (opened.status === 400 && withCode && opened.body.includes("used up")) {
    codeRefusals++;
    const again = await call("purchase", "/api/create-payment-intent", `${ctx.url}/api/create-payment-intent`, post({ items }));
    if (again.status !== 200) return;
    Object.assign(opened, again);
  } else if (opened.status !== 200) return;
  const { clientSecret } = JSON.parse(opened.body) as { clientSecret: string };
  const intentId = clientSecret.split("_secret_")[0];

  const details = {
    clientSecret,
    customerEmail: `buyer${n}@example.com`,
    customerName: `Load Buyer ${n}`,
    shippingAddress: { address: `${n} Market St`, city: "Portland", state: "OR", zipCode: "97201", country: "United States" },
    photoUrl: null,
  };
  const attached = await call("purchase", "/api/payment-intents/details", `${ctx.url}/api/payment-intents/details`, post(details));
  if (attached.status !== 200) return note(`details of ${intentId} → ${attached.status}`);

  const decline = Math.random() < 0.1;
  const card = decline ? "4000 0000 0000 0002" : "4242 4242 4242 4242";
  const confirmed = await call("purchase", "/api/payment-intents/confirm", `${ctx.url}/api/payment-intents/confirm`, post({ clientSecret, cardNumber: card, expiry: "12/34", cvc: "123" }));
  if (decline) {
    if (confirmed.status === 402) declined++;
    else note(`a declined card for ${intentId} → ${confirmed.status}`);
    return;
  }
  if (confirmed.status !== 200) return note(`payment of ${intentId} → ${confirmed.status}`);
  succeededIntents.add(intentId);

  // One purchase in four posts its order three times at once.
  const copies = n % 4 === 0 ? 3 : 1;
  if (copies > 1) duplicatePosts++;
  const answers = await Promise.all(
    Array.from({ length: copies }, () => call("purchase", "/api/orders", `${ctx.url}/api/orders`, post({ paymentIntentId: intentId }))),
  );
  const ids = ordersByIntent.get(intentId) ?? new Set<string>();
  for (const answer of answers) {
    if (answer.status === 200 || answer.status === 201) ids.add((JSON.parse(answer.body) as { id: string }).id);
    else if (answer.status !== 0 && answer.status < 500) note(`order post for ${intentId} → ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  ordersByIntent.set(intentId, ids);
  if (answers.filter((a) => a.status === 201).length > 1) note(`${intentId}: more than one order post answered 201 Created`);
}

const JOURNEYS: [Journey, number, (ctx: Context) => Promise<void>][] = [
  ["browse", 0.45, browse],
  ["track", 0.15, track],
  ["admin", 0.1, admin],
  ["purchase", 0.3, purchase],
];

function chooseJourney(): (ctx: Context) => Promise<void> {
  let roll = Math.random();
  for (const [, weight, journey] of JOURNEYS) {
    if ((roll -= weight) < 0) return journey;
  }
  return browse;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function report(elapsedMs: number) {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const key = `${sample.journey} ${sample.label}`;
    const group = groups.get(key);
    if (group) group.push(sample);
    else groups.set(key, [sample]);
  }
  console.log(`\n${"journey / request".padEnd(52)} ${"count".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}  statuses`);
  for (const [key, group] of [...groups].sort()) {
    const ms = group.map((s) => s.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const s of group) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    const statusText = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status || "none"}×${count}`).join(" ");
    console.log(`${key.slice(0, 52).padEnd(52)} ${String(group.length).padStart(6)} ${percentile(ms, 50).toFixed(0).padStart(7)} ${percentile(ms, 99).toFixed(0).padStart(7)}  ${statusText}`);
  }
  console.log(`\n${samples.length} requests in ${(elapsedMs / 1000).toFixed(1)} s (${((samples.length * 1000) / elapsedMs).toFixed(0)} per second) from ${CONNECTIONS} concurrent loops`);
  if (resentOnClosedConnection) console.log(`${resentOnClosedConnection} requests sent again on a new connection after their kept-alive one was closed, as a browser does`);
}

/** What the database holds: succeeded payments made during the run, and their orders. */
async function checkIntegrity(databaseUrl: string, since: Date, discountCode: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const intents = await client.query<{ id: string }>(
      `SELECT id FROM "LocalPaymentIntent" WHERE status = 'succeeded' AND "createdAt" >= $1`,
      [since],
    );
    const orders = await client.query<{ id: string; paymentIntentId: string; status: string }>(
      `SELECT o.id, o."paymentIntentId", o.status FROM "Order" o JOIN "LocalPaymentIntent" i ON i.id = o."paymentIntentId" WHERE i."createdAt" >= $1`,
      [since],
    );
    const duplicates = await client.query<{ paymentIntentId: string; n: string }>(
      `SELECT "paymentIntentId", count(*) AS n FROM "Order" GROUP BY "paymentIntentId" HAVING count(*) > 1`,
    );
    const paid = orders.rows.filter((order) => order.status === "paid");
    const orderIntents = new Set(orders.rows.map((order) => order.paymentIntentId));
    const intentIds = new Set(intents.rows.map((intent) => intent.id));

    console.log(`\nIntegrity: ${intentIds.size} succeeded payments, ${paid.length} paid orders, ${declined} declined cards, ${duplicatePosts} purchases posted three times at once`);
    if (paid.length !== intentIds.size) problems.push(`${paid.length} paid orders for ${intentIds.size} succeeded payments`);
    for (const id of intentIds) if (!orderIntents.has(id)) problems.push(`succeeded payment ${id} has no order`);
    for (const id of orderIntents) if (!intentIds.has(id)) problems.push(`order for ${id}, which did not succeed`);
    for (const row of duplicates.rows) problems.push(`${row.n} orders for payment intent ${row.paymentIntentId}`);
    // What the shoppers saw agrees with the database.
    if (succeededIntents.size !== intentIds.size) problems.push(`shoppers saw ${succeededIntents.size} successful payments, the database holds ${intentIds.size}`);
    for (const [intent, ids] of ordersByIntent) {
      if (ids.size > 1) problems.push(`the order posts for ${intent} answered ${ids.size} different orders`);
    }
    // No code gives more orders than its uses; every order's money adds up.
    const coded = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "Order" WHERE "discountCode" = $1`, [discountCode]);
    console.log(`Discount code ${discountCode}: ${coded.rows[0].n} orders of ${CODE_USES} uses, ${codeRefusals} carts told it was used up`);
    if (Number(coded.rows[0].n) > CODE_USES) problems.push(`the code ${discountCode} gave ${coded.rows[0].n} orders, more than its ${CODE_USES} uses`);
    const unbalanced = await client.query<{ id: string }>(
      `SELECT o.id FROM "Order" o JOIN "LocalPaymentIntent" i ON i.id = o."paymentIntentId"
       WHERE i."createdAt" >= $1 AND (o."amountCents" <> o."subtotalCents" - o."discountCents" + o."taxCents" OR o."amountCents" <> i."amountCents"
         OR o."subtotalCents" <> (SELECT sum(l."lineTotalCents") FROM "OrderLine" l WHERE l."orderId" = o.id))`,
      [since],
    );
    for (const row of unbalanced.rows) problems.push(`order ${row.id}: its lines, discount, tax and payment do not add up`);
  } finally {
    await client.end();
  }
  return problems;
}

/** A 10 % code with CODE_USES uses, made in the database for the run. */
async function makeDiscountCode(databaseUrl: string): Promise<string> {
  const code = `LOAD${Date.now().toString(36).toUpperCase()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "DiscountCode" (id, code, kind, "percentOff", "maxUses", "createdByEmail", "updatedAt") VALUES (gen_random_uuid(), $1, 'percent', 10, $2, 'load@example.com', now())`,
      [code, CODE_USES],
    );
  } finally {
    await client.end();
  }
  return code;
}

async function main() {
  let shop: Pick<ShopServer, "url" | "databaseUrl" | "stop"> | null = null;
  const interrupt = () => void (shop?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);

  try {
    // One trusted proxy hop: the X-Forwarded-For address of each journey is its client.
    const env: Record<string, string> = { TRUSTED_PROXY_HOPS: "1" };
    if (process.env.DATABASE_URL) Object.assign(env, { DATABASE_URL: process.env.DATABASE_URL, PAYMENTS_MODE: "test" });
    if (EXTERNAL_URL) {
      if (!EXTERNAL_DATABASE_URL) throw new Error("--url needs --database-url, the database to check afterwards");
      console.log(`[load] driving the running shop at ${EXTERNAL_URL}…`);
      shop = { url: EXTERNAL_URL.replace(/\/+$/, ""), databaseUrl: EXTERNAL_DATABASE_URL, stop: async () => {} };
    } else {
      console.log(`[load] starting the production shop on port ${PORT}${env.DATABASE_URL ? " (DATABASE_URL)" : " (fresh embedded database)"}…`);
      shop = await startShopServer({ port: PORT, databasePort: DB_PORT, env });
    }

    const login = await fetch(`${shop.url}/api/admin/auth`, post(SHOP_ADMIN));
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`The admin could not sign in (${login.status})`);
    const posts = (await (await fetch(`${shop.url}/api/forum/posts`)).json()) as { id: string }[];
    const discountCode = await makeDiscountCode(shop.databaseUrl);
    const postIds = posts.slice(0, 5).map((p) => p.id);
    const ctx: Context = {
      url: shop.url,
      adminToken: token,
      pages: [
        "/",
        "/buy-tattoo-aftercare-usa",
        "/how-to-care-for-new-tattoos",
        "/tattoo-heal-fast",
        "/healing-calculator",
        "/wholesale",
        "/checkout",
        "/forum",
        ...postIds.map((id) => `/forum/post/${id}`),
        "/tutorials",
        "/api/forum/posts",
        "/api/forum/categories",
        "/api/tutorials",
      ],
      trackingNumbers: SAMPLE_ORDERS.flatMap((order) => (order.shipment ? [order.shipment.trackingNumber] : [])),
      discountCode,
    };

    const since = new Date(Date.now() - 1_000);
    console.log(`[load] ${CONNECTIONS} loops for ${DURATION_MS / 1000} s…`);
    const started = Date.now();
    const deadline = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) await journeyClient.run(nextClient(), () => chooseJourney()(ctx));
      }),
    );
    const elapsed = Date.now() - started;
    report(elapsed);

    const serverErrors = samples.filter((s) => s.status >= 500 || s.status === 0).length;
    const problems = await checkIntegrity(shop.databaseUrl, since, ctx.discountCode);
    if (serverErrors) problems.unshift(`${serverErrors} requests answered 5xx or not at all`);
    // Each journey is a client of its own: none of them reaches a per-client limit
    // (the admin reads share one admin's token instead).
    const throttled = samples.filter((s) => s.status === 429 && s.journey !== "admin").length;
    if (throttled) problems.push(`${throttled} requests answered 429: the journeys did not count as separate clients`);
    if (succeededIntents.size < 10) problems.push(`only ${succeededIntents.size} purchases completed: the load did not reach checkout`);
    for (const failure of failures) console.log(`  ! ${failure}`);
    if (problems.length) {
      console.error(`\n✖ load test failed:\n${problems.slice(0, 30).map((p) => `  - ${p}`).join("\n")}`);
      return 1;
    }
    console.log(`\n✔ load test passed: no 5xx, every succeeded payment has exactly one paid order, no code over its uses.`);
    return 0;
  } finally {
    await shop?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[load] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
