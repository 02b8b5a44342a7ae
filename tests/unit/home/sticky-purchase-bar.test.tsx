/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { StickyPurchaseBar } from "@/components/home/sticky-purchase-bar";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("StickyPurchaseBar", () => {
  it("appears past 500 px, minimises, restores and hides near the top", () => {
    scrollTo(0);
    render(<StickyPurchaseBar fromPrice="$9" />);
    expect(screen.queryByText("Premium Tattoo Healing - Starting from $9")).not.toBeInTheDocument();
    scrollTo(500);
    expect(screen.queryByText("Premium Tattoo Healing - Starting from $9")).not.toBeInTheDocument();
    scrollTo(501);
    expect(screen.getByText("Premium Tattoo Healing - Starting from $9")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/checkout");

    fireEvent.click(screen.getByRole("button", { name: "Minimise the order bar" }));
    expect(screen.queryByText("Premium Tattoo Healing - Starting from $9")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show the order bar" }));
    expect(screen.getByText("Premium Tattoo Healing - Starting from $9")).toBeInTheDocument();

    scrollTo(100);
    expect(screen.queryByText("Premium Tattoo Healing - Starting from $9")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show the order bar" })).not.toBeInTheDocument();
  });
});
