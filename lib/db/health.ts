import "server-only";
import { db } from "@/lib/db";

export type DatabaseHealth = { up: true; latencyMs: number } | { up: false; error: string };

/** Round trip to the database, bounded so a dead database answers quickly. */
export async function checkDatabase(timeoutMs = 3_000): Promise<DatabaseHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { up: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { up: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
