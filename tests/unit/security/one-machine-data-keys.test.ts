// The data key ring on one machine (`npm start` without DATA_ENCRYPTION_KEYS):
// one key generated once into DATA_DIR/data-keys, readable only by its owner,
// in the variable's own format, and the same key at every start after.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig, parseDataKeys } from "@/lib/config";
import { existingOneMachineDataKeys, fillOneMachineSecrets, oneMachineDataKeys } from "../../../scripts/lib/data-keys";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "data-keys-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const quiet = () => {};

describe("DATA_DIR/data-keys", () => {
  it("is made once, mode 0600, as one id:base64key line, and read back the same at every start", () => {
    const config = parseConfig({ DATA_DIR: dataDir });
    const lines: string[] = [];
    const first = oneMachineDataKeys(config, {}, (line) => lines.push(line));
    const file = path.join(dataDir, "data-keys");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^k\d{8}:[A-Za-z0-9+/]{43}=\n$/);
    expect(parseDataKeys(first)).toHaveLength(1);
    expect(lines).toEqual([expect.stringMatching(/generated a data encryption key in/)]);
    expect(oneMachineDataKeys(config, {}, quiet)).toBe(first);
    expect(parseConfig({ DATA_ENCRYPTION_KEYS: first }).dataKeys?.[0]?.key).toHaveLength(32);
  });

  it("gives way to DATA_ENCRYPTION_KEYS, and is never made for it", () => {
    const config = parseConfig({ DATA_DIR: dataDir });
    const set = `k1:${Buffer.alloc(32, 1).toString("base64")}`;
    expect(oneMachineDataKeys(config, { DATA_ENCRYPTION_KEYS: set }, quiet)).toBe(set);
    expect(existingOneMachineDataKeys(config)).toBeUndefined();
  });

  it("holds several keys, one a line, as a comma-separated value; a broken file is named", () => {
    const config = parseConfig({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, "data-keys"), `k2:${Buffer.alloc(32, 2).toString("base64")}\nk1:${Buffer.alloc(32, 1).toString("base64")}\n`);
    expect(parseDataKeys(existingOneMachineDataKeys(config)!).map((key) => key.id)).toEqual(["k2", "k1"]);
    writeFileSync(path.join(dataDir, "data-keys"), "k1:short\n");
    expect(() => existingOneMachineDataKeys(config)).toThrow(/data-keys: the key "k1" is not 32 bytes/);
  });
});

describe("commands run beside npm start", () => {
  it("read the auth secret and data keys from DATA_DIR on the embedded database, without making them", () => {
    writeFileSync(path.join(dataDir, "auth-secret"), `${"s".repeat(48)}\n`);
    oneMachineDataKeys(parseConfig({ DATA_DIR: dataDir }), {}, quiet);
    const env: Record<string, string | undefined> = { DATA_DIR: dataDir };
    fillOneMachineSecrets(env);
    expect(env.AUTH_SECRET).toBe("s".repeat(48));
    expect(parseDataKeys(env.DATA_ENCRYPTION_KEYS!)).toHaveLength(1);
  });

  it("read nothing from files with DATABASE_URL: they must be given the instances' values", () => {
    oneMachineDataKeys(parseConfig({ DATA_DIR: dataDir }), {}, quiet);
    const env: Record<string, string | undefined> = { DATA_DIR: dataDir, DATABASE_URL: "postgresql://shop@db/shop" };
    fillOneMachineSecrets(env);
    expect(env.DATA_ENCRYPTION_KEYS).toBeUndefined();
  });
});
