// Paying at /checkout as a shopper does, in the local test payment mode.
import { outboxMessages } from "../../support/eml";
import path from "node:path";
import type { Page } from "@playwright/test";

export const OUTBOX_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "outbox");

export async function fillShipping(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: "ada@example.com",
    "Full Name": "Ada Lovelace",
    Address: "12 Analytical Way",
    City: "Austin",
    State: "TX",
    "ZIP Code": "73301",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

/** The sent e-mails (.eml files of the local mail outbox) whose text includes `text`, decoded from quoted-printable. */
export function sentEmailsMentioning(text: string): string[] {
  return outboxMessages(OUTBOX_DIR).filter((mail) => mail.includes(text));
}
