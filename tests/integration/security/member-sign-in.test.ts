// One way in to a member's sign-in: Auth.js's own sign-in endpoints answer
// 404 (links are asked for at POST /api/community/sign-in, with the shop's
// limits), an address that is not one plain e-mail address is refused
// everywhere and never becomes a member, and the return address after signing
// in is always a page of the shop.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { memberRedirect, normalizeMemberEmail, requestSignInLink } from "@/auth-community";
import { GET as authGet, POST as authPost } from "@/app/api/community/auth/[...nextauth]/route";
import { POST as signIn } from "@/app/api/community/sign-in/route";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { outboxMessages } from "../../support/eml";
import { memberRequest } from "../support/member-auth";

const none = { params: Promise.resolve({}) };
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);

/** Addresses that are not one plain e-mail address. */
const NOT_ONE_ADDRESS = [
  "a,b@example.com",
  "a@example.com,b@example.org",
  '"a b"@example.com',
  '"victim@example.com"@evil.example',
  "a b@example.com",
  "a@example.com b@example.org",
  "a@example.com\nb@example.org",
  "a@example.com\r\nBcc: b@example.org",
  "a@b@example.com",
  "Name <a@example.com>",
  "a＠example.com",
];

afterAll(async () => {
  await db.member.deleteMany({ where: { email: { endsWith: "@one-way-in.example.com" } } });
  await db.$disconnect();
});

/** A CSRF token of the members' Auth.js and the cookie it belongs to, as a browser would hold them. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await authGet(new NextRequest("http://localhost/api/community/auth/csrf"));
  expect(res.status).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith("forum.csrf-token="))!.split(";")[0]!;
  return { token: csrfToken, cookie };
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
}

/** What a sign-in attempt could have left behind for this address. */
async function traces(email: string) {
  const outbox = outboxMessages(getConfig().mail.outboxDir).filter((text) => text.includes(email)).length;
  const tokens = await db.memberSignInToken.count({ where: { identifier: { contains: email.split("@")[0]! } } });
  const members = await db.member.count({ where: { email: { contains: email.split("@")[0]! } } });
  return { outbox, tokens, members };
}

describe("Auth.js's own sign-in endpoints", () => {
  it("answer 404 to GET and POST, even with a valid CSRF token and cookie, and send nothing", async () => {
    const email = `raw-${unique()}@one-way-in.example.com`;
    const { token, cookie } = await csrf();
    for (const path of ["/api/community/auth/signin", "/api/community/auth/signin/nodemailer", "/api/community/auth/signin/email"]) {
      await expectNotFound(await authGet(new NextRequest(`http://localhost${path}`, { headers: { cookie } })));
      const body = new URLSearchParams({ csrfToken: token, email, callbackUrl: "/forum" });
      const res = await authPost(
        new NextRequest(`http://localhost${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", cookie, Origin: "http://localhost" },
          body,
        }),
      );
      await expectNotFound(res);
    }
    expect(await traces(email)).toEqual({ outbox: 0, tokens: 0, members: 0 });
  });

  it("answer 404 to the addresses the e-mail sign-in does not use", async () => {
    for (const path of ["/api/community/auth/webauthn-options/passkey", "/api/community/auth", "/api/community/auth/unknown"]) {
      await expectNotFound(await authGet(new NextRequest(`http://localhost${path}`)));
    }
    for (const path of ["/api/community/auth/callback/nodemailer", "/api/community/auth/csrf", "/api/community/auth/providers"]) {
      await expectNotFound(await authPost(new NextRequest(`http://localhost${path}`, { method: "POST" })));
    }
  });

  it("still answer what the flow needs: the CSRF token, the providers, the session", async () => {
    expect((await csrf()).token).toMatch(/^[0-9a-f]{32,}$/);
    const providers = await authGet(new NextRequest("http://localhost/api/community/auth/providers"));
    expect(Object.keys(await providers.json())).toEqual(["nodemailer"]);
    const session = await authGet(new NextRequest("http://localhost/api/community/auth/session"));
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
  });

  it("leave the shop's own sign-in working: POST /api/community/sign-in sends the link", async () => {
    const email = `shop-${unique()}@one-way-in.example.com`;
    const res = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none);
    expect(res.status).toBe(202);
    expect(await traces(email)).toMatchObject({ outbox: 1, tokens: 1 });
  });
});

describe("an address that is not one plain e-mail address", () => {
  it.each(NOT_ONE_ADDRESS)("%j is refused by the shop's route with a field message", async (email) => {
    const res = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields).toEqual({ email: "Enter a valid e-mail address." });
  });

  it("is refused by Auth.js's normaliser, which throws instead of rewriting it", () => {
    for (const email of NOT_ONE_ADDRESS) expect(() => normalizeMemberEmail(email)).toThrow(/not one plain e-mail address/);
    expect(normalizeMemberEmail(" Ink.Member@Example.com ")).toBe("ink.member@example.com");
  });

  it("never gets a link nor becomes a member, even when Auth.js is called directly", async () => {
    const local = `list${unique()}`;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const email of [`${local},b@one-way-in.example.com`, `${local}@one-way-in.example.com,b@one-way-in.example.com`, `"${local} b"@one-way-in.example.com`]) {
        await expect(requestSignInLink(email, "/forum")).rejects.toMatchObject({ code: "sign_in_mail_failed" });
      }
    } finally {
      errors.mockRestore();
    }
    expect(await db.memberSignInToken.count({ where: { identifier: { contains: local } } })).toBe(0);
    expect(await db.member.count({ where: { email: { contains: local } } })).toBe(0);
    expect(outboxMessages(getConfig().mail.outboxDir).some((text) => text.includes(local))).toBe(false);
    expect(await db.member.count({ where: { OR: [{ email: { contains: "," } }, { email: { contains: '"' } }, { email: { contains: " " } }] } })).toBe(0);
  });
});

describe("the return address after signing in (Auth.js's redirect callback)", () => {
  const base = "http://localhost";
  it.each(["/\t/evil.example", "/%09/evil.example", "//evil.example", "/\\evil.example", "\\/evil.example", "https://evil.example", "/\nfoo", "javascript:alert(1)", " /forum", `${base}//evil.example`, `${base}/\\evil.example`])(
    "sends %j to the forum",
    (url) => {
      expect(memberRedirect(url, base)).toBe(`${base}/forum`);
    },
  );

  it("keeps a page of the shop, given as a path or as an address on the shop", () => {
    expect(memberRedirect("/forum/post/abc?x=1#r", base)).toBe(`${base}/forum/post/abc?x=1#r`);
    expect(memberRedirect(`${base}/forum/new`, base)).toBe(`${base}/forum/new`);
    const site = new URL(getConfig().siteUrl).origin;
    expect(memberRedirect(`${site}/forum/new`, base)).toBe(`${base}/forum/new`);
    expect(memberRedirect(base, base)).toBe(`${base}/`);
  });
});
