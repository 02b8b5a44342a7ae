// Links sent by e-mail (lib/links/email-link.ts): a token works only for its
// purpose and with its signature, only until it expires, a single-use link
// once even when two requests race, and a rolled-back use leaves it unused.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { checkEmailLink, createEmailLink, emailLinkUrl, signedLinkId, useEmailLink } from "@/lib/links/email-link";

const tag = randomUUID().slice(0, 8);
const email = `Links-${tag}@Example.com`;
const HOUR = 60 * 60 * 1000;

afterAll(async () => {
  await db.emailLink.deleteMany({ where: { email: email.toLowerCase() } });
  await db.$disconnect();
});

const newLink = (validForMs = HOUR, purpose: "review" | "privacy" = "review") =>
  db.$transaction((tx) => createEmailLink(tx, { purpose, email, validForMs }));

describe("e-mail links", () => {
  it("stores the e-mail lower-case and only a hash of the token", async () => {
    const { id, token } = await newLink();
    const row = await db.emailLink.findUniqueOrThrow({ where: { id } });
    expect(row.email).toBe(email.toLowerCase());
    expect(row.tokenHash).not.toContain(token.split(".")[1]);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(emailLinkUrl("/reviews/write", token)).toMatch(/\/reviews\/write\?token=[0-9a-f]{32}\.[\w-]{43}$/);
  });

  it("refuses a token with another signature, another purpose or no shape at all as unknown", async () => {
    const { token } = await newLink();
    const [id, signature] = token.split(".");
    const altered = `${id}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await signedLinkId("review", altered)).toBeNull();
    expect(await checkEmailLink("review", altered)).toEqual({ ok: false, reason: "unknown" });
    expect(await checkEmailLink("privacy", token)).toEqual({ ok: false, reason: "unknown" });
    expect(await checkEmailLink("review", "not-a-token")).toEqual({ ok: false, reason: "unknown" });
    expect(await checkEmailLink("review", `${randomUUID().replaceAll("-", "")}.${signature}`)).toEqual({ ok: false, reason: "unknown" });
    expect((await checkEmailLink("review", token)).ok).toBe(true);
  });

  it("works until it expires, and then says so", async () => {
    const { token, expiresAt } = await newLink(HOUR);
    expect((await checkEmailLink("review", token, new Date(expiresAt.getTime() - 1000))).ok).toBe(true);
    expect(await checkEmailLink("review", token, expiresAt)).toEqual({ ok: false, reason: "expired" });
    expect(await db.$transaction((tx) => useEmailLink(tx, "review", token, new Date(expiresAt.getTime() + 1)))).toEqual({ ok: false, reason: "expired" });
  });

  it("is used once: of ten racing uses one succeeds, the others are told it was used", async () => {
    const { token } = await newLink();
    const results = await Promise.all(Array.from({ length: 10 }, () => db.$transaction((tx) => useEmailLink(tx, "review", token)).catch((error: Error) => error)));
    const outcomes = results.map((result) => (result instanceof Error ? "error" : result.ok ? "used now" : result.reason));
    expect(outcomes.filter((outcome) => outcome === "used now")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "used now").every((outcome) => outcome === "used" || outcome === "error")).toBe(true);
    expect(await checkEmailLink("review", token)).toEqual({ ok: false, reason: "used" });
  });

  it("stays unused when the transaction that used it rolls back", async () => {
    const { token } = await newLink();
    await expect(
      db.$transaction(async (tx) => {
        expect((await useEmailLink(tx, "review", token)).ok).toBe(true);
        throw new Error("the review could not be saved");
      }),
    ).rejects.toThrow("the review could not be saved");
    expect((await checkEmailLink("review", token)).ok).toBe(true);
  });
});
