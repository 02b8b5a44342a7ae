// The storefront's font file (app/fonts/inter-latin-400-800.woff2, made by
// scripts/fonts/subset-inter.py from the npm package's Latin file): it covers
// every character the package's file covers, its weight axis is the range
// app/layout.tsx declares, and it stays the smaller file it was cut to be.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

const ROOT = path.resolve(__dirname, "../../..");
const PACKAGE_FILE = path.join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

// WOFF2's table directory names the usual tables by an index into this list.
const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC " +
  "JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .match(/.{4}\s?/g)!
  .map((entry) => entry.slice(0, 4));

/** The tables of a WOFF2 file, decompressed (glyf, loca and hmtx as stored, possibly transformed). */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 file");
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let offset = 48;
  const base128 = () => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) {
      const byte = file[offset++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const directory: { tag: string; length: number }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const flags = file[offset++]!;
    const tag = (flags & 0x3f) === 0x3f ? file.toString("latin1", offset, (offset += 4)) : KNOWN_TAGS[flags & 0x3f]!;
    const version = flags >> 6;
    let length = base128();
    const transformed = ((tag === "glyf" || tag === "loca") && version === 0) || (tag === "hmtx" && version !== 0);
    if (transformed) length = base128();
    directory.push({ tag, length });
  }
  const data = brotliDecompressSync(file.subarray(offset, offset + compressedLength));
  const tables = new Map<string, Buffer>();
  let position = 0;
  for (const { tag, length } of directory) {
    tables.set(tag, data.subarray(position, position + length));
    position += length;
  }
  return tables;
}

/** The characters a font maps to a glyph (its cmap's format 4 and 12 subtables). */
function characters(tables: Map<string, Buffer>): Set<number> {
  const cmap = tables.get("cmap")!;
  const found = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let index = 0; index < subtables; index += 1) {
    const at = cmap.readUInt32BE(4 + index * 8 + 4);
    const format = cmap.readUInt16BE(at);
    if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = cmap.readUInt16BE(ends + segment * 2);
        const start = cmap.readUInt16BE(starts + segment * 2);
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const glyph = rangeOffset
            ? cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2)
            : (code + delta) & 0xffff;
          if (glyph !== 0) found.add(code);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      for (let group = 0; group < groups; group += 1) {
        const start = cmap.readUInt32BE(at + 16 + group * 12);
        const end = cmap.readUInt32BE(at + 20 + group * 12);
        for (let code = start; code <= end; code += 1) found.add(code);
      }
    }
  }
  return found;
}

/** The weight axis of a variable font (its fvar table). */
function weightAxis(tables: Map<string, Buffer>): { min: number; max: number } {
  const fvar = tables.get("fvar")!;
  const axesAt = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  for (let index = 0; index < axisCount; index += 1) {
    const at = axesAt + index * axisSize;
    if (fvar.toString("latin1", at, at + 4) === "wght") return { min: fvar.readInt32BE(at + 4) / 65536, max: fvar.readInt32BE(at + 12) / 65536 };
  }
  throw new Error("no weight axis");
}

// next/font reads app/layout.tsx's call as written: the file and the weights are literals there.
const layout = readFileSync(path.join(ROOT, "app/layout.tsx"), "utf8");
const declaredFile = path.join(ROOT, "app", /src: "(\.\/fonts\/[^"]+\.woff2)"/.exec(layout)![1]!);
const declaredWeights = /weight: "(\d+) (\d+)"/.exec(layout)!.slice(1).map(Number);

const shopFont = readFileSync(declaredFile);
const shopTables = woff2Tables(shopFont);

test("the font covers every character of the package's Latin file", () => {
  const before = characters(woff2Tables(readFileSync(PACKAGE_FILE)));
  const after = characters(shopTables);
  expect(before.size).toBeGreaterThan(200);
  expect([...before].filter((code) => !after.has(code)).map((code) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`)).toEqual([]);
  // The texts the storefront sets most: letters, digits, prices, quotes and dashes.
  expect([..."Verdant Ink $9.00 – “heals” 15% faster… café ©"].filter((char) => !after.has(char.codePointAt(0)!))).toEqual([]);
});

test("its weight axis is the range app/layout.tsx declares, from normal to extrabold", () => {
  const axis = weightAxis(shopTables);
  expect([axis.min, axis.max]).toEqual(declaredWeights);
  // The theme's weights (app/globals.css uses Tailwind's normal to extrabold).
  expect(axis.min).toBeLessThanOrEqual(400);
  expect(axis.max).toBeGreaterThanOrEqual(800);
});

test("it stays much smaller than the package's file (it is preloaded on every page)", () => {
  const packageSize = readFileSync(PACKAGE_FILE).length;
  expect(shopFont.length).toBeLessThan(30_000);
  expect(shopFont.length).toBeLessThan(packageSize * 0.62);
});
