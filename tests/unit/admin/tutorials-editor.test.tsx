/** @jest-environment jsdom */
// The owner's tutorials editor (/admin/tutorials): the list as the server
// reads it; a new tutorial with an uploaded video (ask for an upload address,
// PUT the file there, save the tutorial with the file's address); a file too
// large refused before it is sent; a refused upload's message; field
// messages; a stale save (edit_conflict) that keeps what was typed and loads
// the latest version on request; Unpublish; Delete after the confirmation.
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TutorialsEditor } from "@/components/admin/tutorials/tutorials-editor";
import type { AdminTutorial, AdminTutorialsJson } from "@/components/admin/tutorials/types";

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

const WINTER = "11111111-0000-4000-8000-000000000001";
const PREP = "22222222-0000-4000-8000-000000000002";
const NEW_ID = "33333333-0000-4000-8000-000000000003";
const MB = 1024 * 1024;

const winter: AdminTutorial = {
  id: WINTER,
  title: "Winter skin care",
  description: "Keep a fresh tattoo moisturised in dry air.",
  season: "winter",
  category: "aftercare",
  duration: 412,
  videoUrl: "https://www.youtube.com/watch?v=abcdef12345",
  thumbnailUrl: "/api/objects/uploads/aaaaaaaa-0000-4000-8000-00000000000a",
  featured: true,
  published: true,
  publishedAt: "2026-01-10T10:00:00.000Z",
  views: 120,
  version: 3,
  updatedAt: "2026-01-12T10:00:00.000Z",
};

const prep: AdminTutorial = {
  id: PREP,
  title: "Before your session",
  description: "Eat, sleep, hydrate.",
  season: "summer",
  category: "preparation",
  duration: null,
  videoUrl: "/api/objects/uploads/bbbbbbbb-0000-4000-8000-00000000000b",
  thumbnailUrl: null,
  featured: false,
  published: false,
  publishedAt: "2026-01-05T10:00:00.000Z",
  views: 0,
  version: 1,
  updatedAt: "2026-01-05T10:00:00.000Z",
};

const limits = { videoMaxBytes: 100 * MB, imageMaxBytes: 5 * MB };
const list = (tutorials: AdminTutorial[] = [winter, prep]): AdminTutorialsJson => ({ tutorials, limits });

interface Call {
  url: string;
  method: string;
  body: unknown;
  init: RequestInit;
}
type Answer = { status: number; body: unknown };

let calls: Call[];
let answers: Record<string, Answer | (() => Promise<Answer>)>;

const reply = ({ status, body }: Answer) => ({ ok: status >= 200 && status < 300, status, statusText: "", json: async () => body, text: async () => JSON.stringify(body) });

const UPLOAD_URL = "/api/objects/uploads/cccccccc-0000-4000-8000-00000000000c?expires=1&signature=x";
const UPLOADED = "/api/objects/uploads/cccccccc-0000-4000-8000-00000000000c";

beforeEach(() => {
  calls = [];
  answers = {
    "GET /api/admin/tutorials": { status: 200, body: list() },
    "POST /api/admin/tutorials/media": { status: 200, body: { uploadURL: UPLOAD_URL } },
    [`PUT ${UPLOAD_URL}`]: { status: 200, body: { url: UPLOADED, contentType: "video/mp4", size: 2048 } },
  };
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ url, method, body, init });
    const answer = answers[`${method} ${url}`];
    if (!answer) throw new Error(`unexpected request: ${method} ${url}`);
    return reply(typeof answer === "function" ? await answer() : answer);
  }) as never;
});

