// Imported first by checkout integration tests: the local test payment mode,
// and a throw-away data folder for uploads and the e-mail outbox.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.PAYMENTS_MODE = "test";
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "shop-checkout-"));
delete process.env.STRIPE_SECRET_KEY;
delete process.env.SMTP_URL;
// PGlite serves one connection's statements at a time; concurrent connections
// corrupt its protocol stream. The app itself uses one connection on it.
if (process.env.TEST_DATABASE_LABEL === "embedded") process.env.DATABASE_POOL_MAX = "1";
