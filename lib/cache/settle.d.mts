// Types of ./settle.mjs for the code and tests that use it.
export const RENDERS_SETTLE_MS: number[];
export function expireAgainAfterRenders(tags: string | string[], expire: () => unknown, delaysMs?: number[]): void;
