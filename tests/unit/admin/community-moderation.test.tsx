/** @jest-environment jsdom */
// The owner's moderation page (/admin/community): the queue as the server
// reads it, each action POSTed to the actions API and the queue read again
// after it, the API's message when an action is refused, and the
// confirmations of a deletion and a suspension.
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ModerationQueue } from "@/components/admin/community/moderation-queue";
import type { ModerationQueue as Queue, QueueItem } from "@/lib/forum/moderation";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const HELD_POST = "11111111-0000-4000-8000-000000000001";
const HELD_REPLY = "22222222-0000-4000-8000-000000000002";
const REPORTED_POST = "33333333-0000-4000-8000-000000000003";
const REPORT = "44444444-0000-4000-8000-000000000004";
const INK_FAN = "55555555-0000-4000-8000-000000000005";
const NEWCOMER = "66666666-0000-4000-8000-000000000006";

const heldPost: QueueItem = {
  id: HELD_POST,
  type: "post",
  title: "Peeling on day four",
  postId: HELD_POST,
  content: "Is this normal?\n<b>Asking</b> for my forearm piece.",
  status: "pending",
  createdAt: "2026-03-02T10:00:00.000Z",
  author: { username: "ink_fan", memberId: INK_FAN },
};

const queue = (overrides: Partial<Queue> = {}): Queue => ({
  held: [
    heldPost,
    {
      id: HELD_REPLY,
      type: "reply",
      title: "Best balm for color work",
      postId: REPORTED_POST,
      content: "Try the unscented one.",
      status: "pending",
      createdAt: "2026-03-02T11:00:00.000Z",
      author: { username: "newbie_ink", memberId: NEWCOMER },
    },
  ],
  reports: [
    {
      id: REPORT,
      reason: "spam",
      note: "Links to another shop",
      createdAt: "2026-03-01T09:00:00.000Z",
      reporter: "ink_fan",
      target: { ...heldPost, id: REPORTED_POST, postId: REPORTED_POST, title: "Best balm for color work", content: "Buy cheap balm at example.com", status: "published" },
      alsoReported: 2,
    },
  ],
  posts: [
    { id: REPORTED_POST, title: "Best balm for color work", status: "published", isPinned: true, isLocked: false, repliesCount: 3, likesCount: 1, createdAt: "2026-02-20T10:00:00.000Z", author: "ink_fan" },
    { id: HELD_POST, title: "Peeling on day four", status: "pending", isPinned: false, isLocked: true, repliesCount: 0, likesCount: 0, createdAt: "2026-03-02T10:00:00.000Z", author: "ink_fan" },
  ],
  members: [
    { id: INK_FAN, email: "fan@example.com", username: "ink_fan", isArtist: false, suspended: false, suspendedReason: null, joinedAt: "2026-01-05T10:00:00.000Z", published: 4, held: 1 },
    { id: NEWCOMER, email: "new@example.com", username: null, isArtist: false, suspended: true, suspendedReason: "Spam links", joinedAt: "2026-02-01T10:00:00.000Z", published: 0, held: 0 },
  ],
  log: [
    { id: "77777777-0000-4000-8000-000000000007", adminEmail: "owner@example.com", action: "verify_artist", targetType: "member", targetId: INK_FAN, detail: "ink_fan", createdAt: "2026-03-01T12:00:00.000Z" },
  ],
  ...overrides,
});

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let actionAnswer: { status: number; body: unknown };
let refreshed: Queue;

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

beforeEach(() => {
  calls = [];
  actionAnswer = { status: 200, body: { action: "approve", targetType: "post", targetId: HELD_POST } };
  refreshed = queue({ held: queue().held.slice(1) });
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === "/api/admin/community/actions") return answer(actionAnswer.status, actionAnswer.body);
    if (url === "/api/admin/community") return answer(200, refreshed);
    throw new Error(`unexpected request to ${url}`);
  }) as never;
});

const held = (id: string) => document.querySelector<HTMLElement>(`[data-held-id="${id}"]`)!;
const member = (id: string) => document.querySelector<HTMLElement>(`[data-member-id="${id}"]`)!;
const sent = () => calls.filter((call) => call.url === "/api/admin/community/actions").map((call) => JSON.parse(String(call.init.body)));

