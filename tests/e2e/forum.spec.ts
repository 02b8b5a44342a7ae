import { expect, test, type APIRequestContext } from "@playwright/test";

const LOCKED_POST = "d48ff8a5-85fb-4258-af7f-e670ee5f0064"; // the pinned, locked welcome post

type PostJson = { id: string; title: string; isLocked: boolean; repliesCount: number; likesCount: number; isPinned: boolean };

async function postWithReplies(request: APIRequestContext): Promise<PostJson> {
  const posts: PostJson[] = await (await request.get("/api/forum/posts?limit=50")).json();
  return posts.find((p) => !p.isLocked && p.repliesCount >= 2)!;
}

test("the forum lists recent posts (pinned first) and popular posts, each tab in the address", async ({ page }) => {
  const response = await page.goto("/forum");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Artist Community" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "New Post" })).toHaveAttribute("href", "/forum/new");

  const stats = page.getByRole("definition").locator("..");
  await expect(page.getByRole("heading", { name: "Community Stats" })).toBeVisible();
  await expect(stats.filter({ hasText: "Total Posts" })).toContainText("15");
  await expect(stats.filter({ hasText: "Active Artists" })).toContainText("47");
  await expect(page.getByRole("heading", { name: "Categories", exact: true })).toBeVisible();

  const recent = page.getByRole("list", { name: "Recent posts" }).getByRole("article");
  await expect(recent).toHaveCount(10);
  // Both pinned posts come first, newest first.
  await expect(recent.nth(0)).toContainText("Pinned");
  await expect(recent.nth(0)).toContainText("The day-by-day healing timeline");
  await expect(recent.nth(1)).toContainText("Pinned");
  await expect(recent.nth(1)).toContainText("Welcome! Community guidelines");
  await expect(recent.nth(2)).not.toContainText("Pinned");
  // Previews stop at 150 characters.
  const preview = await recent.first().locator("p").first().textContent();
  expect(preview!.length).toBeLessThanOrEqual(153);
  expect(preview!.endsWith("...")).toBe(true);

  await page.getByRole("navigation", { name: "Post lists" }).getByRole("link", { name: "Popular" }).click();
  await expect(page).toHaveURL(/\/forum\?tab=popular$/);
  const popular = page.getByRole("list", { name: "Popular posts" }).getByRole("article");
  await expect(popular).toHaveCount(10);
  await expect(popular.nth(1)).toContainText("The day-by-day healing timeline");

  await page.getByRole("navigation", { name: "Post lists" }).getByRole("link", { name: "Recent Posts" }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole("list", { name: "Recent posts" })).toBeVisible();
});

test("a post shows its replies, counts the view and offers a reply box with a counter", async ({ page, request }) => {
  const post = await postWithReplies(request);
  await page.goto("/forum");
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(`/forum/post/${post.id}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Replies" }).getByRole("listitem").filter({ has: page.locator("time") })).toHaveCount(post.repliesCount);
  await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();
  for (const action of ["Like Post", "Share Post", "Report Post"]) {
    await expect(page.getByRole("button", { name: action })).toBeVisible();
  }

  // The page is prerendered; the browser reports the view and shows the live count.
  const liveViews = async () => {
    const count = page.locator('[data-live="true"]', { hasText: /\d+ views/ });
    await expect(count).toBeVisible();
    return Number((await count.textContent())!.match(/(\d+) views/)![1]);
  };
  const before = await liveViews();
  await page.reload();
  expect(await liveViews()).toBe(before + 1);

  const box = page.getByLabel("Your reply");
  const submit = page.getByRole("button", { name: "Post Reply" });
  await expect(submit).toBeDisabled();
  await expect(page.getByText("0/1000 characters")).toBeVisible();
  await box.fill("    ");
  await expect(submit).toBeDisabled();
  await box.fill("x".repeat(1200));
  await expect(page.getByText("1000/1000 characters")).toBeVisible();
  await box.fill("Great timeline, thanks!");
  await expect(page.getByText("23/1000 characters")).toBeVisible();
  await expect(submit).toBeEnabled();
  // A visitor is asked to sign in, and the text stays in the box (also across a reload).
  await submit.click();
  const prompt = page.getByTestId("reply-sign-in");
  await expect(prompt.getByRole("heading", { name: "Sign in to post your reply" })).toBeVisible();
  await expect(prompt.getByLabel("E-mail address")).toBeVisible();
  await expect(box).toHaveValue("Great timeline, thanks!");
  await page.reload();
  await expect(page.getByLabel("Your reply")).toHaveValue("Great timeline, thanks!");
});

test("a locked post shows the Locked badge and no reply form", async ({ page }) => {
  await page.goto(`/forum/post/${LOCKED_POST}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome!");
  await expect(page.getByText("Locked", { exact: true })).toBeVisible();
  await expect(page.getByText("Pinned", { exact: true })).toBeVisible();
  await expect(page.getByText("Professional Artist").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add a Reply" })).toHaveCount(0);
  await expect(page.getByLabel("Your reply")).toHaveCount(0);
});

test("a missing post answers 404 with Post Not Found", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "no-such-post"]) {
    const response = await page.goto(`/forum/post/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("The post you're looking for doesn't exist or has been removed.")).toBeVisible();
  }
});
