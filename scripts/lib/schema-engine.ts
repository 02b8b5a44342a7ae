// Prisma's schema engine compiled to WebAssembly, driven through a driver
// adapter. Used only to write and check migrations (introspecting the database
// the migrations produce, and diffing schemas), so the project needs neither
// the native engine binary nor a network download.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import pg from "pg";

type DiffTarget =
  | { tag: "empty" }
  | { tag: "schemaDatamodel"; files: { path: string; content: string }[] };

interface SchemaEngine {
  introspect(params: {
    schema: { files: SchemaSource[] };
    baseDirectoryPath: string;
    force: boolean;
    compositeTypeDepth: number;
    namespaces: string[] | null;
  }): Promise<{ schema: { files: SchemaSource[] } }>;
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

// PostgreSQL's one-byte "char" type (pg_constraint.contype, pg_class.relkind …)
// fills the catalogue columns the engine reads when it introspects. The engine
// wants them as Character values, but @prisma/adapter-pg refuses the type
// (introspection fails: "Column type 'char' could not be deserialized"). So the pool reports "char" columns as text
// (which the adapter accepts and passes through unchanged), remembers which
// columns they were by the rows array of the result, and the adapter's
// queryRaw marks those columns Character again.
const CHAR_OID = 18;
const TEXT_OID = 25;

function schemaEngineAdapter(connectionString: string): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  pool: pg.Pool;
} {
  const charColumns = new WeakMap<object, number[]>();
  const pool = new pg.Pool({ connectionString });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const pending = query(...args);
    if (!(pending instanceof Promise)) return pending;
    return pending.then((result: pg.QueryResult) => {
      const indexes: number[] = [];
      result.fields?.forEach((field, index) => {
        if (field.dataTypeID === CHAR_OID) {
          field.dataTypeID = TEXT_OID;
          indexes.push(index);
        }
      });
      if (indexes.length > 0) charColumns.set(result.rows, indexes);
      return result;
    });
  };
  const pgFactory = new PrismaPg(pool);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: pgFactory.provider,
    adapterName: pgFactory.adapterName,
    // Never needed for a diff or an introspection; PrismaPg's own would create
    // databases beside the one it was given.
    async connectToShadowDb() {
      throw new Error("The schema engine may not open a shadow database here.");
    },
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await pgFactory.connect();
      const queryRaw = adapter.queryRaw.bind(adapter);
      adapter.queryRaw = async (params) => {
        const result = await queryRaw(params);
        for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
        return result;
      };
      return adapter;
    },
  };
  return { factory, pool };
}

async function withEngine<T>(
  connectionString: string,
  schema: SchemaSource,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const { factory, pool } = schemaEngineAdapter(connectionString);
  try {
    const engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
    try {
      return await run(engine);
    } finally {
      engine.free();
    }
  } finally {
    await pool.end();
  }
}

/**
 * The Prisma datamodel of the database at `connectionString`, with the
 * generator and datasource blocks of `config`. What Prisma cannot declare
 * (expression indexes, CHECK constraints) is left out.
 */
export async function introspectDatabase(connectionString: string, config: SchemaSource): Promise<SchemaSource> {
  return withEngine(connectionString, config, async (engine) => {
    const result = await engine.introspect({
      schema: { files: [config] },
      baseDirectoryPath: process.cwd(),
      // Models from the database alone: nothing carried over from `config`'s models.
      force: true,
      compositeTypeDepth: -1,
      namespaces: null,
    });
    const content = result.schema.files.map((file) => file.content).join("\n");
    return { path: config.path, content };
  });
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
  return withEngine(connectionString, to, async (engine) => {
    const result = await engine.diff({
      from: from ? { tag: "schemaDatamodel", files: [from] } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [to] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    return sql.includes("This is an empty migration") || !/^\s*[A-Za-z]/m.test(sql) ? "" : sql;
  });
}
