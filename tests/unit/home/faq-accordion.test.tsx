/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { FaqAccordion } from "@/components/home/faq-accordion";

const items = [
  { question: "First?", answer: "One." },
  { question: "Second?", answer: "Two." },
  { question: "Third?", answer: "Three." },
];

describe("FaqAccordion", () => {
  it("opens one answer at a time and closes the open one on a second click", () => {
    render(<FaqAccordion items={items} />);
    const first = screen.getByRole("button", { name: "First?" });
    const second = screen.getByRole("button", { name: "Second?" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("One.")).not.toBeVisible();

    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("One.")).toBeVisible();
    expect(first).toHaveAttribute("aria-controls", screen.getByText("One.").closest("[role=region]")!.id);

    fireEvent.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("One.")).not.toBeVisible();
    expect(screen.getByText("Two.")).toBeVisible();

    fireEvent.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Two.")).not.toBeVisible();
  });

  it("marks each item up as a schema.org Question with its accepted Answer", () => {
    const { container } = render(<FaqAccordion items={items} />);
    const questions = container.querySelectorAll('[itemscope][itemprop="mainEntity"][itemtype="https://schema.org/Question"]');
    expect(questions).toHaveLength(items.length);
    questions.forEach((question, index) => {
      expect(question.querySelector('[itemprop="name"]')).toHaveTextContent(items[index]!.question);
      const answer = question.querySelector('[itemscope][itemprop="acceptedAnswer"][itemtype="https://schema.org/Answer"]');
      expect(answer?.querySelector('[itemprop="text"]')).toHaveTextContent(items[index]!.answer);
    });
  });
});
