// Shared pieces of the API fuzz tests: the seed and run budget, generators of
// hostile input, the table fingerprint and the write watch, and the checks every answer must pass.
import fc from "fast-check";
import { db } from "@/lib/db";
import { flushPageVisits } from "@/lib/social-proof/visits";

/** Fixed by default so a failure repeats; FUZZ_SEED picks another sequence. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260909);
/** FUZZ_RUNS_SCALE=10 runs every property ten times as often. */
export const FUZZ_RUNS_SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? 1);

export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  return { seed: FUZZ_SEED, numRuns: Math.max(1, Math.round(runs * FUZZ_RUNS_SCALE)), endOnFailure: true };
}

// ------------------------------------------------------------------ input

const FRAGMENTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "' OR '1'='1",
  "'; DROP TABLE \"Order\"; --",
  "1; SELECT pg_sleep(0)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\"><svg onload=alert(1)>",
  "../../../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "%",
  "${7*7}{{7*7}}",
  "🧪🖋️",
  "\u202Eevil",
  "Ωmega ünïcödé",
  "NaN",
  "-1",
  "1e309",
  "0x1F",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
];

/** Strings a client should never send: markup, SQL, control and unpaired characters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 2, maxLength: 5 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(5_000), "é".repeat(3_000), "🧪".repeat(1_000)) },
);

/** Numbers of every wrong kind: negative, fractional, huge, beyond safe integers. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -2.75, 1e-9, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, with the strings and numbers above. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(nastyString, fc.constantFrom("__proto__", "constructor", "id", "status")), tie("value"), { maxKeys: 4 }),
})).value;

/** Header values (bytes 0x20–0xFF, as headers allow) with broken percent-encoding mixed in. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.constantFrom("%E0%A4%A", "%", "%%zz", "a=%FF%FE", "Bearer ", "Bearer %00", "Bearer a.b.c", "Basic Zm9vOmJhcg==", "' OR 1=1 --", "<script>"),
);

/** Headers a client might send: broken cookies and tokens, spoofed addresses. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc.oneof(
      headerValue,
      headerValue.map((value) => `authjs.session-token=${value}`),
      fc.constantFrom("authjs.session-token=%E0%A4%A; authjs.session-token=%zz", "__Secure-authjs.session-token=%; a=b", "gmb_oauth_state=%FF"),
    ),
    authorization: headerValue,
    "x-forwarded-for": headerValue,
    "user-agent": headerValue,
    accept: fc.constantFrom("text/html", "*/*", "application/json", "image/*"),
    "stripe-signature": headerValue,
  },
  { requiredKeys: [] },
);

/** A query string of known and unknown keys with hostile values, sometimes undecodable. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, "id", "__proto__"), nastyString);
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.tuple(key, fc.oneof(nastyString, nastyNumber.map(String))), { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString()) },
    { weight: 1, arbitrary: fc.constantFrom("a=%zz", "%", "limit=%E0%A4%A", "sort[]=recent&sort[]=popular", "season=%00", "limit=1e3&limit=-5") },
  );
}

/** Path segments as Next.js hands them over (already decoded). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom("------------------------------------", "00000000-0000-0000-0000-00000000000g", "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ", "0", "-5", "1.5", "99999999999999999999") },
);

export interface BodyShape {
  /** A body the route would accept (before the fuzzer breaks it). */
  sample: Record<string, unknown>;
  /** Fields whose loss or replacement with an object or NUL text makes the body invalid. */
  required: readonly string[];
}

export interface FuzzBody {
  body: BodyInit | null;
  contentType: string | null;
  /** True when the body is certainly invalid, so the route must refuse it. */
  invalid: boolean;
}

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part))));

