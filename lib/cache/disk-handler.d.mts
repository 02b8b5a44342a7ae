// Types of ./disk-handler.mjs for the tests that use it.
interface HandlerContext {
  fs: unknown;
  serverDistDir: string;
  flushToDisk: boolean;
  maxMemoryCacheSize?: number;
  revalidatedTags: string[];
}

interface BoundedFileSystemCache {
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified?: number } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export const DEFAULT_MAX_BYTES: number;
export function boundedFileSystemCache(options?: { maxBytes?: number; settleDelaysMs?: number[] }): new (ctx: HandlerContext) => BoundedFileSystemCache;
declare const handler: new (ctx: HandlerContext) => BoundedFileSystemCache;
export default handler;
