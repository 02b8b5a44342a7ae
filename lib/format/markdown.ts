// A small, safe Markdown: the format of the texts the owner writes for the
// policy pages. It knows headings (## and ###), paragraphs, bullet lists
// (- item), numbered lists (1. item), **bold**, *italic* and links
// [text](address). It knows no HTML: whatever looks like markup stays text,
// and the renderer (components/site/markdown-text.tsx) draws every text as
// text, never as HTML. A link goes only to a web address (http, https), an
// e-mail address (mailto:) or a page of the shop (/path, #section); any other
// address (javascript:, data:, //elsewhere) leaves its text without a link.
// Safe for the browser; pure functions.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

/** How deep emphasis and links may nest; deeper markers stay text. */
const MAX_DEPTH = 4;

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^[ \t]{0,3}\d{1,9}[.)][ \t]+(.*)$/;

/**
 * The address a link may point to, or null when it may not: http(s) with a
 * host, mailto: with an address, or a path of this site ("/returns",
 * "#faq"). Spaces, control characters and backslashes are refused (a browser
 * reads "/\evil.example" as another site).
 */
export function safeHref(address: string): string | null {
  const href = address.trim();
  if (!href || /[\s\\\u0000-\u001f\u007f]/.test(href)) return null;
  if (href.startsWith("#")) return href;
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === "mailto") return /^mailto:[^@/?#]+@[^@/?#]+(\?.*)?$/i.test(href) ? href : null;
  if (scheme !== "http" && scheme !== "https") return null;
  try {
    return new URL(href).hostname ? href : null;
  } catch {
    return null;
  }
}

/** Splits a Markdown text into blocks. Line breaks may be \n or \r\n. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.replace(/\t/g, "    ");
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && !/^\s/.test(line)) {
      endParagraph();
      endList();
      // One <h1> per page: the page's own title. A text's headings start at <h2>.
      blocks.push({ type: "heading", level: heading[1]!.length <= 2 ? 2 : 3, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      endParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    if (list && /^\s/.test(line)) {
      // An indented line continues the list's last item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>~|]/;

/** Where the closing `marker` of an emphasis opened before `from` is, or -1. */
function closingMarker(text: string, marker: string, from: number): number {
  for (let at = text.indexOf(marker, from); at !== -1; at = text.indexOf(marker, at + 1)) {
    if (at === from) continue; // empty emphasis
    if (text[at - 1] === "\\" || /\s/.test(text[at - 1]!)) continue;
    // A single marker must not be part of a double one.
    if (marker.length === 1 && (text[at + 1] === marker || text[at - 1] === marker)) continue;
    if (marker === "_" && /[\p{L}\p{N}]/u.test(text[at + 1] ?? "")) continue;
    return at;
  }
  return -1;
}

/** The `]` that closes the `[` at `open` (brackets may nest), or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (char === "\\") at++;
    else if (char === "[") depth++;
    else if (char === "]" && --depth === 0) return at;
  }
  return -1;
}

/** Parses the inline marks of one block's text. */
export function parseInline(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const pushText = () => {
    if (plain) out.push({ type: "text", text: plain });
    plain = "";
  };

  for (let at = 0; at < text.length; ) {
    const char = text[at]!;
    if (char === "\\" && ESCAPABLE.test(text[at + 1] ?? "")) {
      plain += text[at + 1];
      at += 2;
      continue;
    }
    if (depth < MAX_DEPTH && text.startsWith("**", at) && text[at + 2] && !/\s/.test(text[at + 2]!)) {
      const close = closingMarker(text, "**", at + 2);
      if (close !== -1) {
        pushText();
        out.push({ type: "strong", children: parseInline(text.slice(at + 2, close), depth + 1) });
        at = close + 2;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (char === "*" || char === "_") && text[at + 1] !== char && text[at + 1] && !/\s/.test(text[at + 1]!)) {
      const wordBefore = char === "_" && at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!);
      const close = wordBefore ? -1 : closingMarker(text, char, at + 1);
      if (close !== -1) {
        pushText();
        out.push({ type: "em", children: parseInline(text.slice(at + 1, close), depth + 1) });
        at = close + 1;
        continue;
      }
    }
    if (depth < MAX_DEPTH && char === "[") {
      const close = closingBracket(text, at);
      const end = close !== -1 && text[close + 1] === "(" ? text.indexOf(")", close + 2) : -1;
      if (end !== -1) {
        pushText();
        const children = parseInline(text.slice(at + 1, close), depth + 1);
        const href = safeHref(text.slice(close + 2, end));
        // An address that is refused leaves the link's text, without a link.
        if (href) out.push({ type: "link", href, children });
        else out.push(...children);
        at = end + 1;
        continue;
      }
    }
    plain += char;
    at++;
  }
  pushText();
  return out;
}
