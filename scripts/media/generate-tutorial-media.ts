// Draws the shop's own media: for every seeded tutorial a thumbnail (also the
// player's poster) and a short video, and the product shots of the two tins.
//
//   npx tsx scripts/media/generate-tutorial-media.ts
//
// Needs ffmpeg with libx264 on the PATH (Debian: `apt-get install -y ffmpeg
// fonts-dejavu-core`) and the DejaVu fonts; images are drawn as SVG and text
// set by sharp. It writes to the addresses the seed data and
// lib/catalog/product-images.ts name, under public/:
//   public/media/tutorials/<slug>.webp  1280×720 thumbnail and poster
//   public/media/tutorials/<slug>.mp4   640×360 H.264, about 5 s, no audio, +faststart
//   public/media/products/*.webp        product shots with a transparent background
// The output is committed: CI, `npm test` and the build never run this. Run
// it again only when the tutorials or the art change, and commit the files.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SHOP_PRODUCTS_IMAGE, productImage, type ProductImage } from "../../lib/catalog/product-images";
import { TUTORIALS, type SeedTutorial } from "../../prisma/seed-data/tutorials";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const FONT = "DejaVu Sans";
/** All media together stays well under this. */
const BUDGET_BYTES = 10 * 1024 * 1024;

const GREEN = { 50: "#f1f8f3", 100: "#dcefe1", 300: "#a7d7b5", 400: "#6fb58a", 500: "#2f7d4f", 600: "#256a41", 700: "#1d5535", 900: "#0f2e1c" };

// Two short on-screen tips per tutorial, shown after its title card.
const TIPS: Record<string, [string, string]> = {
  "summer-sun-protection-for-fresh-tattoos": ["Keep fresh ink out of direct sun", "Loose, breathable cover now; mineral sunscreen only once healed"],
  "swimming-sweat-and-salt-water": ["No pools, lakes or ocean for about two weeks", "Rinse sweat off gently and pat dry"],
  "prepping-your-skin-for-a-summer-session": ["No sunburn or tanning before your session", "Drink plenty of water the days before"],
  "winter-tattoo-care-dry-air-and-cracked-skin": ["A thin layer of ointment two to three times a day", "A humidifier helps against dry indoor air"],
  "layering-clothes-over-a-healing-tattoo": ["Soft, breathable fabric next to the skin", "Skip tight sleeves that rub the tattoo"],
  "winter-holiday-tattoo-prep-checklist": ["Book around travel and winter sports", "Pack your aftercare kit for the trip"],
  "spring-allergies-and-itchy-healing-tattoos": ["Itching is part of healing: never scratch", "Tap or cool the skin to calm it"],
  "your-first-tattoo-spring-preparation-guide": ["Sleep well and eat before your appointment", "Have mild soap and ointment ready at home"],
  "washing-a-new-tattoo-step-by-step": ["Clean hands, lukewarm water, mild soap", "Pat dry, then a thin layer of ointment"],
  "fall-healing-transitioning-your-aftercare": ["Cooler air dries skin: moisturize a little more", "Keep heavier clothes loose over fresh ink"],
  "peeling-vs-infection-how-to-tell-the-difference": ["Flaking and mild itch are normal healing", "Spreading redness, heat or fever: see a doctor"],
  "booking-a-fall-tattoo": ["Less sun and sweat: easier healing in autumn", "Let each session heal before the next"],
};

// ---------------------------------------------------------------- drawing helpers

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text set by Pango, wrapped to `width`, as a transparent PNG. */
async function textImage(text: string, options: { size: number; width: number; color: string; bold?: boolean; spacing?: number }) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.color}">${xml(text)}</span>`,
      font: `${FONT}${options.bold === false ? "" : " Bold"} ${options.size}`,
      width: options.width,
      rgba: true,
      spacing: options.spacing ?? Math.round(options.size * 0.18),
      wrap: "word",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The shop's mark: a leaf-shaped drop in a circle. */
function markSvg(cx: number, cy: number, r: number, circle: string, drop: string): string {
  const s = r / 16;
  return `<g transform="translate(${cx - 16 * s} ${cy - 16 * s}) scale(${s})">
    <circle cx="16" cy="16" r="16" fill="${circle}"/>
    <path d="M16 6c5 4.5 7.5 8.6 7.5 12.2A7.5 7.5 0 0 1 16 25.7a7.5 7.5 0 0 1-7.5-7.5C8.5 14.6 11 10.5 16 6Z" fill="${drop}"/>
    <path d="M16 11v12M16 17l3.2-3M16 20l-3-2.6" stroke="${circle}" stroke-width="1.6" stroke-linecap="round" fill="none"/>
  </g>`;
}