/** Bodies that break any JSON route: bad encodings, sizes, nesting and characters. */
export const brokenJsonBody: fc.Arbitrary<Uint8Array | string> = fc.oneof(
  fc.constantFrom<Uint8Array | string>(
    "",
    "null",
    "[]",
    '"text"',
    "{",
    '{"a":1,}',
    "\u0000",
    '{"email":"a\\u0000b@example.com","password":"x"}',
    '{"note":"\\ud800"}',
    bytes('{"name":"', [0xff, 0xfe, 0xc3], '"}'),
    bytes([0xef, 0xbb, 0xbf], "{}"),
    bytes([0xc0, 0xaf]),
    deep(40),
    deep(100_000),
    `{"a":"${"é".repeat(40_000)}"}`,
    `{"a":"${"x".repeat(70_000)}"}`,
  ),
  fc.uint8Array({ maxLength: 64 }),
  fc.string({ unit: "binary", maxLength: 64 }),
);

/** Bodies for a JSON route: broken ones, random JSON, and its sample with one flaw. */
export function fuzzJsonBody(shape: BodyShape | undefined): fc.Arbitrary<FuzzBody> {
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    { weight: 1, arbitrary: fc.constantFrom(null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1") },
  );
  const json = (value: unknown) => JSON.stringify(value) ?? "null";
  const extra = fc.dictionary(fc.string({ maxLength: 10 }).map((key) => `extra_${key}`), nastyJson, { maxKeys: 3 });
  const candidates: fc.Arbitrary<{ body: Uint8Array | string; invalid: boolean }>[] = [
    brokenJsonBody.map((body) => ({ body, invalid: true })),
    nastyJson.map((value) => ({ body: json(value), invalid: !shape })),
  ];
  // An empty sample (the default for a route without a hint) has no field to break.
  if (shape && shape.required.length > 0) {
    const field = fc.constantFrom(...shape.required);
    const flawed = fc.oneof(
      fc.record({ field, kind: fc.constant("drop" as const), value: fc.constant(undefined) }),
      fc.record({ field, kind: fc.constant("object" as const), value: fc.dictionary(fc.string({ maxLength: 5 }).map((k) => `zz_${k}`), nastyJson, { maxKeys: 2 }) }),
      fc.record({ field, kind: fc.constant("nul" as const), value: nastyString.map((text) => `${text}\u0000`) }),
      fc.record({ field: fc.constantFrom(...Object.keys(shape.sample)), kind: fc.constant("any" as const), value: nastyJson }),
    );
    candidates.push(
      fc.tuple(flawed, extra).map(([flaw, more]) => {
        const body: Record<string, unknown> = { ...shape.sample, ...more };
        if (flaw.kind === "drop") delete body[flaw.field];
        else body[flaw.field] = flaw.value;
        return { body: json(body), invalid: flaw.kind !== "any" };
      }),
    );
  }
  return fc.tuple(fc.oneof(...candidates), contentType).map(([{ body, invalid }, type]) => ({
    body: typeof body === "string" ? body : new Uint8Array(body),
    contentType: type,
    // A body that is not declared as JSON is refused whatever it holds.
    invalid: invalid || type === null || !type.startsWith("application/json;") && type !== "application/json",
  }));
}

// ------------------------------------------------------------------ checks

/** Tables a refused request may still write: the login attempts and the rate-limit bookkeeping. */
const BOOKKEEPING_TABLES = ["LoginAttempt", "LoginThrottle", "RateLimitCounter", "_prisma_migrations", "_fuzz_change"];

async function watchedTableNames(): Promise<string[]> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ALL($1::text[])
     ORDER BY table_name`,
    BOOKKEEPING_TABLES,
  );
  return tables.map(({ name }) => name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A fingerprint of every table but the bookkeeping ones: row count and a
 * hash of the rows, so an update shows too. A session's last activity is not
 * a change a request makes: any request with a session, refused or not, keeps
 * it alive (at most once a minute).
 */
export async function tableFingerprint(): Promise<Record<string, string>> {
  // The visit beacon keeps accepted visits in memory and writes them a few
  // seconds later: written now, they count for the request that made them,
  // not for whichever request the timer happens to fire after.
  await flushPageVisits();
  const query = (await watchedTableNames())
    .map((name) => {
      const row = `md5((to_jsonb(t) - 'lastSeenAt')::text)`;
      return `SELECT '${name}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) AS print FROM ${quoted(name)} t`;
    })
    .join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<{ name: string; print: string }[]>(query);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/**
 * The same question as two fingerprints, for thousands of requests: row
 * triggers on every table but the bookkeeping ones note each insert, delete,
 * truncate and real update (a session's lastSeenAt aside) in _fuzz_change,
 * within the writing transaction (a rolled-back write leaves no note).
 * Reading the notes after a request is one small query, where hashing every
 * row of every table took minutes over a whole run on the embedded database.
 * `unwatchTables` removes the triggers, the function and the table.
 */
