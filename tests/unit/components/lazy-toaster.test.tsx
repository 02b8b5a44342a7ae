/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss, toast, TOAST_REMOVE_DELAY } from "@/components/ui/use-toast";

describe("LazyToaster", () => {
  // The toasts live in a module-wide store: dismiss them and let their removal
  // come, so the next test starts without any (and without the toaster).
  afterEach(() => {
    jest.useFakeTimers();
    act(() => dismiss());
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY));
    jest.useRealTimers();
  });

  it("renders nothing until a toast is raised, then shows it", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      toast({ title: "Saved" });
    });
    // The toaster is loaded on demand: wait until it has arrived and shows the toast.
    expect(await screen.findByText("Saved", {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("loads the notifications viewport when F8 is pressed", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    fireEvent.keyDown(window, { key: "F8" });
    expect(await screen.findByRole("region", { name: "Notifications (F8)" }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
