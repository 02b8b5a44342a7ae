// The embedded database's two-pass copy: the second pass (the only one that
// holds the database up) copies again exactly what changed since, or shortly
// before, the first began, adds new files and drops vanished ones, so the
// copy equals the directory as it was during the second pass.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstPass, secondPass } from "../../../scripts/lib/embedded-snapshots";

it("copies again only what changed, and ends equal to the live directory", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "snapshot-copy-"));
  const live = path.join(root, "live");
  const copy = path.join(root, "copy");
  try {
    mkdirSync(path.join(live, "base", "5"), { recursive: true });
    mkdirSync(path.join(live, "pg_tblspc"), { recursive: true });
    const old = new Date(Date.now() - 60_000);
    for (const name of ["base/5/1259", "base/5/2619", "global/pg_control"]) {
      mkdirSync(path.dirname(path.join(live, name)), { recursive: true });
      writeFileSync(path.join(live, name), `old ${name}`);
      utimesSync(path.join(live, name), old, old);
    }
    writeFileSync(path.join(live, "pg_wal"), "written just now");
    const first = await firstPass(live, copy);
    // While the first pass ran, the database went on.
    writeFileSync(path.join(live, "base/5/2619"), "changed after the first pass");
    writeFileSync(path.join(live, "base/5/16384"), "a new table");
    rmSync(path.join(live, "global/pg_control"));
    const second = secondPass(live, copy, first);
    // The changed file, the new one, and the one written just before the first pass began.
    expect(second.recopied).toBe(3);
    expect(readFileSync(path.join(copy, "base/5/2619"), "utf8")).toBe("changed after the first pass");
    expect(readFileSync(path.join(copy, "base/5/16384"), "utf8")).toBe("a new table");
    expect(readFileSync(path.join(copy, "base/5/1259"), "utf8")).toBe("old base/5/1259");
    expect(existsSync(path.join(copy, "global/pg_control"))).toBe(false);
    expect(existsSync(path.join(copy, "pg_tblspc"))).toBe(true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
