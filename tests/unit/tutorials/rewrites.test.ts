// The query addresses of the tutorials page and the prerendered page each is
// served from (lib/tutorials/rewrites.ts).
import { tutorialsRewrites } from "@/lib/tutorials/rewrites";
import { servedFrom as servedFromRules } from "../../support/next-rewrites";

const ID = "0b6f3c8e-4a1d-4e5b-9c2a-7d8e9f001122";
const servedFrom = (address: string) => servedFromRules(tutorialsRewrites, address);

describe("tutorials rewrites", () => {
  it.each([
    ["/tutorials", "/tutorials/season/all"],
    ["/tutorials?season=spring", "/tutorials/season/spring"],
    ["/tutorials?season=summer", "/tutorials/season/summer"],
    ["/tutorials?season=fall", "/tutorials/season/fall"],
    ["/tutorials?season=winter", "/tutorials/season/winter"],
    [`/tutorials?video=${ID}`, `/tutorials/watch/all/${ID}`],
    [`/tutorials?season=winter&video=${ID}`, `/tutorials/watch/winter/${ID}`],
    [`/tutorials?video=${ID}&season=fall`, `/tutorials/watch/fall/${ID}`],
    // Other query parameters change nothing.
    ["/tutorials?season=summer&utm_source=mail", "/tutorials/season/summer"],
  ])("%s is served from %s", async (address, path) => {
    expect(await servedFrom(address)).toBe(path);
  });

  it.each([
    // Not a season (whole value, case and all): every season, as before.
    ["/tutorials?season=autumn", "/tutorials/season/all"],
    ["/tutorials?season=Winter", "/tutorials/season/all"],
    ["/tutorials?season=winterx", "/tutorials/season/all"],
    ["/tutorials?season=", "/tutorials/season/all"],
    // A video with a season that is not one plays from the list of every season.
    [`/tutorials?season=autumn&video=${ID}`, `/tutorials/watch/all/${ID}`],
    // A video parameter that cannot be a tutorial id: the list.
    ["/tutorials?video=not-a-tutorial", "/tutorials/season/all"],
    [`/tutorials?video=${ID.toUpperCase()}`, "/tutorials/season/all"],
    [`/tutorials?video=${ID}x`, "/tutorials/season/all"],
    [`/tutorials?season=fall&video=../../admin`, "/tutorials/season/fall"],
  ])("%s falls back to %s", async (address, path) => {
    expect(await servedFrom(address)).toBe(path);
  });

  it("leaves every other address alone", async () => {
    for (const address of ["/", "/forum?season=winter", "/tutorials/season/winter", `/tutorials/watch/all/${ID}`, "/api/tutorials?season=winter"]) {
      expect(await servedFrom(address)).toBeNull();
    }
  });
});
