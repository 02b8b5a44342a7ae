/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SocialProofPopup } from "@/components/home/social-proof-popup";
import { POPUP_SAMPLES, POPUP_TIMING } from "@/lib/fixed-content";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("SocialProofPopup", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the first sample after 5 s for 4 s, then the next one every 15 s, cycling", () => {
    mockReducedMotion(false);
    render(<SocialProofPopup samples={POPUP_SAMPLES} timing={POPUP_TIMING} />);
    advance(4999);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent(POPUP_SAMPLES[0]!.name);
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent(POPUP_SAMPLES[0]!.city);
    advance(3999);
    expect(screen.getByTestId("social-proof-popup")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
    advance(11_000); // 20 s after load
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent(POPUP_SAMPLES[1]!.name);
    advance(15_000 * 5); // five more rounds: back to the first sample
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent(POPUP_SAMPLES[0]!.name);
  });

  it("stays away for good once closed", () => {
    mockReducedMotion(false);
    render(<SocialProofPopup samples={POPUP_SAMPLES} timing={POPUP_TIMING} />);
    advance(5000);
    fireEvent.click(screen.getByRole("button", { name: "Close purchase notifications" }));
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
    advance(120_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });

  it("closes with the Escape key", () => {
    mockReducedMotion(false);
    render(<SocialProofPopup samples={POPUP_SAMPLES} timing={POPUP_TIMING} />);
    advance(5000);
    fireEvent.keyDown(window, { key: "Escape" });
    advance(60_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });

  it("never appears for visitors who prefer reduced motion", () => {
    mockReducedMotion(true);
    render(<SocialProofPopup samples={POPUP_SAMPLES} timing={POPUP_TIMING} />);
    advance(120_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });
});
