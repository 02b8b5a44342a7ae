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

const SAMPLES = { kind: "samples", samples: POPUP_SAMPLES } as const;
const NOW = new Date("2041-03-10T12:00:00Z").getTime();
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("SocialProofPopup", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the first sample after 5 s for 4 s, then the next one every 15 s, cycling", () => {
    mockReducedMotion(false);
    render(<SocialProofPopup purchases={SAMPLES} timing={POPUP_TIMING} />);
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
    render(<SocialProofPopup purchases={SAMPLES} timing={POPUP_TIMING} />);
    advance(5000);
    fireEvent.click(screen.getByRole("button", { name: "Close purchase notifications" }));
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
    advance(120_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });

  it("closes with the Escape key", () => {
    mockReducedMotion(false);
    render(<SocialProofPopup purchases={SAMPLES} timing={POPUP_TIMING} />);
    advance(5000);
    fireEvent.keyDown(window, { key: "Escape" });
    advance(60_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });

  it("never appears for visitors who prefer reduced motion", () => {
    mockReducedMotion(true);
    render(<SocialProofPopup purchases={SAMPLES} timing={POPUP_TIMING} />);
    advance(120_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });
});

describe("SocialProofPopup with the shop's recent orders", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it("shows each order anonymised, with its place, its sizes and how long ago, newest first", () => {
    const orders = [
      { place: "Austin, TX", sizes: ["4 oz"], at: ago(2 * HOUR) },
      { place: "Oregon", sizes: ["1 oz", "4 oz"], at: ago(30 * HOUR) },
    ] as const;
    render(<SocialProofPopup purchases={{ kind: "orders", orders: orders.map((order) => ({ ...order, sizes: [...order.sizes] })) }} timing={POPUP_TIMING} />);
    advance(5000);
    // Two hours and five seconds after the order: still "2 hours ago".
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent("Someone in Austin, TX bought the 4 oz tin 2 hours ago");
    advance(15_000);
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent("Someone in Oregon bought the 1 oz and 4 oz tins yesterday");
  });

  it("never shows an order once it is 7 days old, even from a page rendered before", () => {
    const orders = [
      { place: "Austin, TX", sizes: ["4 oz"], at: ago(7 * 24 * HOUR - 10_000) },
      { place: "Miami, FL", sizes: ["1 oz"], at: ago(7 * 24 * HOUR - 5_000) },
    ];
    render(<SocialProofPopup purchases={{ kind: "orders", orders }} timing={POPUP_TIMING} />);
    // At 5 s the newest is 5 s short of 7 days old: shown.
    advance(5_000);
    expect(screen.getByTestId("social-proof-popup")).toHaveTextContent("Someone in Austin, TX bought the 4 oz tin 6 days ago");
    // At 20 s both are 7 days old or older: neither shows again.
    advance(15_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.queryByTestId("social-proof-popup")).not.toBeInTheDocument();
  });
});
