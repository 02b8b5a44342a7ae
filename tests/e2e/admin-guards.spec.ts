// Every admin page and every server action checks the session itself. The
// pages are found in app/admin and the actions in the build's own manifest, so
// a new one is covered without touching this file. Each is asked, as an
// attacker would, with no cookie and with a forged session cookie, as a plain
// page load and as a client navigation (`RSC: 1`): none may answer a
// customer's or an applicant's data, and no action may change anything.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";

const ROOT = process.cwd();
const STAMP = Date.now().toString(36);
const APPLICANT = {
  businessName: `Guard Test Studio ${STAMP}`,
  contactName: `Wanda Guard ${STAMP}`,
  email: `guard-applicant-${STAMP}@example.com`,
  phone: "555-019-4242",
  businessType: "tattoo_shop",
  businessAddress: { street: `${STAMP} Secret Lane`, city: "Portland", state: "OR", zipCode: "97201", country: "United States" },
  estimatedMonthlyVolume: 50,
  packageTier: "starter",
};
const CUSTOMER = {
  customerEmail: `guard-customer-${STAMP}@example.com`,
  customerName: `Carla Guard ${STAMP}`,
  shippingAddress: { address: `${STAMP} Hidden Road`, city: "Boise", state: "ID", zipCode: "83702", country: "United States" },
  photoUrl: null,
};
// An unpublished tutorial: only the owner's editor shows it.
const DRAFT_TUTORIAL = {
  title: `Guard draft tutorial ${STAMP}`,
  description: `A draft only the owner may read, ${STAMP}.`,
  season: "winter",
  category: "aftercare",
  duration: 60,
  videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  thumbnailUrl: null,
  featured: false,
  published: false,
};
// A session cookie an attacker can write: the name is right, the value is not a session.
const FORGED = ["authjs.session-token=forged", "__Secure-authjs.session-token=forged"].join("; ");
// Actions that must work without a session, and why.
const PUBLIC_ACTIONS: Record<string, string> = {
  loginAdmin: "the login form itself; it answers only success or a refusal",
  logoutAdmin: "ends the caller's own session, if any",
};

// What an action's answer carries when it did something: a decision made
// ("done"), a change made ({ ok: true }), two-factor secrets handed out.
const SUCCESS_MARKERS = ['"done"', '"ok":true', "recoveryCodes", "qrCode"];

// This file's requests come from a client of their own (the shop trusts one proxy hop).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.77" } });

const privateMarkers = () => [DRAFT_TUTORIAL.title, DRAFT_TUTORIAL.description, APPLICANT.email, APPLICANT.contactName, APPLICANT.phone, APPLICANT.businessAddress.street, CUSTOMER.customerEmail, CUSTOMER.customerName, CUSTOMER.shippingAddress.address];

function adminPages(dir = path.join(ROOT, "app", "admin"), route = "/admin"): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) pages.push(...adminPages(full, name.startsWith("(") ? route : `${route}/${name}`));
    else if (/^page\.(tsx|ts|jsx|js)$/.test(name)) pages.push(route);
  }
  return pages;
}

function fillSegments(route: string, values: Record<string, string>): string {
  return route.replace(/\[([^\]]+)\]/g, (_match, name: string) => {
    const value = values[`${route}:${name}`];
    if (!value) throw new Error(`Give admin-guards.spec.ts a value for [${name}] of ${route}`);
    return value;
  });
}

async function createApplication(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/wholesale/applications", { data: APPLICANT });
  // 200: the same application was sent before (by the other test).
  expect([200, 201], await res.text()).toContain(res.status());
  return ((await res.json()) as { id: string }).id;
}

async function createOrder(request: APIRequestContext): Promise<string> {
  const intent = await request.post("/api/create-payment-intent", { data: { items: [{ id: "1oz", name: "Ointment" }], amount: 9 } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await request.post("/api/payment-intents/details", { data: { clientSecret, ...CUSTOMER } })).status()).toBe(200);
  const paid = await request.post("/api/payment-intents/confirm", { data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const paymentIntentId = clientSecret.split("_secret_")[0];
  const order = await request.post("/api/orders", { data: { paymentIntentId, clientSecret } });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: string }).id;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/admin/auth", { data: { email: "owner@example.com", password: "correct-horse-battery" } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The draft, made by the owner; returns a function that deletes it again. */
async function createDraftTutorial(request: APIRequestContext): Promise<() => Promise<void>> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.post("/api/admin/tutorials", { data: DRAFT_TUTORIAL, headers });
  expect(res.status(), await res.text()).toBe(201);
  const { tutorial } = (await res.json()) as { tutorial: { id: string; version: number } };
  return async () => {
    const deleted = await request.delete(`/api/admin/tutorials/${tutorial.id}`, { data: { version: tutorial.version }, headers });
    expect(deleted.status(), await deleted.text()).toBe(200);
  };
}

