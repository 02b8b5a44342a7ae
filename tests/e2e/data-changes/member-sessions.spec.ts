// A member's session in Chromium: signed in by the link in the outbox, the
// sign-in page's way back never leads off the shop (a tab in ?callbackUrl=),
// and "Sign out" ends the session on the server: the cookie saved before it no
// longer reads who is signed in.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInByLink } from "../support/member";

// This file's requests count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.61" } });

test("a member's way back stays on the shop, and signing out ends the session for good", async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `leaving-${randomUUID().slice(0, 8)}@members.example.com`;
  await page.goto("/forum/sign-in");
  await signInByLink(page, email);

  // Signed in, the sign-in page's link back ignores an address that would leave the shop.
  await page.goto("/forum/sign-in?callbackUrl=%2F%09%2Fevil.example");
  const back = page.getByRole("link", { name: "Continue to the forum" });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute("href", "/forum");

  const saved = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith("forum.session-token")).map((cookie) => `${cookie.name}=${cookie.value}`);
  expect(saved).toHaveLength(1);
  const meWithSavedCookie = async () => (await (await request.get("/api/community/me", { headers: { Cookie: saved[0]! } })).json()) as { member: unknown };
  expect((await meWithSavedCookie()).member).toMatchObject({ email });

  await page.goto("/forum");
  const bar = page.getByTestId("member-bar");
  await expect(bar.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await bar.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await meWithSavedCookie()).member).toBeNull();
});
