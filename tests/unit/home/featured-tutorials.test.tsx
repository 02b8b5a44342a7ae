/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import { FeaturedTutorials } from "@/components/home/featured-tutorials";

const tutorial = (n: number) => ({
  id: `t${n}`,
  title: `Tutorial ${n}`,
  description: `About ${n}`,
  videoUrl: `/v${n}.mp4`,
  thumbnailUrl: null,
  season: "winter",
  category: "aftercare",
  duration: 65,
  views: 1,
  featured: true,
  publishedAt: "2025-01-05T15:00:00.000Z",
});

function mockFetch(result: Promise<Partial<Response>>) {
  const fn = jest.fn().mockReturnValue(result);
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe("FeaturedTutorials", () => {
  it("shows three skeleton cards while loading", () => {
    mockFetch(new Promise(() => {}));
    render(<FeaturedTutorials />);
    expect(screen.getAllByTestId("tutorial-skeleton")).toHaveLength(3);
  });

  it("shows the first three tutorials with duration, date and links to /tutorials", async () => {
    const fetchMock = mockFetch(Promise.resolve({ ok: true, json: async () => [1, 2, 3, 4].map(tutorial) }));
    render(<FeaturedTutorials />);
    expect(await screen.findByText("Tutorial 1")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/tutorials/featured", expect.anything());
    expect(screen.getByText("Tutorial 3")).toBeInTheDocument();
    expect(screen.queryByText("Tutorial 4")).not.toBeInTheDocument();
    expect(screen.getAllByText("1:05")).toHaveLength(3);
    expect(screen.getAllByText("Jan 5, 2025")).toHaveLength(3);
    const watch = screen.getAllByRole("link", { name: /Watch Tutorial/ });
    expect(watch).toHaveLength(3);
    watch.forEach((link) => expect(link).toHaveAttribute("href", "/tutorials"));
    expect(screen.getByRole("link", { name: "View All Seasonal Tutorials" })).toHaveAttribute("href", "/tutorials");
  });

  it("loads the shop's own thumbnails as sized WebP through the optimiser, and other images as they are", async () => {
    const list = [
      { ...tutorial(1), thumbnailUrl: "/media/tutorials/winter-care.webp" },
      { ...tutorial(2), thumbnailUrl: "https://cdn.example.com/spring.jpg" },
      tutorial(3),
    ];
    mockFetch(Promise.resolve({ ok: true, json: async () => list }));
    const { container } = render(<FeaturedTutorials />);
    await screen.findByText("Tutorial 1");
    const [own, external, ...rest] = Array.from(container.querySelectorAll("img"));
    expect(rest).toHaveLength(0);
    const url = (width: number) => `/_next/image?url=%2Fmedia%2Ftutorials%2Fwinter-care.webp&w=${width}&q=75`;
    expect(own).toHaveAttribute("src", url(640));
    expect(own).toHaveAttribute("srcset", `${url(384)} 384w, ${url(640)} 640w, ${url(828)} 828w`);
    expect(own!.getAttribute("sizes")).toContain("395px");
    for (const img of [own, external]) {
      expect(img).toHaveAttribute("width", "640");
      expect(img).toHaveAttribute("height", "360");
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("decoding", "async");
      expect(img).toHaveAttribute("alt", "");
    }
    expect(external).toHaveAttribute("src", "https://cdn.example.com/spring.jpg");
    expect(external).not.toHaveAttribute("srcset");
    expect(external).not.toHaveAttribute("sizes");
  });

  it("hides the section when the list is empty", async () => {
    mockFetch(Promise.resolve({ ok: true, json: async () => [] }));
    const { container } = render(<FeaturedTutorials />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("hides the section when the request fails", async () => {
    mockFetch(Promise.resolve({ ok: false, status: 500, json: async () => ({}) }));
    const { container } = render(<FeaturedTutorials />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
