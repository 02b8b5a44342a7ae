// The migrations, applied by the shop's migrator, leave Prisma's history as
// `prisma migrate deploy` writes it, and repeat as a no-op.
import pg from "pg";
import { migrateDatabase, readMigrations } from "@/lib/db/migrator";

const url = process.env.DATABASE_URL!;
let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(() => client.end());

describe(`migrations on the ${process.env.TEST_DATABASE_LABEL ?? "test"} database`, () => {
  it("records every migration file with its sha256 checksum", async () => {
    const files = readMigrations();
    expect(files.length).toBeGreaterThan(0);
    const { rows } = await client.query(
      `SELECT migration_name, checksum, finished_at, applied_steps_count, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const [i, row] of rows.entries()) {
      expect(row.checksum).toBe(files[i].checksum);
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("applies nothing the second time", async () => {
    const result = await migrateDatabase(url);
    expect(result.applied).toEqual([]);
    expect(result.alreadyApplied).toBe(readMigrations().length);
  });

  it("creates the tables of the data model", async () => {
    const { rows } = await client.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      "Product", "Order", "TrackingEvent", "ShippingLabel", "LocalPaymentIntent", "StoredUpload",
      "ForumCategory", "ForumAuthor", "ForumPost", "ForumReply", "Tutorial", "WholesalePackage",
      "WholesaleApplication", "AdminUser", "LoginAttempt", "GoogleIntegrationToken", "OutgoingEmail",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("keeps payment intents and tracking numbers unique", async () => {
    const { rows } = await client.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'Order' AND indexdef LIKE 'CREATE UNIQUE%'`,
    );
    const names = rows.map((r) => r.indexname);
    expect(names).toContain("Order_paymentIntentId_key");
    expect(names).toContain("Order_trackingNumber_key");
  });
});
