// The policy pages' small Markdown: headings, paragraphs, lists, bold, italic
// and links become elements; markup stays visible text and is never HTML;
// a link goes only to http(s), mailto: or a page of the shop.
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownText } from "@/components/site/markdown-text";
import { parseInline, parseMarkdown, safeHref } from "@/lib/format/markdown";

const html = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />).replace(/ class="[^"]*"/g, "");

describe("blocks", () => {
  it("makes headings (one <h1> is the page's: # and ## are <h2>, ### and deeper <h3>), paragraphs and lists", () => {
    expect(
      html(["# Top", "## What we collect", "Some words", "on two lines.", "", "### Orders", "- one", "- **two**", "", "1. first", "2) second", "   continued", "After."].join("\n")),
    ).toBe(
      "<div><h2>Top</h2><h2>What we collect</h2><p>Some words on two lines.</p><h3>Orders</h3><ul><li>one</li><li><strong>two</strong></li></ul>" +
        "<ol><li>first</li><li>second continued</li></ol><p>After.</p></div>",
    );
  });

  it("takes \\r\\n line breaks, and starts a new list when bullets turn to numbers", () => {
    expect(parseMarkdown("- a\r\n1. b\r\n\r\ntext")).toEqual([
      { type: "list", ordered: false, items: [[{ type: "text", text: "a" }]] },
      { type: "list", ordered: true, items: [[{ type: "text", text: "b" }]] },
      { type: "paragraph", children: [{ type: "text", text: "text" }] },
    ]);
  });

  it("keeps a heading marker without a space, and an empty text, as they are", () => {
    expect(html("#hashtag")).toBe("<div><p>#hashtag</p></div>");
    expect(html("")).toBe("<div></div>");
  });
});

describe("inline marks", () => {
  it("makes bold, italic (with * or _) and links, nested", () => {
    expect(html("**Bold with *italic* inside**, _also italic_ and [a **strong** link](/returns).")).toBe(
      '<div><p><strong>Bold with <em>italic</em> inside</strong>, <em>also italic</em> and <a href="/returns">a <strong>strong</strong> link</a>.</p></div>',
    );
  });

  it("leaves lone markers, snake_case words, spaced stars and escaped marks as text", () => {
    expect(html("2 * 3 * 4, snake_case_name, ** not bold **, \\*literal\\* and [no address] here")).toBe(
      "<div><p>2 * 3 * 4, snake_case_name, ** not bold **, *literal* and [no address] here</p></div>",
    );
  });

  it("stops nesting at a safe depth", () => {
    const deep = "*".repeat(40) + "x" + "*".repeat(40);
    expect(() => parseInline(deep)).not.toThrow();
  });
});

describe("no HTML, ever", () => {
  it("shows markup as text, escaped", () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> <b>bold?</b> &amp;';
    const out = html(text);
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b>");
    expect(out).toBe("<div><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &lt;b&gt;bold?&lt;/b&gt; &amp;amp;</p></div>");
  });

  it("refuses javascript:, data: and other addresses: the link's text stays, without a link", () => {
    for (const address of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:void(0)", "data:text/html,<b>x</b>", "vbscript:x", "//evil.example/x", "/\\evil.example", "java\tscript:x", "file:///etc/passwd", "ftp://x.example"]) {
      const out = html(`[click me](${address})`);
      expect(out).not.toContain("<a");
      expect(out).toContain("click me");
    }
  });

  it("keeps a quote in an address inside the attribute", () => {
    expect(html('[x](https://shop.example/?q="><script>)')).toBe('<div><p><a href="https://shop.example/?q=&quot;&gt;&lt;script&gt;">x</a></p></div>');
  });
});

describe("safeHref", () => {
  it.each([
    ["https://verdantink.com/privacy", "https://verdantink.com/privacy"],
    ["http://example.com", "http://example.com"],
    ["mailto:support@verdantink.com", "mailto:support@verdantink.com"],
    ["mailto:support@verdantink.com?subject=Refund", "mailto:support@verdantink.com?subject=Refund"],
    ["/privacy/request", "/privacy/request"],
    ["#faq", "#faq"],
    ["  /returns  ", "/returns"],
  ])("allows %j", (address, href) => expect(safeHref(address)).toBe(href));

  it.each(["", "javascript:alert(1)", "mailto:nobody", "https://", "privacy", "//cdn.example", "/\\x", "https://a b.example", "tel:5125550100"])("refuses %j", (address) => {
    expect(safeHref(address)).toBeNull();
  });
});
