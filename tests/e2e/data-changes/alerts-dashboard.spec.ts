// The owner sees what needs their attention on the dashboard, in Chromium:
// an open alert with its facts and what to do, resolved with one press; an
// e-mail the shop gave up sending, sent again with Retry.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { createAdmin, withShopDb } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

let owner: { email: string; password: string };
test.beforeAll(() => {
  owner = createAdmin(`alerts-${randomUUID().slice(0, 8)}@example.com`, "alerts-pass-12345");
});

test("the owner resolves an alert and retries a failed e-mail from the dashboard", async ({ page }) => {
  const key = `dp_e2e${randomUUID().slice(0, 8)}`;
  const dedupeKey = `e2e-failed:${randomUUID()}`;
  await withShopDb(async (db) => {
    await db.query(`INSERT INTO "Alert" (id, name, key, message, details) VALUES (gen_random_uuid(), 'dispute_opened', $1, $2, $3)`, [
      key,
      `Payment pi_${key} is disputed (fraudulent) and has no order`,
      JSON.stringify({ disputeId: key, paymentIntentId: `pi_${key}`, reason: "fraudulent" }),
    ]);
    await db.query(
      `INSERT INTO "OutgoingEmail" (id, "dedupeKey", "to", subject, text, status, attempts, "lastError") VALUES (gen_random_uuid(), $1, 'e2e-customer@example.com', $2, 'Thank you!', 'failed', 8, 'connect ECONNREFUSED 10.0.0.5:587')`,
      [dedupeKey, `Your order ${key} is confirmed`],
    );
  });

  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  const attention = page.getByRole("region", { name: "Needs your attention" });
  // The dispute's own alert: the failed e-mail names the same key in its
  // subject, and the shop raises an email_failed alert for it on its next
  // background round.
  const alert = attention.locator('[data-testid="open-alert"][data-alert-name="dispute_opened"]').filter({ hasText: key });
  await expect(alert).toContainText("A payment is disputed");
  await expect(alert).toContainText(`Payment pi_${key} is disputed (fraudulent) and has no order`);
  await expect(alert).toContainText("What to do: Respond in Stripe's Dashboard");
  const email = attention.getByTestId("failed-email").filter({ hasText: key });
  await expect(email).toContainText("To e2e-customer@example.com");
  await expect(email).toContainText("Last error: connect ECONNREFUSED 10.0.0.5:587");
  // The panel is as accessible as the rest of the dashboard (the accessibility spec's rules).
  await expectNoViolations(page, "the dashboard's alerts panel", { within: '[data-testid="alerts-panel"]' });

  await email.getByRole("button", { name: /^Retry/ }).click();
  await expect(page.getByText("E-mail sent", { exact: true })).toBeVisible();
  await expect(email).toHaveCount(0);
  await alert.getByRole("button", { name: /^Resolve/ }).click();
  await expect(page.getByText("Alert resolved", { exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await withShopDb(async (db) => {
    const resolved = await db.query(`SELECT "resolvedByEmail", "resolvedAt" FROM "Alert" WHERE name = 'dispute_opened' AND key = $1`, [key]);
    expect(resolved.rows[0]).toMatchObject({ resolvedByEmail: owner.email, resolvedAt: expect.any(Date) });
    const sent = await db.query(`SELECT status FROM "OutgoingEmail" WHERE "dedupeKey" = $1`, [dedupeKey]);
    expect(sent.rows[0].status).toBe("sent");
  });
  // A reload shows the same: nothing of these is left to do.
  await page.reload();
  await expectAdminSignedIn(page);
  await expect(page.getByTestId("open-alert").filter({ hasText: key })).toHaveCount(0);
});