function expectNoPrivateData(body: string, where: string) {
  for (const marker of privateMarkers()) expect(body, `${where} answered "${marker}"`).not.toContain(marker);
}

interface ManifestAction {
  workers: Record<string, unknown>;
  exportedName?: string;
  filename?: string;
}

function serverActions(): { id: string; name: string; page: string }[] {
  const file = path.join(ROOT, ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, ManifestAction> };
  return Object.entries(manifest.node).map(([id, action]) => ({
    id,
    name: action.exportedName ?? id,
    page: Object.keys(action.workers)[0]!.replace(/^app/, "").replace(/\/page$/, "") || "/",
  }));
}

test("no admin page answers private data without a session, as a page or as a client navigation", async ({ request }) => {
  const applicationId = await createApplication(request);
  await createOrder(request);
  const deleteDraft = await createDraftTutorial(request);
  const segments = { "/admin/wholesale/[id]:id": applicationId };
  const pages = adminPages();
  expect(pages).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/dashboard",
      "/admin/wholesale",
      "/admin/wholesale/[id]",
      "/admin/google-integrations",
      "/admin/products",
      "/admin/tutorials",
      "/admin/content",
      "/admin/community",
      "/admin/security",
    ]),
  );

  for (const route of pages) {
    const url = fillSegments(route, segments);
    for (const cookie of [undefined, FORGED]) {
      for (const rsc of [false, true]) {
        const headers: Record<string, string> = { ...(cookie ? { Cookie: cookie } : {}), ...(rsc ? { RSC: "1" } : {}) };
        const res = await request.get(url, { headers, maxRedirects: 0 });
        const where = `${url} (${cookie ? "forged cookie" : "no cookie"}${rsc ? ", RSC: 1" : ""})`;
        expect(res.status(), where).toBeLessThan(500);
        expectNoPrivateData(await res.text(), where);
      }
    }
  }
  await deleteDraft();
});

test("no server action answers data or changes anything without a session", async ({ request, baseURL }) => {
  // Encodes arguments the way the browser's React does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node") as {
    encodeReply(args: unknown[]): Promise<string | FormData>;
  };
  const applicationId = await createApplication(request);
  const actions = serverActions();
  expect(actions.map((action) => action.name)).toEqual(expect.arrayContaining(["reviewApplicationAction", "loginAdmin"]));

  for (const action of actions) {
    const page = action.page.replace("[id]", applicationId);
    const decision = new FormData();
    decision.set("decision", "approved");
    decision.set("note", "approved without a session");
    const argumentSets: unknown[][] = [[], [applicationId, {}, decision], [{ email: "nobody-here@example.com", password: "wrong-password-1" }]];
    for (const args of argumentSets) {
      for (const cookie of [undefined, FORGED]) {
        const body = await encodeReply(args);
        const multipart = body instanceof FormData ? Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)])) : undefined;
        const res = await request.post(page, {
          headers: { "Next-Action": action.id, Accept: "text/x-component", Origin: new URL(baseURL!).origin, ...(cookie ? { Cookie: cookie } : {}) },
          ...(multipart ? { multipart } : { data: body as string }),
          maxRedirects: 0,
        });
        const text = await res.text();
        const where = `${action.name} (${cookie ? "forged cookie" : "no cookie"}, ${args.length} arguments)`;
        expectNoPrivateData(text, where);
        if (!(action.name in PUBLIC_ACTIONS)) {
          for (const success of SUCCESS_MARKERS) expect(text, `${where} answered ${success}`).not.toContain(success);
        }
      }
    }
  }

  // The application the actions were aimed at is still waiting for a decision.
  const token = await adminToken(request);
  const list = await request.get("/api/admin/wholesale/applications?status=pending", { headers: { Authorization: `Bearer ${token}` } });
  const pending = (await list.json()) as { id: string }[];
  expect(pending.map((application) => application.id)).toContain(applicationId);
});
