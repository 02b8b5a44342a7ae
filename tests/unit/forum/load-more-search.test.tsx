/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LoadMorePosts, nextPageOf } from "@/components/forum/load-more-posts";
import { SearchResults } from "@/components/forum/search-results";

let params = new URLSearchParams();
jest.mock("next/navigation", () => ({ useSearchParams: () => params }));

const post = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Post ${n}`,
  content: "Some text about healing",
  author: { username: "ana", profileImageUrl: "https://example.com/a.png", isArtist: false, bio: null, createdAt: "2025-01-01T00:00:00.000Z" },
  category: { name: "Aftercare Tips", color: "#123456" },
  isPinned: false, isLocked: false, likesCount: 1, repliesCount: 0, views: 3,
  createdAt: "2025-01-02T00:00:00.000Z", lastReplyAt: null,
});

function answer(body: unknown, { status = 200, next }: { status?: number; next?: string } = {}) {
  const text = JSON.stringify(body);
  return {
    ok: status < 400, status, statusText: "",
    headers: { get: (name: string) => (name.toLowerCase() === "link" && next ? `<${next}>; rel="next"` : null) },
    text: async () => text, json: async () => JSON.parse(text),
  };
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test("nextPageOf", () => {
  expect(nextPageOf('</api/forum/posts?cursor=a>; rel="next"')).toBe("/api/forum/posts?cursor=a");
  expect(nextPageOf('<//evil.example/x>; rel="next"')).toBeNull();
  expect(nextPageOf('<https://evil.example/x>; rel="next"')).toBeNull();
  expect(nextPageOf(null)).toBeNull();
});

test("load more: pages, loading, error and retry, disappears", async () => {
  fetchMock
    .mockResolvedValueOnce(answer([post(11), post(12)], { next: "/api/forum/posts?sort=recent&cursor=B" }))
    .mockResolvedValueOnce(answer({ error: { code: "too_many_requests", message: "Too many searches at once. Please wait a moment." } }, { status: 429 }))
    .mockResolvedValueOnce(answer([post(13)]));
  render(<LoadMorePosts href="/api/forum/posts?sort=recent&cursor=A" listLabel="More recent posts" shownIds={[post(1).id]} />);
  const button = screen.getByRole("button", { name: "Load more posts" });
  fireEvent.click(button);
  expect(screen.getByText("Loading…")).toBeInTheDocument();
  await screen.findByRole("link", { name: "Post 12" });
  expect(fetchMock.mock.calls[0][0]).toBe("/api/forum/posts?sort=recent&cursor=A");
  fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many searches at once. Please wait a moment.");
  expect(fetchMock.mock.calls[1][0]).toBe("/api/forum/posts?sort=recent&cursor=B");
  const retry = screen.getByRole("button", { name: "Try again" });
  retry.focus();
  fireEvent.click(retry);
  await screen.findByRole("link", { name: "Post 13" });
  expect(fetchMock.mock.calls[2][0]).toBe("/api/forum/posts?sort=recent&cursor=B");
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByRole("list", { name: "More recent posts" }).querySelectorAll("article")).toHaveLength(3);
  await waitFor(() => expect(screen.getByRole("link", { name: "Post 13" })).toHaveFocus());
});

test("search: results, none, error", async () => {
  params = new URLSearchParams({ q: "healing" });
  fetchMock.mockResolvedValueOnce(answer([post(1)], { next: "/api/forum/posts?q=healing&cursor=X" })).mockResolvedValueOnce(answer([post(2)]));
  const { unmount } = render(<SearchResults />);
  expect(screen.getByLabelText("Search the forum")).toHaveValue("healing");
  expect(screen.getByText("Loading…")).toBeInTheDocument();
  await screen.findByRole("link", { name: "Post 1" });
  expect(fetchMock.mock.calls[0][0]).toBe("/api/forum/posts?q=healing");
  fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
  await screen.findByRole("link", { name: "Post 2" });
  expect(fetchMock.mock.calls[1][0]).toBe("/api/forum/posts?q=healing&cursor=X");
  unmount();

  params = new URLSearchParams({ q: "zzz" });
  fetchMock.mockResolvedValueOnce(answer([]));
  const second = render(<SearchResults />);
  expect(await screen.findByText("No posts match “zzz”.")).toBeInTheDocument();
  second.unmount();

  params = new URLSearchParams({ q: "x" });
  fetchMock.mockResolvedValueOnce(answer({ error: { code: "too_many_requests", message: "Too many searches at once. Please wait a moment." } }, { status: 429 }));
  render(<SearchResults />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many searches at once. Please wait a moment.");
  fetchMock.mockResolvedValueOnce(answer([post(5)]));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
  await screen.findByRole("link", { name: "Post 5" });
  expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
});
