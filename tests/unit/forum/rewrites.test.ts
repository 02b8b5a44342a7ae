// The forum's list addresses and the prerendered page each is served from
// (lib/forum/rewrites.ts).
import { forumRewrites } from "@/lib/forum/rewrites";
import { servedFrom } from "../../support/next-rewrites";

describe("forum rewrites", () => {
  it.each([
    ["/forum", "/forum/recent"],
    ["/forum?tab=popular", "/forum/popular"],
    ["/forum?tab=popular&utm_source=mail", "/forum/popular"],
    // Anything else is the Recent Posts tab, as before.
    ["/forum?tab=recent", "/forum/recent"],
    ["/forum?tab=Popular", "/forum/recent"],
    ["/forum?tab=popularx", "/forum/recent"],
    ["/forum?tab=", "/forum/recent"],
  ])("%s is served from %s", async (address, path) => {
    expect(await servedFrom(forumRewrites, address)).toBe(path);
  });

  it("leaves posts and every other address alone", async () => {
    for (const address of ["/", "/forum/post/d48ff8a5-85fb-4258-af7f-e670ee5f0064", "/forum/popular", "/api/forum/posts?tab=popular", "/tutorials?tab=popular"]) {
      expect(await servedFrom(forumRewrites, address)).toBeNull();
    }
  });
});
