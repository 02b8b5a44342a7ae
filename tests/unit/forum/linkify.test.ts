import { linkifyParts, MAX_LINK_LENGTH, type TextPart } from "@/lib/forum/linkify";

const text = (value: string): TextPart => ({ type: "text", text: value });
const link = (value: string, href = value): TextPart => ({ type: "link", text: value, href });

describe("linkifyParts", () => {
  it("keeps text without addresses as one text part, and no part for no text", () => {
    expect(linkifyParts("Keep it moisturised.\nTwice a day.")).toEqual([text("Keep it moisturised.\nTwice a day.")]);
    expect(linkifyParts("")).toEqual([]);
  });

  it("links http and https addresses, and www. ones as https", () => {
    expect(linkifyParts("See https://example.com/guide?step=2#day-3 for more")).toEqual([
      text("See "),
      link("https://example.com/guide?step=2#day-3"),
      text(" for more"),
    ]);
    expect(linkifyParts("http://example.org")).toEqual([link("http://example.org")]);
    expect(linkifyParts("Try www.example.com/aftercare today")).toEqual([
      text("Try "),
      link("www.example.com/aftercare", "https://www.example.com/aftercare"),
      text(" today"),
    ]);
  });

  it("leaves out the punctuation that ends the sentence", () => {
    for (const mark of [".", ",", ";", ":", "!", "?", ")", "?!", "..."]) {
      expect(linkifyParts(`Read https://example.com/a${mark}`)).toEqual([text("Read "), link("https://example.com/a"), text(mark)]);
    }
    expect(linkifyParts("Go to www.example.com.")).toEqual([text("Go to "), link("www.example.com", "https://www.example.com"), text(".")]);
  });

  it("keeps a closing parenthesis the address opened, and drops one the sentence opened", () => {
    expect(linkifyParts("(see https://example.com/a)")).toEqual([text("(see "), link("https://example.com/a"), text(")")]);
    expect(linkifyParts("https://en.wikipedia.org/wiki/Tattoo_(disambiguation)")).toEqual([link("https://en.wikipedia.org/wiki/Tattoo_(disambiguation)")]);
    expect(linkifyParts("(see https://en.wikipedia.org/wiki/Tattoo_(disambiguation)).")).toEqual([
      text("(see "),
      link("https://en.wikipedia.org/wiki/Tattoo_(disambiguation)"),
      text(")."),
    ]);
  });

  it("finds several addresses, on one line or several", () => {
    expect(linkifyParts("https://a.example and https://b.example,\nwww.c.example!")).toEqual([
      link("https://a.example"),
      text(" and "),
      link("https://b.example"),
      text(",\n"),
      link("www.c.example", "https://www.c.example"),
      text("!"),
    ]);
  });

  it("links nothing but web addresses: javascript:, data: and mailto: stay text", () => {
    for (const value of ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html;base64,PHNjcmlwdD4=", "mailto:ink@example.com", "ftp://example.com/file"]) {
      expect(linkifyParts(`Click ${value} now`)).toEqual([text(`Click ${value} now`)]);
    }
  });

  it("does not take a bare scheme, www. alone, or an address inside a word", () => {
    for (const value of ["https:// is the start", "www. is not a site", "www.example is not either", "xhttps://example.com", "awww.example.com"]) {
      expect(linkifyParts(value)).toEqual([text(value)]);
    }
  });

  it("keeps markup as text and ends an address where markup starts", () => {
    expect(linkifyParts("<script>alert(1)</script>")).toEqual([text("<script>alert(1)</script>")]);
    expect(linkifyParts('<a href="https://example.com">x</a>')).toEqual([text('<a href="'), link("https://example.com"), text('">x</a>')]);
    expect(linkifyParts("https://example.com/<script>alert(1)</script>")).toEqual([link("https://example.com/"), text("<script>alert(1)</script>")]);
  });

  it("gives back the whole text, part by part", () => {
    const value = "Day 3 (peeling): https://example.com/a_(b)). Then www.example.com? Yes! javascript:void(0)";
    expect(linkifyParts(value).map((part) => part.text).join("")).toBe(value);
  });

  it("leaves an address longer than the cap as text", () => {
    const long = `https://example.com/${"a".repeat(MAX_LINK_LENGTH)}`;
    expect(linkifyParts(`See ${long} now`)).toEqual([text(`See ${long} now`)]);
    const longest = `https://example.com/${"a".repeat(MAX_LINK_LENGTH - "https://example.com/".length)}`;
    expect(linkifyParts(longest)).toEqual([link(longest)]);
  });

  // A post is at most 10,000 characters; its worst cases must not stall the server.
  it.each([
    ["one address and closing brackets", `https://example.com/${")".repeat(9_980)}`],
    ["one address under the cap and closing brackets", `https://example.com/${")".repeat(MAX_LINK_LENGTH - 20)}${" x".repeat(3_990)}`],
    ["brackets and sentence marks in turn", `https://example.com/${").".repeat(4_990)}`],
    ["many short addresses", "https://a.io) ".repeat(714)],
    ["www. over and over", "www.".repeat(2_500)],
  ])("handles a 10,000-character worst case in under 20 ms: %s", (_name, value) => {
    expect(value.length).toBeLessThanOrEqual(10_000);
    expect(linkifyParts(value).map((part) => part.text).join("")).toBe(value);
    // The best of five runs, so that another process on the machine does not count.
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      linkifyParts(value);
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(20);
  });
});
