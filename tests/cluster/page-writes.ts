// The pages the shop's instances store in the shared cache, seen from Redis:
// each regeneration of a page is one SET of its entry (regeneration claims
// are not counted), reported through keyspace notifications. The cluster
// test uses it to show that a page is rendered once for all instances.
import { createClient } from "redis";

export interface PageWrites {
  /** Entries stored for this page path (`/index` for `/`) since `from` (a mark()). */
  count(page: string, from?: number): number;
  /** The number of entries stored so far, to count from. */
  mark(): number;
  stop(): Promise<void>;
}

export async function watchPageWrites(redisUrl: string): Promise<PageWrites> {
  const admin = createClient({ url: redisUrl });
  await admin.connect();
  await admin.configSet("notify-keyspace-events", "K$");
  const subscriber = admin.duplicate();
  await subscriber.connect();
  const writes: string[] = [];
  await subscriber.pSubscribe("__keyspace@0__:next-cache:*", (event, channel) => {
    if (event === "set" && !channel.includes("__claim__")) writes.push(channel.slice(channel.indexOf("/$/") + 2));
  });
  return {
    count: (page, from = 0) => writes.slice(from).filter((written) => written === page).length,
    mark: () => writes.length,
    async stop() {
      await subscriber.quit().catch(() => {});
      await admin.quit().catch(() => {});
    },
  };
}
