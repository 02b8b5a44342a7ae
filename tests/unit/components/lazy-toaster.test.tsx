/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss, toast } from "@/components/ui/use-toast";

/** Lets the lazily loaded toaster arrive and render. */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
});

describe("LazyToaster", () => {
  afterEach(() => act(() => dismiss()));

  it("renders nothing until a toast is raised, then shows it", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      toast({ title: "Saved" });
    });
    await settle();
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("loads the notifications viewport when F8 is pressed", async () => {
    render(<LazyToaster />);
    fireEvent.keyDown(window, { key: "F8" });
    await settle();
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });
});
