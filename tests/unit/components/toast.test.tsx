/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import * as React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";

import { LazyToaster } from "@/components/ui/lazy-toaster";
import { Toaster } from "@/components/ui/toaster";
import {
  TOAST_REMOVE_DELAY,
  dismiss,
  toast,
  useToast,
} from "@/components/ui/use-toast";

/** Renders the store's view of the toasts so tests can observe list membership. */
function StoreProbe() {
  const { toasts } = useToast();
  return (
    <div data-testid="store">
      {toasts.map((t) => `${t.id}:${t.open ? "open" : "closed"}`).join(",")}
    </div>
  );
}

function storeEntries(): string[] {
  const text = screen.getByTestId("store").textContent ?? "";
  return text === "" ? [] : text.split(",");
}

function viewport() {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

function renderToaster() {
  return render(
    <>
      <StoreProbe />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  // The store is module-level: dismiss everything and let the removal delay elapse.
  act(() => {
    dismiss();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  jest.useRealTimers();
});

describe("Toaster", () => {
  it("shows only the most recent toast (limit 1)", () => {
    renderToaster();
    act(() => {
      toast({ title: "First toast" });
      toast({ title: "Second toast" });
    });

    expect(screen.queryByText("First toast")).not.toBeInTheDocument();
    expect(screen.getByText("Second toast")).toBeVisible();
    expect(within(viewport()).getAllByRole("listitem")).toHaveLength(1);
    expect(storeEntries()).toHaveLength(1);
  });

  it("renders the destructive variant distinguishably", () => {
    renderToaster();
    act(() => {
      toast({ title: "All good" });
    });
    const normal = screen.getByText("All good").closest("li");
    expect(normal).toHaveAttribute("data-variant", "default");
    expect(normal).not.toHaveClass("bg-red-600");

    act(() => {
      toast({ title: "Payment failed", description: "Card declined", variant: "destructive" });
    });
    const destructive = screen.getByText("Payment failed").closest("li");
    expect(destructive).toHaveAttribute("data-variant", "destructive");
    expect(destructive).toHaveClass("destructive", "bg-red-600", "text-white");
    expect(within(destructive as HTMLElement).getByText("Card declined")).toBeInTheDocument();
  });

  it("announces the toast through a status region", () => {
    renderToaster();
    act(() => {
      toast({ title: "Saved", description: "Your cart was updated" });
    });
    // Radix fills the live region on the next animation frame.
    act(() => {
      jest.advanceTimersByTime(50);
    });
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live");
    expect(status).toHaveTextContent("Saved");
    expect(status).toHaveTextContent("Your cart was updated");
  });

  it("renders the viewport with the F8 hotkey and right swipe", () => {
    renderToaster();
    act(() => {
      toast({ title: "Swipe me" });
    });
    expect(screen.getByText("Swipe me").closest("li")).toHaveAttribute(
      "data-swipe-direction",
      "right",
    );

    const list = within(viewport()).getByRole("list");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(list).toHaveFocus();
  });

  it("closing via the close button hides it and removes it 1,000,000 ms later", () => {
    renderToaster();
    let id = "";
    act(() => {
      id = toast({ title: "Closable" }).id;
    });
    expect(screen.getByText("Closable")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "Close" }));

    expect(screen.queryByText("Closable")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    // Dismissed but still in the list until the removal delay elapses.
    expect(storeEntries()).toEqual([`${id}:closed`]);

    act(() => {
      jest.advanceTimersByTime(1_000_000 - 1);
    });
    expect(storeEntries()).toEqual([`${id}:closed`]);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(storeEntries()).toEqual([]);
  });

  it("auto-dismisses after the default duration of 5000 ms", () => {
    renderToaster();
    act(() => {
      toast({ title: "Short lived" });
    });
    act(() => {
      jest.advanceTimersByTime(5_000 - 1);
    });
    expect(screen.getByText("Short lived")).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Short lived")).not.toBeInTheDocument();
  });

  it("honours a custom duration", () => {
    renderToaster();
    act(() => {
      toast({ title: "Sticky", duration: 10_000 });
    });
    act(() => {
      jest.advanceTimersByTime(5_000 + 1);
    });
    expect(screen.getByText("Sticky")).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.queryByText("Sticky")).not.toBeInTheDocument();
  });

  it("returns dismiss and update handles", () => {
    renderToaster();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Uploading" });
    });
    act(() => {
      handle?.update({ title: "Uploaded" });
    });
    expect(screen.queryByText("Uploading")).not.toBeInTheDocument();
    expect(screen.getByText("Uploaded")).toBeInTheDocument();

    act(() => {
      handle?.dismiss();
    });
    expect(screen.queryByText("Uploaded")).not.toBeInTheDocument();
  });
});

describe("LazyToaster", () => {
  it("loads the toaster on the first toast", async () => {
    render(<LazyToaster />);
    expect(document.body.querySelector("ol")).toBeNull();

    act(() => {
      toast({ title: "From providers" });
    });
    jest.useRealTimers();
    expect(await screen.findByText("From providers")).toBeInTheDocument();
    jest.useFakeTimers();
  });
});
