/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import { ForumEmptyState } from "@/components/forum/forum-empty-state";
import { TutorialsEmptyState } from "@/components/tutorials/tutorials-empty-state";

test("a video file that fails to load shows Video unavailable instead of the player", () => {
  const { container } = render(<TutorialPlayer title="Winter care" videoUrl="/videos/tutorials/missing.mp4" />);
  const video = container.querySelector("video")!;
  expect(video.getAttribute("src")).toBe("/videos/tutorials/missing.mp4");
  expect(screen.queryByText("Video unavailable")).toBeNull();
  fireEvent.error(video);
  expect(screen.getByRole("status")).toHaveTextContent("Video unavailable");
  expect(container.querySelector("video")).toBeNull();
});

test("a YouTube link plays in the no-cookie embed", () => {
  render(<TutorialPlayer title="Summer care" videoUrl="https://youtu.be/dQw4w9WgXcQ" />);
  expect(screen.getByTitle("Summer care (YouTube video)")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
});

test("the empty states read word for word", () => {
  const { rerender } = render(<TutorialsEmptyState season="all" />);
  expect(screen.getByRole("heading", { name: "No tutorials available" })).toBeInTheDocument();
  expect(screen.getByText("No video tutorials have been published yet.")).toBeInTheDocument();
  rerender(<TutorialsEmptyState season="fall" />);
  expect(screen.getByText("No fall tutorials available yet.")).toBeInTheDocument();
  rerender(<ForumEmptyState />);
  expect(screen.getByText("No posts yet")).toBeInTheDocument();
  expect(screen.getByText("Be the first to start a discussion")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Create First Post" })).toBeInTheDocument();
});
