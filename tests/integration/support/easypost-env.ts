// Imported first by the EasyPost webhook tests: the webhook secret, set before
// the shop's configuration is read.
export const EASYPOST_WEBHOOK_SECRET = "easypost-webhook-secret-for-tests";
process.env.EASYPOST_WEBHOOK_SECRET = EASYPOST_WEBHOOK_SECRET;