export async function watchTables(): Promise<void> {
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS _fuzz_change (name text NOT NULL)`);
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION _fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'lastSeenAt') = (to_jsonb(NEW) - 'lastSeenAt') THEN
        RETURN NULL;
      END IF;
      INSERT INTO _fuzz_change (name) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  for (const name of await watchedTableNames()) {
    await db.$executeRawUnsafe(`CREATE OR REPLACE TRIGGER _fuzz_watch_rows AFTER INSERT OR UPDATE OR DELETE ON ${quoted(name)} FOR EACH ROW EXECUTE FUNCTION _fuzz_note_change()`);
    await db.$executeRawUnsafe(`CREATE OR REPLACE TRIGGER _fuzz_watch_truncate AFTER TRUNCATE ON ${quoted(name)} FOR EACH STATEMENT EXECUTE FUNCTION _fuzz_note_change()`);
  }
  await db.$executeRawUnsafe(`DELETE FROM _fuzz_change`);
}

/** The tables written since the last look (or since watching began); the notes are cleared. */
export async function tablesWrittenSinceLastLook(): Promise<string[]> {
  await flushPageVisits();
  const notes = await db.$queryRawUnsafe<{ name: string }[]>(`DELETE FROM _fuzz_change RETURNING name`);
  return [...new Set(notes.map((note) => note.name))].sort();
}

export async function unwatchTables(): Promise<void> {
  for (const name of await watchedTableNames()) {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS _fuzz_watch_rows ON ${quoted(name)}`);
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS _fuzz_watch_truncate ON ${quoted(name)}`);
  }
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS _fuzz_note_change() CASCADE`);
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS _fuzz_change`);
}

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
  headers: Headers;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  let body: unknown;
  try {
    body = contentType.includes("application/json") ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, contentType, body, text, headers: response.headers };
}

/** True for `{ error: { code, message, fields? } }` (other top-level keys allowed, such as `success`). */
export function isErrorFormat(body: unknown): boolean {
  const error = (body as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  if (!error || typeof error !== "object") return false;
  if (typeof error.code !== "string" || !error.code || typeof error.message !== "string" || !error.message) return false;
  if (error.fields === undefined) return true;
  return typeof error.fields === "object" && error.fields !== null && Object.values(error.fields).every((value) => typeof value === "string");
}

/** Why an answer breaks the rules, or null: no 5xx, and every refusal a JSON error. */
export function answerProblem(answer: Answer, expect: { mustRefuse: boolean; mayRedirect?: boolean }): string | null {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 300 && answer.status < 400) return expect.mayRedirect ? null : `unexpected redirect ${answer.status}`;
  if (answer.status < 300) return expect.mustRefuse ? `accepted (${answer.status}) an invalid request: ${answer.text.slice(0, 200)}` : null;
  if (!answer.contentType.includes("application/json")) return `${answer.status} is not JSON (${answer.contentType}): ${answer.text.slice(0, 200)}`;
  if (!isErrorFormat(answer.body)) return `${answer.status} is not in the error format: ${answer.text.slice(0, 200)}`;
  return null;
}

/** Which tables changed between two fingerprints. */
