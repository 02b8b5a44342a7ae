// Imported first by the fuzz tests: the local test payment mode, a webhook
// secret (so signed events reach the handler), and a test AUTH_SECRET.
import "../../support/checkout-env";
import "../support/admin-auth";

export const WEBHOOK_SECRET = "whsec_fuzz_0123456789abcdef";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.EASYPOST_WEBHOOK_SECRET = "easypost-fuzz-secret";

// Google is configured (no call leaves the machine: fuzzed requests never get
// past the OAuth state check), so its routes answer as in production.
process.env.GOOGLE_CLIENT_ID = "fuzz-client-id.apps.googleusercontent.com";
process.env.GOOGLE_CLIENT_SECRET = "fuzz-client-secret";
process.env.GOOGLE_API_BASE = "http://127.0.0.1:9";
process.env.GOOGLE_TOKEN_KEY = "a-fuzz-key-for-google-tokens-0123456789";
