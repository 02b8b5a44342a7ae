// Types of ./real-pages.mjs for the TypeScript code and tests that use it.
interface CacheHandlerLike {
  name?: string;
  get(key: string, meta?: unknown): Promise<unknown>;
  set(key: string, entry: { value?: unknown } | null, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete?(key: string): Promise<void>;
}

export function isRealPage(value: unknown): boolean;
export function onlyRealPages<T extends CacheHandlerLike>(handler: T): T;
