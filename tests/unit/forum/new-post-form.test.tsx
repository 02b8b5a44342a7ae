/** @jest-environment jsdom */
// The New Post form checks what is typed with the API's own schema (the
// messages shown beside the fields), keeps the draft in this browser, sends
// the checked post, and shows the API's field messages the same way as its
// own.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NewPostForm } from "@/components/forum/new-post-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/forum/new", useRouter: () => ({ refresh: jest.fn(), push }) }));
jest.mock("@/components/forum/use-member", () => ({
  useMember: () => ({
    status: "signed-in",
    member: { email: "ana@example.com", username: "ana_ink", profileImageUrl: null, isArtist: false, suspended: false },
    refresh: jest.fn(),
    setMember: jest.fn(),
  }),
}));

const CATEGORY = "11111111-2222-4333-8444-555555555555";
const categories = [{ id: CATEGORY, name: "Aftercare" }];

function answer(body: unknown, status = 200) {
  const text = JSON.stringify(body);
  return { ok: status < 400, status, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
}

const fetchMock = jest.fn();
beforeEach(() => {
  window.localStorage.clear();
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test("shows the schema's messages beside the fields and sends nothing", async () => {
  render(<NewPostForm categories={categories} />);
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hi" } });
  fireEvent.click(screen.getByRole("button", { name: "Publish post" }));
  expect(await screen.findByText("The title needs at least 5 characters.")).toBeInTheDocument();
  expect(screen.getByText("Choose a category.")).toBeInTheDocument();
  expect(screen.getByText("Write at least 20 characters.")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("keeps the draft, sends the checked post, and shows the API's field messages beside their fields", async () => {
  window.localStorage.setItem("verdant-ink:forum-draft:post:title", "  Peeling on day four ");
  fetchMock.mockResolvedValue(answer({ error: { code: "invalid_input", message: "Invalid input", fields: { title: "A post with this title exists." } } }, 400));
  render(<NewPostForm categories={categories} />);
  await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("  Peeling on day four "));
  fireEvent.change(screen.getByLabelText("Category"), { target: { value: CATEGORY } });
  fireEvent.change(screen.getByLabelText("Your post"), { target: { value: "Is it normal that my new piece peels?" } });
  expect(window.localStorage.getItem("verdant-ink:forum-draft:post:content")).toBe("Is it normal that my new piece peels?");
  fireEvent.click(screen.getByRole("button", { name: "Publish post" }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/forum/posts");
  expect(JSON.parse(String(init.body))).toEqual({ title: "Peeling on day four", categoryId: CATEGORY, content: "Is it normal that my new piece peels?" });
  expect(await screen.findByText("A post with this title exists.", { selector: "#" + CSS.escape(screen.getByLabelText("Title").id) + "-error" })).toBeInTheDocument();
  expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Title")).toHaveValue("  Peeling on day four ");
});

test("a published post opens and the draft is forgotten", async () => {
  fetchMock.mockResolvedValue(answer({ id: "p1", status: "published" }, 201));
  render(<NewPostForm categories={categories} />);
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Peeling on day four" } });
  fireEvent.change(screen.getByLabelText("Category"), { target: { value: CATEGORY } });
  fireEvent.change(screen.getByLabelText("Your post"), { target: { value: "Is it normal that my new piece peels?" } });
  fireEvent.click(screen.getByRole("button", { name: "Publish post" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/forum/post/p1"));
  expect(window.localStorage.length).toBe(0);
});
