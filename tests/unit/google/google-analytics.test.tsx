// The GA4 tag: present with a measurement ID, a console warning without one.
import { renderToStaticMarkup } from "react-dom/server";
import { ANALYTICS_MISSING_WARNING, GoogleAnalytics } from "@/components/site/google-analytics";

describe("Google Analytics", () => {
  it("loads gtag with the measurement ID", () => {
    const html = renderToStaticMarkup(<GoogleAnalytics measurementId="G-ABC123XYZ" />);
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ">');
    expect(html).toContain("gtag('config','G-ABC123XYZ')");
    expect(html).not.toContain("console.warn");
  });

  it.each([undefined, "", "UA-1234-5", "G-abc\"></script>"])("warns in the console and adds no tag when the ID is %p", (id) => {
    const html = renderToStaticMarkup(<GoogleAnalytics measurementId={id} />);
    expect(html).not.toContain("googletagmanager");
    const script = /^<script>(.*)<\/script>$/.exec(html)?.[1];
    const warn = jest.fn();
    new Function("console", script!)({ warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_MISSING_WARNING);
  });
});