it("shows each section with its count, the members' text as plain text, and the actions that apply", () => {
  render(<ModerationQueue initial={queue()} />);
  expect(screen.getByRole("heading", { name: "Waiting for review" })).toBeInTheDocument();
  expect(screen.getByTestId("held-count")).toHaveTextContent("2");
  expect(screen.getByTestId("reports-count")).toHaveTextContent("1");
  expect(screen.getByTestId("posts-count")).toHaveTextContent("2");
  expect(screen.getByTestId("members-count")).toHaveTextContent("2");
  expect(screen.getByTestId("log-count")).toHaveTextContent("1");

  // Line breaks kept, markup shown as text, never as HTML.
  const post = held(HELD_POST);
  expect(post).toHaveTextContent("<b>Asking</b> for my forearm piece.");
  expect(post.querySelector("b")).toBeNull();
  expect(within(held(HELD_REPLY)).getByRole("heading")).toHaveTextContent("Reply to “Best balm for color work”");

  const report = document.querySelector<HTMLElement>(`[data-report-id="${REPORT}"]`)!;
  expect(report).toHaveTextContent("Spam or advertising");
  expect(report).toHaveTextContent("Links to another shop");
  expect(report).toHaveTextContent("Also reported 2 times");
  expect(within(report).getAllByRole("button").map((b) => b.textContent)).toEqual(["Hide", "Delete", "Dismiss"]);

  // Published posts link to their page; a held one does not.
  const published = document.querySelector<HTMLElement>(`[data-post-id="${REPORTED_POST}"]`)!;
  expect(within(published).getByRole("link", { name: "Best balm for color work" })).toHaveAttribute("href", `/forum/post/${REPORTED_POST}`);
  expect(within(published).getAllByRole("button").map((b) => b.textContent)).toEqual(["Unpin", "Lock", "Hide", "Delete"]);
  const pending = document.querySelector<HTMLElement>(`[data-post-id="${HELD_POST}"]`)!;
  expect(within(pending).queryByRole("link")).toBeNull();
  expect(within(pending).getAllByRole("button").map((b) => b.textContent)).toEqual(["Pin", "Unlock", "Approve", "Hide", "Delete"]);

  // No artist badge before a username; a suspended member shows why.
  expect(within(member(INK_FAN)).getAllByRole("button").map((b) => b.textContent)).toEqual(["Verify artist", "Suspend"]);
  expect(member(NEWCOMER)).toHaveTextContent("no username yet");
  expect(member(NEWCOMER)).toHaveTextContent("Reason: Spam links");
  expect(within(member(NEWCOMER)).getAllByRole("button").map((b) => b.textContent)).toEqual(["Unsuspend"]);
  expect(screen.getByText("owner@example.com")).toBeInTheDocument();
  expect(screen.getByText("Verified artist")).toBeInTheDocument();
});

it("approves a held post, reads the queue again and says so; the item's buttons wait meanwhile", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = global.fetch as jest.Mock;
  const plain = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === "/api/admin/community/actions") await gate;
    return plain(url, init);
  });

  render(<ModerationQueue initial={queue()} />);
  fireEvent.click(within(held(HELD_POST)).getByRole("button", { name: "Approve" }));
  expect(within(held(HELD_POST)).getByRole("button", { name: "Approve" })).toBeDisabled();
  expect(within(held(HELD_POST)).getByRole("button", { name: "Hide" })).toBeDisabled();
  expect(within(held(HELD_REPLY)).getByRole("button", { name: "Approve" })).toBeEnabled();
  release();

  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Post approved."));
  expect(calls[0].url).toBe("/api/admin/community/actions");
  expect(calls[0].init).toMatchObject({ method: "POST", credentials: "include" });
  expect(sent()).toEqual([{ targetType: "post", targetId: HELD_POST, action: "approve" }]);
  expect(calls[1]).toEqual({ url: "/api/admin/community", init: expect.objectContaining({ cache: "no-store" }) });
  await waitFor(() => expect(held(HELD_POST)).toBeNull());
  expect(screen.getByTestId("held-count")).toHaveTextContent("1");
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows the API's message when an action is refused, and keeps the queue", async () => {
  actionAnswer = { status: 409, body: { error: { code: "username_required", message: "This member has not chosen a username yet." } } };
  render(<ModerationQueue initial={queue()} />);
  fireEvent.click(within(member(INK_FAN)).getByRole("button", { name: "Verify artist" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This member has not chosen a username yet.");
  expect(sent()).toEqual([{ targetType: "member", targetId: INK_FAN, action: "verify_artist" }]);
  expect(calls.filter((call) => call.url === "/api/admin/community")).toHaveLength(0);
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  expect(within(member(INK_FAN)).getByRole("button", { name: "Verify artist" })).toBeEnabled();
});

it("suspends a member with the reason typed", async () => {
  render(<ModerationQueue initial={queue()} />);
  fireEvent.click(within(member(INK_FAN)).getByRole("button", { name: "Suspend" }));
  const dialog = screen.getByRole("dialog", { name: "Suspend this member?" });
  fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "  Advertising another shop " } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Confirm suspension" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Member suspended."));
  expect(sent()).toEqual([{ targetType: "member", targetId: INK_FAN, action: "suspend", reason: "Advertising another shop" }]);
});

it("deletes only after the confirmation", async () => {
  render(<ModerationQueue initial={queue()} />);
  fireEvent.click(within(held(HELD_REPLY)).getByRole("button", { name: "Delete" }));
  const dialog = screen.getByRole("dialog", { name: "Delete this reply?" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(sent()).toEqual([]);

  fireEvent.click(within(held(HELD_REPLY)).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(screen.getByRole("dialog", { name: "Delete this reply?" })).getByRole("button", { name: "Delete permanently" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Reply deleted."));
  expect(sent()).toEqual([{ targetType: "reply", targetId: HELD_REPLY, action: "delete" }]);
});
