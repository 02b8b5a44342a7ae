// The storefront's icons (Lucide's, ISC licence) as one SVG sprite served at
// /icons.svg (app/icons.svg/route.ts). A page refers to a symbol with
// `<use href="/icons.svg#name">` (components/ui/icon.tsx) instead of
// carrying every icon's paths in its HTML and again in its hydration data.
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as building2 from "lucide-react/icons/building-complex";
import * as calculator from "lucide-react/icons/calculator";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as clock from "lucide-react/icons/clock";
import * as eye from "lucide-react/icons/eye";
import * as flame from "lucide-react/icons/flame";
import * as leaf from "lucide-react/icons/leaf";
import * as menu from "lucide-react/icons/menu";
import * as playCircle from "lucide-react/icons/circle-play";
import * as rotateCcw from "lucide-react/icons/rotate-ccw";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as shoppingBag from "lucide-react/icons/shopping-bag";
import * as sprout from "lucide-react/icons/sprout";
import * as star from "lucide-react/icons/star";
import * as truck from "lucide-react/icons/truck";
import * as x from "lucide-react/icons/x";

type IconNode = [tag: string, attributes: Record<string, string>][];

// Each Lucide icon module carries its drawing as `__iconData` next to the
// component; the sprite needs only the drawing.
const MODULES = {
  "arrow-right": arrowRight,
  "building-2": building2,
  calculator,
  check,
  "chevron-down": chevronDown,
  clock,
  eye,
  flame,
  leaf,
  menu,
  "play-circle": playCircle,
  "rotate-ccw": rotateCcw,
  "shield-check": shieldCheck,
  "shopping-bag": shoppingBag,
  sprout,
  star,
  truck,
  x,
};

// The social networks' marks, drawn for the footer in the same grid; the
// small dots are filled.
const BRAND_MARKS = {
  instagram: [
    ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "5" }],
    ["circle", { cx: "12", cy: "12", r: "4" }],
    ["circle", { cx: "17.5", cy: "6.5", r: "0.6", fill: "currentColor" }],
  ],
  facebook: [["path", { d: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8a1 1 0 0 1 1-1Z" }]],
  tiktok: [["path", { d: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.4 4.6 5 5" }]],
  youtube: [
    ["rect", { x: "2.5", y: "5.5", width: "19", height: "13", rx: "4" }],
    ["path", { d: "m10 9.5 5 2.5-5 2.5Z", fill: "currentColor" }],
  ],
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof MODULES | keyof typeof BRAND_MARKS;

// The shop's own leaf-and-drop mark (the drawing of app/icon.svg), in its own
// 32-unit grid and colours; components/site/brand-mark.tsx refers to it.
const LOGO_SYMBOL =
  '<symbol id="logo" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1d5535"/>' +
  '<path d="M16 6c5 4.5 7.5 8.6 7.5 12.2A7.5 7.5 0 0 1 16 25.7a7.5 7.5 0 0 1-7.5-7.5C8.5 14.6 11 10.5 16 6Z" fill="#dcefe1"/>' +
  '<path d="M16 11v12M16 17l3.2-3M16 20l-3-2.6" stroke="#1d5535" stroke-width="1.6" stroke-linecap="round" fill="none"/></symbol>';

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function drawingOf(name: IconName): IconNode {
  if (name in BRAND_MARKS) return BRAND_MARKS[name as keyof typeof BRAND_MARKS];
  const data = (MODULES[name as keyof typeof MODULES] as unknown as { __iconData?: { node?: IconNode } }).__iconData;
  if (!data?.node?.length) throw new Error(`The icon module for ${name} carries no drawing`);
  return data.node;
}

/**
 * The sprite: one `<symbol>` per icon, drawn in Lucide's 24-unit grid with the
 * stroke of the `<svg>` that uses it, and the brand's logo.
 */
export function iconSprite(): string {
  const names = [...Object.keys(MODULES), ...Object.keys(BRAND_MARKS)] as IconName[];
  const symbols = names.map((name) => {
    const shapes = drawingOf(name)
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
          .join(" ");
        return `<${tag} ${list}/>`;
      })
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${LOGO_SYMBOL}</svg>`;
}
