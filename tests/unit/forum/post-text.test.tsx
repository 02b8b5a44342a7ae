/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { PostText } from "@/components/forum/post-text";

it("shows addresses as links that open in a new tab, without endorsement", () => {
  const { container } = render(<PostText text={"Healing guide: https://example.com/guide.\nAlso www.example.org (day 3)"} />);
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute("href", "https://example.com/guide");
  expect(links[0]).toHaveTextContent(/^https:\/\/example\.com\/guide$/);
  expect(links[1]).toHaveAttribute("href", "https://www.example.org");
  expect(links[1]).toHaveTextContent(/^www\.example\.org$/);
  for (const anchor of links) {
    expect(anchor).toHaveAttribute("rel", "nofollow ugc noopener");
    expect(anchor).toHaveAttribute("target", "_blank");
  }
  // The text is whole, with its line break, and wraps rather than widening the page.
  const block = container.firstElementChild!;
  expect(block.textContent).toBe("Healing guide: https://example.com/guide.\nAlso www.example.org (day 3)");
  expect(block).toHaveClass("whitespace-pre-line", "break-words");
});

it("shows markup as text: no element comes from the text", () => {
  const { container } = render(<PostText as="p" text={'<b>bold</b> <script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>'} />);
  const block = container.firstElementChild!;
  expect(block.tagName).toBe("P");
  expect(block.children).toHaveLength(0);
  expect(container.querySelector("b, script, a, img")).toBeNull();
  expect(block).toHaveTextContent('<b>bold</b> <script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>');
});

it("does not link javascript: addresses", () => {
  render(<PostText text="javascript:alert(document.cookie) and data:text/html,hi" />);
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.getByText("javascript:alert(document.cookie) and data:text/html,hi")).toBeInTheDocument();
});

it("keeps the class names it is given", () => {
  const { container } = render(<PostText text="Plain" className="mt-6 text-neutral-800" />);
  expect(container.firstElementChild).toHaveClass("mt-6", "text-neutral-800", "whitespace-pre-line");
  expect(container.firstElementChild!.tagName).toBe("DIV");
});
