// The storefront's icon sprite: every icon a page may name is a symbol with
// its drawing, and the icon markup refers to it.
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "@/components/ui/icon";
import { iconSprite, type IconName } from "@/lib/ui/icons";

const NAMES: IconName[] = ["truck", "building-2", "play-circle", "chevron-down", "x", "instagram", "youtube"];

describe("icon sprite", () => {
  const sprite = iconSprite();

  it.each(NAMES)("has a drawn symbol for %s", (name) => {
    const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
    expect(symbol?.[1]).toMatch(/^<(path|circle|rect|line|polyline|polygon) [^>]+\/>/);
  });

  it("is well-formed SVG with one symbol per name and no stray keys", () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite).not.toMatch(/ key=/);
  });

  it("carries the brand's logo in its own grid and colours", () => {
    expect(sprite).toMatch(/<symbol id="logo" viewBox="0 0 32 32"><circle [^>]*fill="#1d5535"\/>/);
  });

  it("draws an icon as a reference to its symbol, hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<Icon name="truck" className="h-4 w-4" />)).toBe(
      '<svg aria-hidden="true" class="icon h-4 w-4"><use href="/icons.svg#truck"></use></svg>',
    );
  });
});