/** The season's emblem, centred on (0, 0), about 300 px across. */
function seasonEmblem(season: SeedTutorial["season"]): string {
  const around = (n: number, draw: (angle: number) => string) => Array.from({ length: n }, (_, i) => draw((360 / n) * i)).join("");
  switch (season) {
    case "summer":
      return `<circle r="150" fill="${GREEN[500]}" opacity="0.35"/>
        ${around(12, (a) => `<line x1="0" y1="-98" x2="0" y2="-140" stroke="${GREEN[300]}" stroke-width="14" stroke-linecap="round" transform="rotate(${a})"/>`)}
        <circle r="78" fill="${GREEN[100]}"/>
        <circle r="58" fill="${GREEN[50]}"/>`;
    case "winter":
      return `<circle r="150" fill="${GREEN[500]}" opacity="0.3"/>
        ${around(6, (a) => `<g transform="rotate(${a})" stroke="${GREEN[100]}" stroke-width="12" stroke-linecap="round" fill="none">
          <line x1="0" y1="0" x2="0" y2="-132"/>
          <path d="M-28 -86 L0 -62 L28 -86"/>
          <path d="M-22 -124 L0 -104 L22 -124"/>
        </g>`)}
        <circle r="20" fill="${GREEN[50]}"/>`;
    case "spring":
      return `<circle r="150" fill="${GREEN[500]}" opacity="0.3"/>
        <path d="M0 40 C 10 90, 30 120, 60 150" stroke="${GREEN[300]}" stroke-width="10" fill="none" stroke-linecap="round"/>
        <path d="M26 104 C 70 80, 110 96, 124 120 C 90 134, 52 130, 26 104 Z" fill="${GREEN[400]}"/>
        ${around(5, (a) => `<ellipse cx="0" cy="-56" rx="40" ry="58" fill="${GREEN[100]}" transform="rotate(${a})"/>`)}
        ${around(5, (a) => `<ellipse cx="0" cy="-44" rx="14" ry="30" fill="${GREEN[300]}" transform="rotate(${a})"/>`)}
        <circle r="26" fill="${GREEN[600]}"/>
        <circle r="12" fill="${GREEN[300]}"/>`;
    case "fall": {
      const leaf = (x: number, y: number, scale: number, rotate: number, fill: string) =>
        `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">
          <path d="M0 -100 C 60 -60, 62 30, 0 100 C -62 30, -60 -60, 0 -100 Z" fill="${fill}"/>
          <path d="M0 -80 V 118 M0 -30 L30 -52 M0 10 L36 -14 M0 50 L30 30 M0 -30 L-30 -52 M0 10 L-36 -14 M0 50 L-30 30" stroke="${GREEN[700]}" stroke-width="6" stroke-linecap="round" fill="none"/>
        </g>`;
      return `<circle r="150" fill="${GREEN[500]}" opacity="0.3"/>
        ${leaf(-40, 10, 1.05, -28, GREEN[100])}
        ${leaf(70, -40, 0.7, 34, GREEN[300])}
        ${leaf(60, 96, 0.5, 70, GREEN[400])}`;
    }
  }
}

