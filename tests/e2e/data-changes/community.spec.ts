// The community in Chromium, as its members and the owner use it: a new
// member signs in through the link in the outbox, chooses a username and
// writes a post that waits for review; the owner approves it and it shows in
// Recent Posts; a second member, asked to sign in when replying, comes back
// to the text they wrote, replies and likes; a report reaches the owner's
// queue, the owner hides the post and it is gone from the lists.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { createAdmin } from "../support/shop-db";
import { signInByLink } from "../support/member";

// This file's requests count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.57" } });

let moderator: { email: string; password: string };
test.beforeAll(() => {
  moderator = createAdmin(`moderator-${randomUUID().slice(0, 8)}@example.com`, "moderation-pass-123");
});

async function chooseUsername(page: Page, username: string) {
  await page.getByLabel("Choose your username").fill(username);
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByLabel("Choose your username")).toHaveCount(0);
}

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.58" } })).newPage();
  await signInAsAdmin(page, { admin: moderator });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Community" }).first().click();
  await expect(page).toHaveURL(/\/admin\/community$/);
  await expect(page.getByRole("heading", { level: 1, name: "Community moderation" })).toBeVisible();
  return page;
}

test("members post, reply, like and report; the owner approves and hides", async ({ page, browser }) => {
  // Two members and the owner, each signing in: a long journey (28 s on a quiet machine).
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Peeling on day five ${tag}`;
  const writerEmail = `writer-${tag}@members.example.com`;

  // A new member writes a post: signed out, the form asks them to sign in first.
  await page.goto("/forum");
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/forum\/new$/);
  await signInByLink(page, writerEmail);
  await expect(page).toHaveURL(/\/forum\/new$/);
  await chooseUsername(page, `writer_${tag}`);
  await expect(page.getByText(`Posting as writer_${tag}`)).toBeVisible();
  await page.getByLabel("Title").fill("Hey");
  await page.getByLabel("Category").selectOption({ label: "Aftercare Tips" });
  await page.getByLabel("Your post").fill("Is peeling normal? See https://example.com/peeling for a photo.\nSecond line.");
  await page.getByRole("button", { name: "Publish post" }).click();
  await expect(page.getByText("The title needs at least 5 characters.")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Publish post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your post is waiting for review" })).toBeVisible();

  // Held: not in the lists yet.
  await page.goto("/forum");
  await expect(page.getByRole("list", { name: "Recent posts" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // The owner approves it from the moderation queue.
  const owner = await ownerPage(browser);
  const held = owner.locator("[data-held-id]", { hasText: title });
  await held.getByRole("button", { name: "Approve" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "approved" })).toBeVisible();
  await expect(held).toHaveCount(0);

  // It shows in Recent Posts at once (the cached list was refreshed).
  await expect(async () => {
    await page.goto("/forum");
    await expect(page.getByRole("list", { name: "Recent posts" }).getByRole("link", { name: title })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/forum\/post\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  const link = page.getByRole("link", { name: "https://example.com/peeling" });
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");

  // A second member replies: asked to sign in, they find their text still there.
  const reader = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.59" } })).newPage();
  await reader.goto(postUrl);
  const likesBefore = Number((await reader.getByTestId("likes-count").textContent())!.match(/\d+/)![0]);
  const replyText = `Totally normal, keep moisturising ${tag}`;
  await reader.getByLabel("Your reply").fill(replyText);
  await reader.getByRole("button", { name: "Post Reply" }).click();
  const prompt = reader.getByTestId("reply-sign-in");
  await expect(prompt.getByRole("heading", { name: "Sign in to post your reply" })).toBeVisible();
  await signInByLink(prompt.page(), `reader-${tag}@members.example.com`);
  await expect(reader).toHaveURL(postUrl);
  await expect(reader.getByLabel("Your reply")).toHaveValue(replyText);
  await chooseUsername(reader, `reader_${tag}`);
  await reader.getByRole("button", { name: "Post Reply" }).click();
  await expect(reader.getByRole("status").filter({ hasText: "Your reply is waiting for review" })).toBeVisible();
  await expect(reader.getByLabel("Your reply")).toHaveValue("");

  // … likes the post (once, whatever the clicks) …
  const likeButton = reader.getByRole("button", { name: "Like Post" });
  await likeButton.click();
  await expect(reader.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");
  await expect(reader.getByTestId("likes-count")).toHaveText(`${likesBefore + 1} likes`);
  await reader.reload();
  await expect(reader.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");
  await expect(reader.getByTestId("likes-count")).toHaveText(`${likesBefore + 1} likes`);

  // … and reports it.
  await reader.getByRole("button", { name: "Report Post" }).click();
  const dialog = reader.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam or advertising").check();
  await dialog.getByLabel("Anything to add? (optional)").fill(`Looks like an advert ${tag}`);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Thank you. The moderators will look at it." })).toBeVisible();

  // The owner finds the report and the held reply, and hides the post.
  await owner.reload();
  await expect(owner.locator("[data-held-id]", { hasText: replyText })).toBeVisible();
  const reportItem = owner.locator("[data-report-id]", { hasText: `Looks like an advert ${tag}` });
  await expect(reportItem).toContainText("Spam or advertising");
  await reportItem.getByRole("button", { name: "Hide" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "hidden" })).toBeVisible();
  await expect(reportItem).toHaveCount(0);
  await expect(owner.getByText(moderator.email).first()).toBeVisible();

  // Gone from every list and from its address.
  await expect(async () => {
    await page.goto("/forum");
    await expect(page.getByRole("list", { name: "Recent posts" })).toBeVisible({ timeout: 500 });
    await expect(page.getByRole("link", { name: title })).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.goto("/forum?tab=popular");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await expect(async () => {
    const res = await page.request.get(postUrl);
    expect(res.status()).toBe(404);
  }).toPass({ timeout: 10_000 });
});
