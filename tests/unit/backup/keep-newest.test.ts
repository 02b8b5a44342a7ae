// Keeping the newest BACKUP_KEEP archives of a place: the oldest go, and
// nothing there that is not one of the shop's archives is touched.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { folderPlace, keepNewest } from "@/lib/backup/copies";
import { archiveName } from "@/lib/backup/manifest";

it("removes all but the newest archives, and nothing else", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "keep-newest-"));
  try {
    const names = [1, 2, 3, 4].map((day) => archiveName(new Date(Date.UTC(2026, 10, day, 3))));
    for (const name of [...names].reverse()) writeFileSync(path.join(dir, name), "archive");
    writeFileSync(path.join(dir, "README.txt"), "the owner's notes");
    writeFileSync(path.join(dir, `${names[0]}.part`), "a copy under way");
    const removed = await keepNewest(folderPlace(dir), 2);
    expect(removed.sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "README.txt", `${names[0]}.part`].sort());
    expect(await keepNewest(folderPlace(dir), 2)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
