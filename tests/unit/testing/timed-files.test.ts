// npm test runs the integration files that measure time on one database at a
// time (tests/integration/timed-files.ts): the list must name every such file,
// and only files that exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MEASURES_TIME, TIMED_INTEGRATION_FILES } from "../../integration/timed-files";

const root = path.resolve(__dirname, "../../..");

function integrationTestFiles(dir = path.join(root, "tests", "integration")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return integrationTestFiles(full);
    return entry.name.endsWith(".test.ts") ? [path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

describe("the integration files that measure time", () => {
  it("are all on the list that runs them one database at a time", () => {
    const measuring = integrationTestFiles().filter((file) => MEASURES_TIME.test(readFileSync(path.join(root, file), "utf8")));
    expect(measuring.length).toBeGreaterThan(0);
    expect([...measuring].sort()).toEqual([...TIMED_INTEGRATION_FILES].sort());
  });

  it("name files that exist", () => {
    for (const file of TIMED_INTEGRATION_FILES) expect(existsSync(path.join(root, file))).toBe(true);
  });

  it("are recognised by how they read the clock", () => {
    expect(MEASURES_TIME.test("const ms = performance.now() - started;")).toBe(true);
    expect(MEASURES_TIME.test("expect(Date.now() - started).toBeLessThan(5_000);")).toBe(true);
    expect(MEASURES_TIME.test("expect(result.took).toBeLessThan(2_000);")).toBe(true);
    expect(MEASURES_TIME.test("expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());")).toBe(false);
  });
});
