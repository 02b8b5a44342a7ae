/** @jest-environment jsdom */
// Add a Reply as a visitor and as a member: the visitor is asked to sign in
// and the text stays (in this browser, across a reload); a member's reply is
// sent to the API, and the answer says whether it shows now or waits for
// review; a refusal shows the API's message and keeps the text.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ReplyForm } from "@/components/forum/reply-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/forum/post/p1", useRouter: () => ({ refresh, push: jest.fn() }) }));

const POST_ID = "11111111-2222-4333-8444-555555555555";
const member = { email: "ana@example.com", username: "ana_ink", profileImageUrl: null, isArtist: false, suspended: false };

function answer(body: unknown, status = 200) {
  const text = JSON.stringify(body);
  return { ok: status < 400, status, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
}

// Who is signed in, as the page's islands see it.
let me: typeof member | null = null;
jest.mock("@/components/forum/use-member", () => ({
  useMember: () => ({ ...(me ? { status: "signed-in", member: me } : { status: "signed-out" }), refresh: jest.fn(), setMember: jest.fn() }),
}));

const fetchMock = jest.fn();
beforeEach(() => {
  window.localStorage.clear();
  refresh.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer({ error: { code: "x", message: "unexpected" } }, 500));
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function renderForm() {
  return render(<ReplyForm postId={POST_ID} />);
}

test("a visitor is asked to sign in and the reply is still there after a reload", async () => {
  me = null;
  const view = await renderForm();
  const box = screen.getByLabelText("Your reply");
  fireEvent.change(box, { target: { value: "Keep it moisturised" } });
  expect(screen.getByText("19/1000 characters")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Post Reply" }));
  expect(await screen.findByRole("heading", { name: "Sign in to post your reply" })).toBeInTheDocument();
  expect(screen.getByLabelText("E-mail address")).toBeInTheDocument();
  expect(box).toHaveValue("Keep it moisturised");
  expect(fetchMock).not.toHaveBeenCalled();

  view.unmount();
  await renderForm();
  await waitFor(() => expect(screen.getByLabelText("Your reply")).toHaveValue("Keep it moisturised"));
});

test("a member's reply is sent; held for review it says so and the box empties", async () => {
  me = member;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === `/api/forum/posts/${POST_ID}/replies` && init?.method === "POST") return answer({ id: "r1", status: "pending" }, 201);
    return answer({}, 404);
  });
  await renderForm();
  fireEvent.change(screen.getByLabelText("Your reply"), { target: { value: "  Same here!\nDay 5 now.  " } });
  fireEvent.click(screen.getByRole("button", { name: "Post Reply" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Your reply is waiting for review");
  const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/replies"))!;
  expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ content: "  Same here!\nDay 5 now.  " });
  expect(screen.getByLabelText("Your reply")).toHaveValue("");
  expect(window.localStorage.length).toBe(0);
  expect(refresh).not.toHaveBeenCalled();
});

test("a published reply refreshes the page; a refusal keeps the text and shows the API's message", async () => {
  me = member;
  let refuse = true;
  fetchMock.mockImplementation(async () => {
    if (refuse) return answer({ error: { code: "post_locked", message: "This discussion is locked: it takes no new replies." } }, 409);
    return answer({ id: "r2", status: "published" }, 201);
  });
  await renderForm();
  fireEvent.change(screen.getByLabelText("Your reply"), { target: { value: "Thanks!" } });
  fireEvent.click(screen.getByRole("button", { name: "Post Reply" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This discussion is locked: it takes no new replies.");
  expect(screen.getByLabelText("Your reply")).toHaveValue("Thanks!");

  refuse = false;
  fireEvent.click(screen.getByRole("button", { name: "Post Reply" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Your reply is posted.");
  expect(refresh).toHaveBeenCalledTimes(1);
});
