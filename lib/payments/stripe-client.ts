// The Stripe client of the shop. STRIPE_API_BASE points it at another address
// (a local stand-in that answers like Stripe's API, in tests).
import Stripe from "stripe";

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { telemetry: false, maxNetworkRetries: 1, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.protocol = protocol;
    config.port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  }
  return new Stripe(secretKey, config);
}
