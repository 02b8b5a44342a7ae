// A second shop for browser tests that need other run-time settings: the same
// production build, started by `npm start`'s own script on its own port and
// its own fresh embedded database (settings that shape the build would force
// a rebuild, so only run-time settings may differ).
import { SHOP_ADMIN, startShopServer } from "../../support/shop-server";

export const ADMIN = SHOP_ADMIN;

export interface SecondShop {
  url: string;
  /** What the shop has written to stdout and stderr (the last 100 kB or more). */
  output(): string;
  stop(): Promise<void>;
}

export async function startSecondShop(options: { offset: number; env: Record<string, string> }): Promise<SecondShop> {
  const shop = await startShopServer({
    port: Number(process.env.E2E_PORT ?? 3100) + options.offset,
    databasePort: Number(process.env.E2E_DB_PORT ?? 54398) + options.offset,
    env: options.env,
    startTimeoutMs: 120_000,
  });
  return { url: shop.url, output: shop.output, stop: shop.stop };
}
