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
