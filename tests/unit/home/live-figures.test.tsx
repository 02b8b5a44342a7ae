/** @jest-environment jsdom */
// The live figures strip and the credibility block as the home page renders
// them: a hidden figure (null) is simply not there, never a made-up one; with
// every figure hidden the strip is gone.
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { LiveIndicators } from "@/components/home/live-indicators";
import { Credibility } from "@/components/home/credibility";
import { DEFAULT_CLAIMS } from "@/lib/editable-content/defaults";

describe("LiveIndicators", () => {
  it("shows the three figures it is given", () => {
    render(<LiveIndicators figures={{ viewingNow: 127, percentSold: 78, ordersThisWeek: 237 }} />);
    const strip = screen.getByRole("region", { name: "Shop activity" });
    expect(strip).toHaveTextContent("127 people viewing now");
    expect(strip).toHaveTextContent("78% sold");
    expect(strip).toHaveTextContent("237 orders this week");
  });

  it("leaves out a hidden figure, orders this week too, and says one person or one order", () => {
    const { unmount } = render(<LiveIndicators figures={{ viewingNow: 1, percentSold: null, ordersThisWeek: null }} />);
    const strip = screen.getByRole("region", { name: "Shop activity" });
    expect(strip).toHaveTextContent("1 person viewing now");
    expect(strip).not.toHaveTextContent("sold");
    expect(strip).not.toHaveTextContent("this week");
    unmount();
    render(<LiveIndicators figures={{ viewingNow: null, percentSold: null, ordersThisWeek: 1 }} />);
    expect(screen.getByRole("region", { name: "Shop activity" })).toHaveTextContent(/^1 order this week$/);
  });

  it("is not there at all when every figure is hidden", () => {
    const { container } = render(<LiveIndicators figures={{ viewingNow: null, percentSold: null, ordersThisWeek: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Credibility", () => {
  it("shows the owner's figures and introduction, and no figure left empty", () => {
    render(<Credibility claims={{ ...DEFAULT_CLAIMS, credibilityLead: "Artists recommend it.", satisfactionFigure: "" }} />);
    const section = screen.getByRole("region", { name: "Results you can see, from people who know ink" });
    expect(section).toHaveTextContent("Artists recommend it.");
    expect(section).not.toHaveTextContent("Customer satisfaction");
    expect(screen.getByText("Faster healing").nextSibling).toHaveTextContent("15%");
    expect(screen.getByText("Average rating").nextSibling).toHaveTextContent("4.9/5");
  });
});
