// What every marketing e-mail carries: the RFC 2369 / RFC 8058 headers, the
// one-click link in the text, the postal address of the footer, and the
// owner's Markdown rendered with every text escaped.
import { composeMarketingEmail, markdownEmailHtml, unsubscribeHeaders, unsubscribeUrl } from "@/lib/marketing/message";

const footer = { text: "--\nVerdant Ink, 1 Main St, Austin, TX 73301, United States\nContact us: https://shop.example/contact", html: "<p>Verdant Ink, 1 Main St</p>" };

describe("unsubscribe headers", () => {
  it("name the one-click link and a mailto:, and ask for one-click POST", () => {
    const url = unsubscribeUrl("https://shop.example", "abc.def");
    expect(url).toBe("https://shop.example/api/unsubscribe?token=abc.def");
    expect(unsubscribeHeaders(url, "support@shop.example")).toEqual({
      "List-Unsubscribe": "<https://shop.example/api/unsubscribe?token=abc.def>, <mailto:support@shop.example?subject=unsubscribe>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("composeMarketingEmail", () => {
  const email = composeMarketingEmail(
    { subject: "Offer", text: "Hello there.", html: "<p>Hello there.</p>" },
    { url: "https://shop.example/api/unsubscribe?token=t.s", supportEmail: "support@shop.example" },
    footer,
  );

  it("ends the text with the reason, the one-click link and the footer with the postal address", () => {
    expect(email.text).toBe(
      ["Hello there.", "", "You are getting this e-mail because you asked for care tips and offers from us.", "Unsubscribe in one click: https://shop.example/api/unsubscribe?token=t.s", "", footer.text].join("\n"),
    );
    expect(email.html).toContain('<a href="https://shop.example/api/unsubscribe?token=t.s"');
    expect(email.html).toContain(footer.html);
    expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("markdownEmailHtml", () => {
  it("renders headings, emphasis, lists and safe links, escaping every text", () => {
    expect(markdownEmailHtml("## Tips <b>\n\n**Moist** and *clean*.\n\n- one\n- [two](https://x.example/?a=1&b=2)\n\n[bad](javascript:alert)")).toBe(
      [
        "<h2>Tips &#60;b&#62;</h2>",
        "<p><strong>Moist</strong> and <em>clean</em>.</p>",
        '<ul><li>one</li><li><a href="https://x.example/?a=1&#38;b=2" style="color:#1d5535">two</a></li></ul>',
        "<p>bad</p>",
      ].join("\n"),
    );
  });
});
