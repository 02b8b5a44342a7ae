// A privacy link asked for an address the shop knows (orders, a forum
// account, a wholesale application) takes exactly the same database work as
// one asked for an address it has never seen: the same statements in the same
// order, none of them reading what the shop keeps about people. The answer and
// the e-mail are the same too (privacy-requests.test.ts), so neither the
// answer nor its timing tells who is a customer.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1 }),
  log: [{ emit: "event", level: "query" }],
});
let statements: string[] | null = null;
client.$on("query", (event) => statements?.push(event.query));
// The app's own modules use this client (lib/db.ts keeps one per process).
(globalThis as { prisma?: unknown }).prisma = client;

const tag = randomUUID().slice(0, 8);
const KNOWN = `known-${tag}@example.com`;
const UNKNOWN = `unknown-${tag}@example.com`;

afterAll(async () => {
  await client.order.deleteMany({ where: { customerEmail: KNOWN } });
  await client.wholesaleApplication.deleteMany({ where: { email: KNOWN } });
  await client.member.deleteMany({ where: { email: KNOWN } });
  await client.privacyRequest.deleteMany({ where: { email: { in: [KNOWN, UNKNOWN] } } });
  await client.emailLink.deleteMany({ where: { email: { in: [KNOWN, UNKNOWN] } } });
  await client.$disconnect();
});

let clientNumber = 0;
async function ask(email: string): Promise<{ status: number; body: string; statements: string[]; ms: number }> {
  const { POST } = await import("@/app/api/privacy/requests/route");
  statements = [];
  const started = performance.now();
  const res = await POST(
    new Request("http://localhost/api/privacy/requests", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": `198.19.7.${++clientNumber}` },
      body: JSON.stringify({ email }),
    }),
    { params: Promise.resolve({}) } as never,
  );
  const body = await res.text();
  const ms = performance.now() - started;
  const seen = statements;
  statements = null;
  return { status: res.status, body, statements: seen, ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it("does the same database work, and takes the same time, for a known and an unknown address", async () => {
  await client.order.create({
    data: {
      customerEmail: KNOWN,
      customerName: "Known Customer",
      shippingName: "Known Customer",
      shippingAddress: "1 Main St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      paymentIntentId: `pi_enum_${tag}`,
      amountCents: 900,
      subtotalCents: 900,
      status: "delivered",
    },
  });
  await client.member.create({ data: { email: KNOWN } });
  await client.wholesaleApplication.create({
    data: { businessName: "Known Ink", contactName: "Known", email: KNOWN, phone: "5125550100", businessType: "tattoo_shop", street: "1 Main St", city: "Austin", state: "TX", zipCode: "73301", estimatedMonthlyVolume: 10, packageTier: "starter" },
  });

  // Warm up (module loading, first connection), then alternate.
  await ask(`warm-${tag}@example.com`);
  const known = [];
  const unknown = [];
  for (let i = 0; i < 3; i += 1) {
    known.push(await ask(KNOWN));
    unknown.push(await ask(UNKNOWN));
  }
  for (const answer of [...known, ...unknown]) expect(answer.status).toBe(202);
  expect(new Set([...known, ...unknown].map((answer) => answer.body)).size).toBe(1);

  expect(known[0]!.statements.length).toBeGreaterThan(0);
  for (const answer of [...known, ...unknown]) expect(answer.statements).toEqual(known[0]!.statements);
  const personal = /"(Order|Member|ForumAuthor|WholesaleApplication|OutgoingEmail|Review)"/;
  expect(known[0]!.statements.filter((sql) => personal.test(sql))).toEqual([]);

  // Same work, same time: the medians stay close (generous, for a busy machine).
  const [k, u] = [median(known.map((a) => a.ms)), median(unknown.map((a) => a.ms))];
  expect(Math.abs(k - u)).toBeLessThan(Math.max(50, 0.5 * Math.max(k, u)));
});
