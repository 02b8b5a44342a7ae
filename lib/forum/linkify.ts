// A post's or reply's text split into plain text and web addresses, so that
// the addresses can be shown as links while everything else stays text (the
// text is never read as HTML). Only http:// and https:// addresses become
// links, and `www.` ones (as https://); anything else (javascript:, data:,
// mailto:) stays text. Linear in the text's length. Safe for the browser.

export type TextPart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

// An address starts where a word starts (not inside "xhttp://" or "awww.")
// and runs to the next space or character that cannot be part of one.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"`]+/gi;

/** Punctuation that ends a sentence rather than an address. */
const TRAILING = ".,;:!?";

/**
 * The longest text taken for an address. Real addresses are far shorter;
 * anything longer stays text, so no post makes one enormous link.
 */
export const MAX_LINK_LENGTH = 2_000;

/**
 * The address without the punctuation that follows it in the sentence, in
 * one pass: the brackets are counted once and the end walks back from there.
 */
function trimTrailing(candidate: string): string {
  let opens = 0;
  let closes = 0;
  for (const char of candidate) {
    if (char === "(") opens += 1;
    else if (char === ")") closes += 1;
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    if (TRAILING.includes(last)) {
      end -= 1;
    } else if (last === ")" && closes > opens) {
      // "(see https://en.wikipedia.org/wiki/Tattoo_(disambiguation))": the
      // address keeps a ")" that closes a "(" of its own.
      closes -= 1;
      end -= 1;
    } else {
      break;
    }
  }
  return candidate.slice(0, end);
}

/** The link's address, or null when the text is not a web address after all. */
function hrefOf(text: string): string | null {
  // A www. address names a host with a dot of its own ("www.example.com"), not "www." or "www.x".
  if (/^www\./i.test(text) && !/^www\.[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/iu.test(text)) return null;
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  } catch {
    return null;
  }
  return href;
}

/** The text as parts: plain text and links, in order; joined, their texts are the text again. */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    if (match[0].length > MAX_LINK_LENGTH) continue;
    const address = trimTrailing(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    if (match.index > last) parts.push({ type: "text", text: text.slice(last, match.index) });
    parts.push({ type: "link", text: address, href });
    last = match.index + address.length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}
