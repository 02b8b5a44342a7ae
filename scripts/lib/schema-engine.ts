// Prisma's schema engine compiled to WebAssembly, driven through a driver
// adapter. Used only to write new migrations (a diff between schemas), so the
// project needs neither the native engine binary nor a network download.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

type DiffTarget =
  | { tag: "empty" }
  | { tag: "schemaDatamodel"; files: { path: string; content: string }[] };

interface SchemaEngine {
  diff(params: {
    from: DiffTarget;
    to: DiffTarget;
    script: boolean;
    exitCode: boolean | null;
    filters: { externalTables: string[]; externalEnums: string[] };
  }): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

let engineModule: Promise<{ SchemaEngine: { new: (...args: unknown[]) => Promise<SchemaEngine> } }> | null = null;

function loadEngineModule() {
  if (!engineModule) {
    engineModule = (async () => {
      let panicMessage: string | undefined;
      const registry: { message: string | undefined; set_message(message: string): void; get(): string | undefined } = {
        message: undefined,
        set_message(message: string) {
          panicMessage = message;
          registry.message = message;
        },
        get: () => panicMessage,
      };
      (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = registry;
      const packageDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
      const bg = await import(path.join(packageDir, "schema_engine_bg.js"));
      const bytes = readFileSync(path.join(packageDir, "schema_engine_bg.wasm"));
      const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
      bg.__wbg_set_wasm(instance.exports);
      (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
      return bg;
    })();
  }
  return engineModule;
}

export interface SchemaSource {
  path: string;
  content: string;
}

/**
 * SQL that takes a database shaped by `from` (null: an empty database) to the
 * shape of `to`. Returns an empty string when nothing changes. The engine asks
 * the adapter's database for its version only; no schema is read from it.
 */
export async function diffSchemas(
  connectionString: string,
  from: SchemaSource | null,
  to: SchemaSource,
): Promise<string> {
  const { SchemaEngine } = await loadEngineModule();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  const engine = await SchemaEngine.new({ datamodels: [[to.path, to.content]] }, () => {}, adapter);
  try {
    const result = await engine.diff({
      from: from ? { tag: "schemaDatamodel", files: [from] } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [to] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    return sql.includes("This is an empty migration") || !/^\s*[A-Za-z]/m.test(sql) ? "" : sql;
  } finally {
    engine.free();
  }
}