/** Small marks of the season scattered over the background. */
function seasonParticles(season: SeedTutorial["season"], seed: number): string {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: 26 }, () => {
    const x = Math.round(random() * 1280);
    const y = Math.round(random() * 440);
    const size = 4 + random() * 8;
    const opacity = (0.12 + random() * 0.2).toFixed(2);
    if (season === "fall") {
      return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 2}" fill="${GREEN[300]}" opacity="${opacity}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`;
    }
    if (season === "winter") return `<circle cx="${x}" cy="${y}" r="${size * 0.8}" fill="${GREEN[50]}" opacity="${opacity}"/>`;
    if (season === "spring") return `<circle cx="${x}" cy="${y}" r="${size * 0.6}" fill="${GREEN[100]}" opacity="${opacity}"/>`;
    return `<path d="M${x} ${y - size} L${x + size * 0.3} ${y - size * 0.3} L${x + size} ${y} L${x + size * 0.3} ${y + size * 0.3} L${x} ${y + size} L${x - size * 0.3} ${y + size * 0.3} L${x - size} ${y} L${x - size * 0.3} ${y - size * 0.3} Z" fill="${GREEN[100]}" opacity="${opacity}"/>`;
  }).join("");
}

const SEASON_NAMES: Record<SeedTutorial["season"], string> = { spring: "Spring", summer: "Summer", fall: "Fall", winter: "Winter" };

/** Background, brand line and season art of a 1280×720 frame. */
function frameSvg(tutorial: SeedTutorial, options: { emblem: "large" | "small"; pill: boolean }): string {
  const seed = [...tutorial.slug].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const pillText = `${SEASON_NAMES[tutorial.season]} · ${tutorial.category}`.toUpperCase();
  const pillWidth = Math.round(pillText.length * 17.5 + 56);
  const emblem =
    options.emblem === "large"
      ? `<g transform="translate(1010 250)">${seasonEmblem(tutorial.season)}</g>`
      : `<g transform="translate(1140 120) scale(0.5)">${seasonEmblem(tutorial.season)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${GREEN[900]}"/>
        <stop offset="0.65" stop-color="${GREEN[700]}"/>
        <stop offset="1" stop-color="${GREEN[600]}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.79" cy="0.35" r="0.45">
        <stop offset="0" stop-color="${GREEN[500]}" stop-opacity="0.55"/>
        <stop offset="1" stop-color="${GREEN[500]}" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0.45" stop-color="${GREEN[900]}" stop-opacity="0"/>
        <stop offset="1" stop-color="${GREEN[900]}" stop-opacity="0.7"/>
      </linearGradient>
    </defs>
    <rect width="1280" height="720" fill="url(#bg)"/>
    <rect width="1280" height="720" fill="url(#glow)"/>
    <g fill="none" stroke="${GREEN[400]}" stroke-width="3" opacity="0.18">
      <path d="M-40 560 C 240 420, 420 700, 700 540 S 1120 380, 1340 520"/>
      <path d="M-40 610 C 260 480, 440 760, 720 600 S 1140 440, 1340 580"/>
    </g>
    ${seasonParticles(tutorial.season, seed)}
    ${emblem}
    <rect width="1280" height="720" fill="url(#shade)"/>
    ${markSvg(98, 86, 26, GREEN[100], GREEN[700])}
    <text x="138" y="80" font-family="${FONT}" font-weight="700" font-size="26" letter-spacing="4" fill="${GREEN[50]}">VERDANT INK</text>
    <text x="138" y="108" font-family="${FONT}" font-size="18" letter-spacing="2" fill="${GREEN[300]}">SEASONAL TATTOO CARE</text>
    ${
      options.pill
        ? `<rect x="72" y="148" width="${pillWidth}" height="46" rx="23" fill="${GREEN[100]}"/>
    <text x="${72 + pillWidth / 2}" y="179" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="22" letter-spacing="2" fill="${GREEN[900]}">${xml(pillText)}</text>`
        : ""
    }
  </svg>`;
}

/**
 * The title in at most two lines, as large as fits: the centre of the card
 * stays free for the play button and the bottom for the player's controls.
 */
async function titleText(title: string) {
  for (const size of [56, 52, 48, 44, 40]) {
    const [text, line] = await Promise.all([
      textImage(title, { size, width: 1040, color: "#ffffff" }),
      textImage("Ag", { size, width: 1040, color: "#ffffff" }),
    ]);
    if (text.height < line.height * 2.5) return text;
  }
  throw new Error(`"${title}" does not fit in two lines`);
}

/** The title card: the thumbnail, also the first frame of the video. */
async function titleCard(tutorial: SeedTutorial): Promise<Buffer> {
  const title = await titleText(tutorial.title);
  return sharp(Buffer.from(frameSvg(tutorial, { emblem: "large", pill: true })))
    .composite([{ input: title.data, left: 72, top: 624 - title.height }])
    .png()
    .toBuffer();
}

async function tipCard(tutorial: SeedTutorial, index: number, tip: string): Promise<Buffer> {
  const label = await textImage(`TIP ${index + 1} OF 2`, { size: 26, width: 600, color: GREEN[300], spacing: 0 });
  const text = await textImage(tip, { size: 64, width: 1000, color: "#ffffff" });
  const footer = await textImage(tutorial.title, { size: 24, width: 1100, color: GREEN[300], bold: false });
  const top = Math.round(380 - text.height / 2);
  return sharp(Buffer.from(frameSvg(tutorial, { emblem: "small", pill: false })))
    .composite([
      { input: label.data, left: 80, top: top - label.height - 24 },
      { input: text.data, left: 80, top },
      { input: footer.data, left: 80, top: 664 - footer.height },
    ])
    .png()
    .toBuffer();
}

async function endCard(): Promise<Buffer> {
  const tagline = await textImage("Natural tattoo healing ointment", { size: 30, width: 900, color: GREEN[100], bold: false });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <defs>
      <radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">
        <stop offset="0" stop-color="${GREEN[600]}"/>
        <stop offset="1" stop-color="${GREEN[900]}"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="720" fill="url(#bg)"/>
    ${tinSvg({ id: "end", cx: 640, topY: 150, r: 190, lidH: 74, bodyH: 92, size: "4 OZ · 120 ML", shadow: GREEN[900] })}
    <text x="640" y="540" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="52" letter-spacing="8" fill="${GREEN[50]}">VERDANT INK</text>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: tagline.data, left: Math.round(640 - tagline.width / 2), top: 572 }])
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------- the tin

/**
 * A round ointment tin seen from slightly above: a dark green lid with the
 * mark on top and VERDANT INK on its band, a brushed silver base with the
 * size. `topY` is the top edge of the lid; `r` its half width.
 */
function tinSvg(tin: { id: string; cx: number; topY: number; r: number; lidH: number; bodyH: number; size: string; shadow?: string }): string {
  const { id, cx, r, lidH, bodyH } = tin;
  const ry = Math.round(r * 0.3);
  const lidY = tin.topY + ry; // centre of the lid's top ellipse
  const lidBottom = lidY + lidH;
  const rb = r * 0.955; // the base is a little narrower than the lid
  const baseBottom = lidBottom + bodyH;
  const band = (x0: number, x1: number, y0: number, y1: number, rx: number) =>
    `M${x0} ${y0} V${y1} A${rx} ${ry} 0 0 0 ${x1} ${y1} V${y0} A${rx} ${ry} 0 0 1 ${x0} ${y0} Z`;
  const dropScale = (r * 0.5) / 32;
  return `<g>
    <defs>
      <linearGradient id="${id}-body" x1="0" x2="1">
        <stop offset="0" stop-color="#6b7280"/>
        <stop offset="0.18" stop-color="#c7ccd2"/>
        <stop offset="0.38" stop-color="#f5f6f7"/>
        <stop offset="0.55" stop-color="#d5d9de"/>
        <stop offset="0.85" stop-color="#9aa1a9"/>
        <stop offset="1" stop-color="#5b626b"/>
      </linearGradient>
      <linearGradient id="${id}-lid" x1="0" x2="1">
        <stop offset="0" stop-color="${GREEN[900]}"/>
        <stop offset="0.3" stop-color="${GREEN[600]}"/>
        <stop offset="0.42" stop-color="#3f9a65"/>
        <stop offset="0.6" stop-color="${GREEN[600]}"/>
        <stop offset="1" stop-color="#0a2214"/>
      </linearGradient>
      <radialGradient id="${id}-top" cx="0.42" cy="0.35" r="0.75">
        <stop offset="0" stop-color="#3a9063"/>
        <stop offset="1" stop-color="${GREEN[700]}"/>
      </radialGradient>
      <filter id="${id}-blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${Math.round(r * 0.06)}"/></filter>
    </defs>
    <ellipse cx="${cx}" cy="${baseBottom + ry * 0.25}" rx="${r * 1.08}" ry="${ry * 0.75}" fill="${tin.shadow ?? "#0f2e1c"}" opacity="0.35" filter="url(#${id}-blur)"/>
    <path d="${band(cx - rb, cx + rb, lidBottom - 4, baseBottom, rb)}" fill="url(#${id}-body)"/>
    <path d="M${cx - rb} ${baseBottom - bodyH * 0.12} A${rb} ${ry} 0 0 0 ${cx + rb} ${baseBottom - bodyH * 0.12}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${Math.max(2, r * 0.012)}" fill="none"/>
    <path d="${band(cx - r, cx + r, lidY, lidBottom, r)}" fill="url(#${id}-lid)"/>
    <path d="M${cx - r} ${lidBottom - lidH * 0.1} A${r} ${ry} 0 0 0 ${cx + r} ${lidBottom - lidH * 0.1}" stroke="#7cc79a" stroke-opacity="0.35" stroke-width="${Math.max(2, r * 0.01)}" fill="none"/>
    <ellipse cx="${cx}" cy="${lidY}" rx="${r}" ry="${ry}" fill="${GREEN[600]}"/>
    <ellipse cx="${cx}" cy="${lidY}" rx="${r * 0.9}" ry="${ry * 0.86}" fill="url(#${id}-top)" stroke="#4aa574" stroke-opacity="0.45" stroke-width="${Math.max(1.5, r * 0.008)}"/>
    <g transform="translate(${cx} ${lidY}) scale(1 ${(ry / r) * 1.6}) translate(${-16 * dropScale} ${-16 * dropScale}) scale(${dropScale})">
      <path d="M16 2c7 6.3 10.5 12 10.5 17A10.5 10.5 0 0 1 16 29.5 10.5 10.5 0 0 1 5.5 19C5.5 14 9 8.3 16 2Z" fill="${GREEN[100]}"/>
      <path d="M16 9v17M16 17.5l4.5-4.2M16 22l-4.2-3.6" stroke="${GREEN[700]}" stroke-width="1.8" stroke-linecap="round" fill="none"/>
    </g>
    <text x="${cx}" y="${lidY + ry + lidH * 0.5 + r * 0.045}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(r * 0.13)}" letter-spacing="${Math.round(r * 0.03)}" fill="${GREEN[50]}">VERDANT INK</text>
    <text x="${cx}" y="${lidBottom + ry + bodyH * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(r * 0.085)}" letter-spacing="${Math.round(r * 0.012)}" fill="${GREEN[900]}">${xml(tin.size)}</text>
    <text x="${cx}" y="${lidBottom + ry + bodyH * 0.36 + r * 0.085}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(r * 0.05)}" letter-spacing="${Math.round(r * 0.01)}" fill="${GREEN[700]}">TATTOO HEALING OINTMENT</text>
  </g>`;
}

type TinSpec = { r: number; lidH: number; bodyH: number; size: string };
const TINS: Record<"1oz" | "4oz", TinSpec> = {
  "1oz": { r: 280, lidH: 108, bodyH: 132, size: "1 OZ · 30 ML" },
  "4oz": { r: 300, lidH: 132, bodyH: 176, size: "4 OZ · 120 ML" },
};

/** Height of a tin's drawing from the lid's top edge to the bottom of its base. */
const tinHeight = (tin: TinSpec) => 2 * Math.round(tin.r * 0.3) + tin.lidH + tin.bodyH;

async function productShot(image: ProductImage, tins: { spec: TinSpec; cx: number; scale: number }[]) {
  const drawn = tins.map(({ spec, cx, scale }, i) => {
    const tin = { ...spec, r: spec.r * scale, lidH: spec.lidH * scale, bodyH: spec.bodyH * scale };
    return { tin, cx, i, height: tinHeight(tin) };
  });
  // Tins stand on one line, the group centred in the image.
  const tallest = Math.max(...drawn.map((d) => d.height));
  const floor = Math.round((image.height + tallest) / 2);
  const body = drawn.map(({ tin, cx, i, height }) => tinSvg({ id: `tin${i}`, cx, topY: floor - height, ...tin })).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 88, alphaQuality: 90, effort: 6 }).toBuffer();
}

// ---------------------------------------------------------------- output

function publicFile(address: string): string {
  if (!address.startsWith("/media/")) throw new Error(`${address} is not under /media/`);
  return path.join(PUBLIC, address);
}

function write(address: string, data: Buffer) {
  const file = publicFile(address);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
}

function ffmpeg(args: string[]) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error || result.status !== 0) {
    throw new Error(`ffmpeg failed${result.error ? `: ${result.error.message}` : ` with status ${result.status}`}`);
  }
}

const SLIDE_SECONDS = 1.6;
const FADE_SECONDS = 0.4;
const FPS = 24;

/** Title card, two tips and the brand card, cross-faded, with a thin progress line. */
async function video(tutorial: SeedTutorial, title: Buffer, brand: Buffer, work: string) {
  const tips = TIPS[tutorial.slug];
  if (!tips) throw new Error(`No tips for ${tutorial.slug}`);
  const slides = [title, await tipCard(tutorial, 0, tips[0]), await tipCard(tutorial, 1, tips[1]), brand];
  const inputs: string[] = [];
  for (const [i, slide] of slides.entries()) {
    const file = path.join(work, `${tutorial.slug}-${i}.png`);
    await sharp(slide).resize(640, 360).png().toFile(file);
    inputs.push("-loop", "1", "-framerate", String(FPS), "-t", String(SLIDE_SECONDS), "-i", file);
  }
  const total = slides.length * SLIDE_SECONDS - (slides.length - 1) * FADE_SECONDS;
  const filters = slides.map((_, i) => `[${i}:v]format=yuv420p,settb=AVTB[s${i}]`);
  let last = "s0";
  for (let i = 1; i < slides.length; i++) {
    const offset = (i * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(2);
    filters.push(`[${last}][s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[x${i}]`);
    last = `x${i}`;
  }
  filters.push(`color=c=${GREEN[300]}:s=640x4:r=${FPS}:d=${total}[bar]`);
  filters.push(`[${last}][bar]overlay=x='-W+W*t/${total}':y=H-4:shortest=1,format=yuv420p[out]`);
  ffmpeg([
    ...inputs,
    "-filter_complex", filters.join(";"),
    "-map", "[out]",
    "-an",
    "-t", total.toFixed(2),
    "-r", String(FPS),
    "-c:v", "libx264",
    "-profile:v", "main",
    "-level", "3.0",
    "-preset", "veryslow",
    "-tune", "stillimage",
    "-crf", "30",
    "-g", String(FPS * 2),
    "-pix_fmt", "yuv420p",
    "-movflags", "+faststart",
    "-map_metadata", "-1",
    "-metadata", `title=${tutorial.title}`,
    publicFile(tutorial.videoUrl),
  ]);
}

async function main() {
  const check = spawnSync("ffmpeg", ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (check.error || !check.stdout.includes("libx264")) {
    console.error("ffmpeg with libx264 is needed: apt-get install -y ffmpeg fonts-dejavu-core");
    process.exit(1);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "shop-media-"));
  const written: string[] = [];
  try {
    const brand = await endCard();
    for (const tutorial of TUTORIALS) {
      const title = await titleCard(tutorial);
      write(tutorial.thumbnailUrl, await sharp(title).webp({ quality: 80, effort: 6 }).toBuffer());
      mkdirSync(path.dirname(publicFile(tutorial.videoUrl)), { recursive: true });
      await video(tutorial, title, brand, work);
      written.push(tutorial.thumbnailUrl, tutorial.videoUrl);
      console.log(`tutorial: ${tutorial.slug}`);
    }

    const small = productImage("1oz");
    const large = productImage("4oz");
    if (!small || !large) throw new Error("lib/catalog/product-images.ts names no image for 1oz or 4oz");
    write(small.src, await productShot(small, [{ spec: TINS["1oz"], cx: small.width / 2, scale: 1 }]));
    write(large.src, await productShot(large, [{ spec: TINS["4oz"], cx: large.width / 2, scale: 1 }]));
    // Side by side at their true relative size: the 1 oz tin is two thirds as wide.
    const both = SHOP_PRODUCTS_IMAGE;
    write(
      both.src,
      await productShot(both, [
        { spec: TINS["4oz"], cx: both.width * 0.32, scale: 1 },
        { spec: TINS["1oz"], cx: both.width * 0.765, scale: 200 / 280 },
      ]),
    );
    written.push(small.src, large.src, both.src);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const byType = new Map<string, number>();
  let total = 0;
  for (const address of written) {
    const { size } = statSync(publicFile(address));
    const type = path.extname(address).slice(1);
    byType.set(type, (byType.get(type) ?? 0) + size);
    total += size;
  }
  for (const [type, bytes] of byType) console.log(`${type}: ${(bytes / 1024).toFixed(0)} KiB`);
  console.log(`total: ${(total / 1024).toFixed(0)} KiB in ${written.length} files`);
  if (total > BUDGET_BYTES) {
    console.error(`The media is over its budget of ${BUDGET_BYTES / 1024 / 1024} MiB.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
