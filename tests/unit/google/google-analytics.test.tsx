/** @jest-environment jsdom */
// The GA4 tag: present with a measurement ID, a console warning without one.
import * as React from "react";
import { render } from "@testing-library/react";
import { GoogleAnalytics } from "@/components/site/google-analytics";
import { ANALYTICS_MISSING_WARNING } from "@/components/site/analytics-missing-warning";

jest.mock("next/script", () => ({
  __esModule: true,
  default: ({ src, id, children }: { src?: string; id?: string; children?: string }) => (
    <script data-testid="next-script" data-src={src} id={id}>
      {children}
    </script>
  ),
}));

describe("Google Analytics", () => {
  it("loads gtag with the measurement ID", () => {
    const { container } = render(<GoogleAnalytics measurementId="G-ABC123XYZ" />);
    const scripts = container.querySelectorAll("[data-testid=next-script]");
    expect(scripts[0].getAttribute("data-src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
    expect(scripts[1].textContent).toContain("gtag('config','G-ABC123XYZ')");
  });

  it("warns once in the console and adds no tag when the ID is missing", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const first = render(<GoogleAnalytics measurementId={undefined} />);
    render(<GoogleAnalytics measurementId="" />);
    expect(first.container.querySelector("script")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_MISSING_WARNING);
    warn.mockRestore();
  });
});