const requests = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);
const row = (id: string) => document.querySelector<HTMLElement>(`[data-tutorial-id="${id}"]`)!;
const form = (name: "New tutorial" | "Edit tutorial") => screen.getByRole("region", { name });
const bigFile = (name: string, type: string, size: number) => {
  const file = new File(["0123456789"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

it("lists every tutorial with its season, category and badges, and the actions that apply", () => {
  render(<TutorialsEditor initial={list()} />);
  expect(screen.getByTestId("tutorials-count")).toHaveTextContent("2");
  const published = row(WINTER);
  expect(within(published).getByRole("heading")).toHaveTextContent("Winter skin care");
  expect(published).toHaveTextContent("Winter · Aftercare · 6:52 · 120 views");
  expect(within(published).getByText("Published")).toBeInTheDocument();
  expect(within(published).getByText("Featured")).toBeInTheDocument();
  expect(within(published).getAllByRole("button").map((b) => b.textContent)).toEqual(["Edit", "Unpublish", "Unfeature", "Delete"]);
  const draft = row(PREP);
  expect(draft).toHaveTextContent("Summer · Preparation");
  expect(within(draft).getByText("Draft")).toBeInTheDocument();
  expect(within(draft).queryByText("Featured")).toBeNull();
  expect(within(draft).getAllByRole("button").map((b) => b.textContent)).toEqual(["Edit", "Publish", "Feature", "Delete"]);
  expect(screen.queryByRole("region", { name: "New tutorial" })).toBeNull();
});

it("adds a tutorial with an uploaded video: the address first, the file PUT there, then the tutorial with the file's address", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const put = answers[`PUT ${UPLOAD_URL}`] as Answer;
  answers[`PUT ${UPLOAD_URL}`] = async () => {
    await gate;
    return put;
  };
  const added: AdminTutorial = { ...prep, id: NEW_ID, title: "Spring peeling", description: "What peeling means.", season: "spring", category: "troubleshooting", duration: 95, videoUrl: UPLOADED, published: true, version: 1 };
  answers["POST /api/admin/tutorials"] = { status: 201, body: { tutorial: added } };
  answers["GET /api/admin/tutorials"] = { status: 200, body: list([added, winter, prep]) };

  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const region = form("New tutorial");
  const q = within(region);
  fireEvent.change(q.getByLabelText("Title"), { target: { value: " Spring peeling " } });
  fireEvent.change(q.getByLabelText("Description"), { target: { value: "What peeling means." } });
  fireEvent.change(q.getByLabelText("Season"), { target: { value: "spring" } });
  fireEvent.change(q.getByLabelText("Category"), { target: { value: "troubleshooting" } });
  fireEvent.change(q.getByLabelText("Duration"), { target: { value: "1:35" } });
  fireEvent.click(q.getByLabelText("Published"));
  expect(q.getByRole("radio", { name: "Upload a file" })).toBeChecked();

  const file = new File(["video bytes"], "peeling.mp4", { type: "video/mp4" });
  const input = q.getByLabelText("Video file");
  expect(input).toHaveAttribute("accept", "video/mp4,video/webm");
  choose(input, file);
  expect(await q.findByText("Uploading…")).toBeInTheDocument();
  expect(q.getByRole("button", { name: "Save" })).toBeDisabled();
  await act(async () => release());

  await waitFor(() => expect(q.getByRole("button", { name: "Save" })).toBeEnabled());
  expect(q.getByText("Video uploaded.")).toBeInTheDocument();
  expect(requests("POST", "/api/admin/tutorials/media").map((call) => call.body)).toEqual([{ kind: "video" }]);
  const [upload] = requests("PUT", UPLOAD_URL);
  expect(upload.init.body).toBe(file);
  expect(upload.init.headers).toEqual({ "Content-Type": "video/mp4" });
  // The preview plays the uploaded file.
  expect(region.querySelector("video")).toHaveAttribute("src", UPLOADED);

  fireEvent.click(q.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Added."));
  expect(requests("POST", "/api/admin/tutorials").map((call) => call.body)).toEqual([
    {
      title: "Spring peeling",
      description: "What peeling means.",
      season: "spring",
      category: "troubleshooting",
      duration: 95,
      videoUrl: UPLOADED,
      thumbnailUrl: null,
      featured: false,
      published: true,
    },
  ]);
  await waitFor(() => expect(screen.getByTestId("tutorials-count")).toHaveTextContent("3"));
  expect(requests("GET", "/api/admin/tutorials")).toHaveLength(1);
  expect(row(NEW_ID)).toHaveTextContent("Spring peeling");
  expect(screen.queryByRole("region", { name: "New tutorial" })).toBeNull();
});

it("refuses a video larger than the limit before sending anything, and keeps what was typed", async () => {
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const q = within(form("New tutorial"));
  fireEvent.change(q.getByLabelText("Title"), { target: { value: "Long one" } });
  const input = q.getByLabelText("Video file");
  choose(input, bigFile("long.mp4", "video/mp4", 150 * MB));
  expect(await q.findByRole("alert")).toHaveTextContent("“long.mp4” is 150 MB; a video can be at most 100 MB. Choose a smaller file.");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input.getAttribute("aria-describedby")).toContain("tutorial-video-file-error");
  expect(calls).toEqual([]);
  expect(q.getByLabelText("Title")).toHaveValue("Long one");
  expect(q.getByRole("button", { name: "Save" })).toBeEnabled();

  // A thumbnail has its own limit.
  choose(q.getByLabelText("Thumbnail image"), bigFile("huge.png", "image/png", 6 * MB));
  expect(await q.findByText("“huge.png” is 6 MB; a thumbnail image can be at most 5 MB. Choose a smaller file.")).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it("shows the API's message when the upload refuses the file (415) and keeps the form", async () => {
  answers[`PUT ${UPLOAD_URL}`] = { status: 415, body: { error: { code: "invalid_file_type", message: "This file is not an MP4 or WebM video." } } };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const q = within(form("New tutorial"));
  fireEvent.change(q.getByLabelText("Title"), { target: { value: "Mislabelled" } });
  choose(q.getByLabelText("Video file"), new File(["not a video"], "clip.mp4", { type: "video/mp4" }));
  expect(await q.findByRole("alert")).toHaveTextContent("This file is not an MP4 or WebM video.");
  expect(q.queryByText("Uploading…")).toBeNull();
  expect(q.getByLabelText("Title")).toHaveValue("Mislabelled");
  expect(q.getByRole("button", { name: "Save" })).toBeEnabled();
  expect(q.queryByText(/Current video/)).toBeNull();
});

it("uploads a thumbnail with a preview, and Remove takes it out of the save", async () => {
  answers[`PUT ${UPLOAD_URL}`] = { status: 200, body: { url: UPLOADED, contentType: "image/png", size: 10 } };
  answers[`PATCH /api/admin/tutorials/${PREP}`] = { status: 200, body: { tutorial: { ...prep, version: 2 } } };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(within(row(PREP)).getByRole("button", { name: "Edit" }));
  const q = within(form("Edit tutorial"));
  expect(q.getByText(prep.videoUrl)).toBeInTheDocument();
  choose(q.getByLabelText("Thumbnail image"), new File(["png"], "thumb.png", { type: "image/png" }));
  expect(await q.findByRole("img", { name: "Thumbnail preview" })).toHaveAttribute("src", UPLOADED);
  expect(requests("POST", "/api/admin/tutorials/media").map((call) => call.body)).toEqual([{ kind: "thumbnail" }]);
  fireEvent.click(q.getByRole("button", { name: "Remove" }));
  expect(q.queryByRole("img", { name: "Thumbnail preview" })).toBeNull();
  fireEvent.click(q.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved."));
  expect(requests("PATCH", `/api/admin/tutorials/${PREP}`)[0].body).toMatchObject({ version: 1, thumbnailUrl: null, videoUrl: prep.videoUrl });
});

it("saves a YouTube link with a preview, and shows the API's field messages beside their fields", async () => {
  answers["POST /api/admin/tutorials"] = {
    status: 400,
    body: { error: { code: "invalid_request", message: "Some fields need attention.", fields: { title: "A tutorial with this title already exists." } } },
  };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const region = form("New tutorial");
  const q = within(region);
  fireEvent.change(q.getByLabelText("Title"), { target: { value: "Winter skin care" } });
  fireEvent.change(q.getByLabelText("Description"), { target: { value: "Again, for the dry months." } });
  fireEvent.click(q.getByRole("radio", { name: "YouTube or Vimeo link" }));
  fireEvent.change(q.getByLabelText("Video address (YouTube or Vimeo)"), { target: { value: "https://youtu.be/abcdef12345" } });
  expect(region.querySelector("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abcdef12345");

  fireEvent.click(q.getByRole("button", { name: "Save" }));
  expect(await q.findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  const title = q.getByLabelText("Title");
  expect(title).toHaveAttribute("aria-invalid", "true");
  expect(title).toHaveAttribute("aria-describedby", "tutorial-title-error");
  expect(document.getElementById("tutorial-title-error")).toHaveTextContent("A tutorial with this title already exists.");
  expect(q.getByLabelText("Video address (YouTube or Vimeo)")).toHaveValue("https://youtu.be/abcdef12345");
  expect(requests("POST", "/api/admin/tutorials")[0].body).toMatchObject({ videoUrl: "https://youtu.be/abcdef12345", duration: null, season: "spring", category: "aftercare" });
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

it("refuses a duration that is not m:ss without sending it", async () => {
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const q = within(form("New tutorial"));
  fireEvent.change(q.getByLabelText("Title"), { target: { value: "Spring peeling" } });
  fireEvent.change(q.getByLabelText("Description"), { target: { value: "What peeling means." } });
  fireEvent.click(q.getByRole("radio", { name: "YouTube or Vimeo link" }));
  fireEvent.change(q.getByLabelText("Video address (YouTube or Vimeo)"), { target: { value: "https://youtu.be/abcdef12345" } });
  fireEvent.change(q.getByLabelText("Duration"), { target: { value: "90 seconds" } });
  fireEvent.click(q.getByRole("button", { name: "Save" }));
  expect(await q.findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked field.");
  expect(q.getByLabelText("Duration")).toHaveAttribute("aria-invalid", "true");
  expect(document.getElementById("tutorial-duration-error")).toHaveTextContent("Write the length as minutes and seconds, e.g. 6:52 (or leave it empty).");
  expect(calls).toEqual([]);
});

it("checks a new tutorial with the tutorials API's rules before sending, each message beside its field", async () => {
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(screen.getByRole("button", { name: "New tutorial" }));
  const q = within(form("New tutorial"));
  fireEvent.change(q.getByLabelText("Title"), { target: { value: "Tips" } });
  fireEvent.click(q.getByRole("button", { name: "Save" }));
  expect(await q.findByRole("alert")).toHaveTextContent("Not saved. Please correct the marked fields.");
  expect(document.getElementById("tutorial-title-error")).toHaveTextContent("The title needs at least 5 characters.");
  expect(document.getElementById("tutorial-description-error")).toHaveTextContent("The description is required.");
  expect(document.getElementById("tutorial-video-file-error")).toHaveTextContent("Upload an MP4 or WebM video, or give a YouTube or Vimeo address.");
  expect(calls).toEqual([]);

  // Linking a video takes its message away.
  fireEvent.click(q.getByRole("radio", { name: "YouTube or Vimeo link" }));
  expect(document.getElementById("tutorial-video-address-error")).toBeNull();
  expect(q.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
});

describe("a save after someone else's (edit_conflict)", () => {
  const conflict = { status: 409, body: { error: { code: "edit_conflict", message: "This tutorial was changed by someone else since you opened it." } } };

  it("keeps what was typed, and Load latest version puts the current tutorial in the form", async () => {
    answers[`PATCH /api/admin/tutorials/${WINTER}`] = conflict;
    const latest = { ...winter, title: "Winter care, revised", version: 4 };
    answers["GET /api/admin/tutorials"] = { status: 200, body: list([latest, prep]) };
    render(<TutorialsEditor initial={list()} />);
    fireEvent.click(within(row(WINTER)).getByRole("button", { name: "Edit" }));
    const q = within(form("Edit tutorial"));
    expect(q.getByLabelText("Title")).toHaveValue("Winter skin care");
    expect(q.getByLabelText("Duration")).toHaveValue("6:52");
    expect(q.getByRole("radio", { name: "YouTube or Vimeo link" })).toBeChecked();
    fireEvent.change(q.getByLabelText("Title"), { target: { value: "My new title" } });
    fireEvent.click(q.getByRole("button", { name: "Save" }));

    expect(await q.findByRole("alert")).toHaveTextContent("This tutorial was changed by someone else since you opened it.");
    expect(requests("PATCH", `/api/admin/tutorials/${WINTER}`)[0].body).toEqual({
      version: 3,
      title: "My new title",
      description: winter.description,
      season: "winter",
      category: "aftercare",
      duration: 412,
      videoUrl: winter.videoUrl,
      thumbnailUrl: winter.thumbnailUrl,
      featured: true,
      published: true,
    });
    expect(q.getByLabelText("Title")).toHaveValue("My new title");

    fireEvent.click(q.getByRole("button", { name: "Load latest version" }));
    await waitFor(() => expect(q.getByLabelText("Title")).toHaveValue("Winter care, revised"));
    expect(q.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loaded the latest version.");
    expect(row(WINTER)).toHaveTextContent("Winter care, revised");

    // The next save sends the version just read.
    answers[`PATCH /api/admin/tutorials/${WINTER}`] = { status: 200, body: { tutorial: latest } };
    fireEvent.click(q.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved."));
    expect(requests("PATCH", `/api/admin/tutorials/${WINTER}`)[1].body).toMatchObject({ version: 4, title: "Winter care, revised" });
  });

  it("says so when the tutorial has been deleted meanwhile", async () => {
    answers[`PATCH /api/admin/tutorials/${WINTER}`] = conflict;
    answers["GET /api/admin/tutorials"] = { status: 200, body: list([prep]) };
    render(<TutorialsEditor initial={list()} />);
    fireEvent.click(within(row(WINTER)).getByRole("button", { name: "Edit" }));
    const q = within(form("Edit tutorial"));
    fireEvent.click(q.getByRole("button", { name: "Save" }));
    fireEvent.click(await q.findByRole("button", { name: "Load latest version" }));
    await waitFor(() => expect(q.getByRole("alert")).toHaveTextContent("has been deleted since you opened it"));
    expect(q.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(q.getByLabelText("Title")).toHaveValue("Winter skin care");
  });
});

it("Unpublish sends the tutorial's fields with published false, then reads the list again", async () => {
  const unpublished = { ...winter, published: false, version: 4 };
  answers[`PATCH /api/admin/tutorials/${WINTER}`] = { status: 200, body: { tutorial: unpublished } };
  answers["GET /api/admin/tutorials"] = { status: 200, body: list([unpublished, prep]) };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(within(row(WINTER)).getByRole("button", { name: "Unpublish" }));
  expect(within(row(WINTER)).getByRole("button", { name: "Edit" })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved."));
  const [patch] = requests("PATCH", `/api/admin/tutorials/${WINTER}`);
  expect(patch.init).toMatchObject({ method: "PATCH", credentials: "include" });
  expect(patch.body).toEqual({
    version: 3,
    title: winter.title,
    description: winter.description,
    season: "winter",
    category: "aftercare",
    duration: 412,
    videoUrl: winter.videoUrl,
    thumbnailUrl: winter.thumbnailUrl,
    featured: true,
    published: false,
  });
  await waitFor(() => expect(within(row(WINTER)).getByText("Draft")).toBeInTheDocument());
  expect(within(row(WINTER)).getByRole("button", { name: "Publish" })).toBeEnabled();
  expect(requests("GET", "/api/admin/tutorials")).toHaveLength(1);
});

it("Feature that is refused as stale shows the API's message and reads the list again", async () => {
  answers[`PATCH /api/admin/tutorials/${PREP}`] = { status: 409, body: { error: { code: "edit_conflict", message: "Someone else changed this tutorial." } } };
  answers["GET /api/admin/tutorials"] = { status: 200, body: list([winter, { ...prep, featured: true, version: 2 }]) };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(within(row(PREP)).getByRole("button", { name: "Feature" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Someone else changed this tutorial. The list now shows the latest version.");
  expect(requests("PATCH", `/api/admin/tutorials/${PREP}`)[0].body).toMatchObject({ version: 1, featured: true });
  expect(within(row(PREP)).getByRole("button", { name: "Unfeature" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

it("deletes only after the confirmation, with the version read", async () => {
  answers[`DELETE /api/admin/tutorials/${PREP}`] = { status: 200, body: { deleted: true } };
  answers["GET /api/admin/tutorials"] = { status: 200, body: list([winter]) };
  render(<TutorialsEditor initial={list()} />);
  fireEvent.click(within(row(PREP)).getByRole("button", { name: "Delete" }));
  const dialog = screen.getByRole("dialog", { name: "Delete this tutorial?" });
  expect(dialog).toHaveTextContent("“Before your session”");
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(calls).toEqual([]);

  fireEvent.click(within(row(PREP)).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(screen.getByRole("dialog", { name: "Delete this tutorial?" })).getByRole("button", { name: "Delete permanently" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Deleted."));
  expect(requests("DELETE", `/api/admin/tutorials/${PREP}`).map((call) => call.body)).toEqual([{ version: 1 }]);
  await waitFor(() => expect(row(PREP)).toBeNull());
  expect(screen.getByTestId("tutorials-count")).toHaveTextContent("1");
  expect(requests("GET", "/api/admin/tutorials")).toHaveLength(1);
});
