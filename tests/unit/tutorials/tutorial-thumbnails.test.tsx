/** @jest-environment jsdom */
// Thumbnails: the shop's own files go through the image optimiser at the
// card's width, an image elsewhere is shown as it is, and the placeholder
// drawing is never shown; the player uses the thumbnail as its poster.
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { TutorialCard } from "@/components/tutorials/tutorial-card";
import { thumbnailSource } from "@/components/tutorials/thumbnail";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import type { Tutorial } from "@/lib/schemas/tutorial";

const tutorial = (thumbnailUrl: string | null): Tutorial => ({
  id: "0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10",
  title: "Winter care",
  description: "Dry air and cracked skin",
  videoUrl: "/media/tutorials/winter-care.mp4",
  thumbnailUrl,
  season: "winter",
  category: "aftercare",
  duration: 300,
  views: 12,
  featured: false,
  publishedAt: "2025-01-05T15:00:00.000Z",
});

describe("thumbnailSource", () => {
  it("optimises the shop's own files and shows other https images as they are", () => {
    expect(thumbnailSource("/media/tutorials/a.webp")).toEqual({ src: "/media/tutorials/a.webp", optimized: true });
    expect(thumbnailSource("https://cdn.example.com/a.jpg")).toEqual({ src: "https://cdn.example.com/a.jpg", optimized: false });
  });

  it("shows an uploaded thumbnail as it is: the optimiser never fetches uploads", () => {
    const uploaded = "/api/objects/uploads/aaaaaaaa-0000-4000-8000-00000000000a";
    expect(thumbnailSource(uploaded)).toEqual({ src: uploaded, optimized: false });
    expect(thumbnailSource("/media/tutorials/a.webp?v=2")).toEqual({ src: "/media/tutorials/a.webp?v=2", optimized: false });
    const { container } = render(<ul><TutorialCard tutorial={tutorial(uploaded)} activeSeason="all" /></ul>);
    expect(container.querySelector("img")).toHaveAttribute("src", uploaded);
  });

  it("shows nothing for no address, the placeholder drawing or an address that is not an image address", () => {
    for (const url of [null, undefined, "", "  ", "/api/placeholder/640/360", "//evil.example/a.jpg", "/\\evil.example/a.jpg", "http://cdn.example.com/a.jpg", "javascript:alert(1)", "media/a.webp"]) {
      expect(thumbnailSource(url)).toBeNull();
    }
  });
});

describe("TutorialCard", () => {
  const renderCard = (thumbnailUrl: string | null, eager?: boolean) =>
    render(<ul><TutorialCard tutorial={tutorial(thumbnailUrl)} activeSeason="all" eager={eager} /></ul>);

  it("loads the thumbnail through the optimiser, sized to the card", () => {
    const { container } = renderCard("/media/tutorials/winter-care.webp");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toContain("/_next/image?url=%2Fmedia%2Ftutorials%2Fwinter-care.webp");
    expect(img.getAttribute("srcset")).toMatch(/ 640w/);
    expect(img.getAttribute("sizes")).toContain("352px");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("alt", "");
  });

  it("loads the first row's thumbnails at once", () => {
    const { container } = renderCard("/media/tutorials/winter-care.webp", true);
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
  });

  it("shows the brand background and the play mark, never the placeholder drawing, when there is no thumbnail", () => {
    for (const url of [null, "/api/placeholder/640/360"]) {
      const { container, unmount } = renderCard(url);
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelector("svg.lucide-play")).not.toBeNull();
      expect(screen.getByRole("link", { name: "Winter care" })).toBeInTheDocument();
      unmount();
    }
  });
});

test("the player plays the file with the thumbnail as poster, controls and inline playback, reading only its header first", () => {
  const { container } = render(<TutorialPlayer title="Winter care" videoUrl="/media/tutorials/winter-care.mp4" poster="/media/tutorials/winter-care.webp" />);
  const video = container.querySelector("video")!;
  expect(video).toHaveAttribute("src", "/media/tutorials/winter-care.mp4");
  expect(video).toHaveAttribute("poster", "/media/tutorials/winter-care.webp");
  expect(video).toHaveAttribute("controls");
  expect(video).toHaveAttribute("playsinline");
  expect(video).toHaveAttribute("preload", "metadata");
  expect(screen.queryByText("Video unavailable")).toBeNull();
});
