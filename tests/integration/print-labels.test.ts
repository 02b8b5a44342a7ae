// GET /api/shipping/labels/print against the real database: the labels of
// several orders as one document of 4×6 in pages, for admins only. Each order
// gives its latest label that is not void; orders without one are left out and
// named on screen; an unknown order is a 404 and a malformed list a 400.
import { randomUUID } from "node:crypto";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { GET as printLabels } from "@/app/api/shipping/labels/print/route";
import { createPrismaClient } from "@/lib/db/client";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

// A client of this file's own: the app's shared one is closed after the file
// (tests/integration/teardown.ts), before this file's own clean-up runs.
const db = createPrismaClient(process.env.DATABASE_URL!);
let bearer: string;
beforeAll(async () => {
  bearer = (await createTestAdmin(db, "print-labels-admin@example.com", "print-labels-admin-pass")).token;
});
afterAll(async () => {
  // Leave the shared test database as the seed made it for other test files (labels go with their orders).
  await deleteMadeOrders(db);
  await db.$disconnect();
});

const paidOrder = () => makeOrder({ status: "paid" }, db);
const print = (orderIds: string | null, auth: { bearer?: string; cookie?: string } = { bearer }) =>
  printLabels(adminRequest(`/api/shipping/labels/print${orderIds === null ? "" : `?${new URLSearchParams({ orderIds })}`}`, auth), noContext);

/** A local label made as the dashboard makes it (POST /api/shipping/labels). */
async function labelled(carrier = "USPS", service = "Priority Mail") {
  const order = await paidOrder();
  const res = await createLabel(adminRequest("/api/shipping/labels", { bearer }, { method: "POST", body: JSON.stringify({ orderId: order.id, carrier, service }) }), noContext);
  expect(res.status).toBe(201);
  const label: { labelId: string; trackingNumber: string } = await res.json();
  return { order, ...label };
}

/** A tracking number as the local label prints it: in groups of four. */
const grouped = (trackingNumber: string) => trackingNumber.replace(/(.{4})(?=.)/g, "$1 ");
const sections = (html: string) => [...html.matchAll(/<section class="label" data-order-id="([^"]+)">/g)].map((match) => match[1]);
/** The screen-only list of orders with nothing to print. */
const withoutLabel = (html: string) => [.../<ul class="without-label">(.*?)<\/ul>/s.exec(html)?.[1]?.matchAll(/<li>([^<]+)<\/li>/g) ?? []].map((match) => match[1]);
const uniqueTracking = () => `EZ${randomUUID().replace(/-/g, "").slice(0, 18).toUpperCase()}`;

describe("GET /api/shipping/labels/print", () => {
  it("prints two orders' labels as one document, a 4×6 in page each, in the order asked", async () => {
    const [a, b] = [await labelled(), await labelled("UPS", "UPS Ground")];
    const res = await print(`${b.order.id},${a.order.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();

    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<title>Shipping labels (2)</title>");
    expect(html).toContain("@page{size:4in 6in;margin:0}");
    expect(html).toMatch(/section\.label\{[^}]*width:4in;height:6in;[^}]*break-after:page/);
    expect(html).toMatch(/section\.label:last-of-type\{break-after:auto/);
    expect(sections(html)).toEqual([b.order.id, a.order.id]);
    expect(html.match(/class="shipping-label"/g)).toHaveLength(2);
    expect(html.indexOf(grouped(b.trackingNumber))).toBeGreaterThan(html.indexOf(`data-order-id="${b.order.id}"`));
    expect(html.indexOf(grouped(a.trackingNumber))).toBeGreaterThan(html.indexOf(`data-order-id="${a.order.id}"`));
    expect(html).toContain("UPS Ground");
    expect(html).toContain(a.order.shippingName.toUpperCase());
    // The owner prints with the browser: the page runs nothing, and reports nothing missing.
    expect(html).not.toMatch(/<script|window\.print/);
    expect(withoutLabel(html)).toEqual([]);
  });

  it("answers 401 without an admin session", async () => {
    const a = await labelled();
    const res = await print(a.order.id, {});
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("answers 400 for a list that is not 1 to 100 order ids", async () => {
    for (const orderIds of [null, "", " , ", "not-a-uuid", `${randomUUID()},42`, Array.from({ length: 101 }, () => randomUUID()).join(",")]) {
      const res = await print(orderIds);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_request");
    }
  });

  it("answers 404 in the API error format when an order does not exist", async () => {
    const a = await labelled();
    const res = await print(`${a.order.id},${randomUUID()}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: "not_found", message: "Some of the selected orders do not exist." });
  });

  it("leaves out voided labels and orders without a label, and names those orders on screen only", async () => {
    const kept = await labelled();
    const voided = await labelled();
    await db.shippingLabel.update({ where: { id: voided.labelId }, data: { voidedAt: new Date() } });
    const unlabelled = await paidOrder();
    const html = await (await print([kept.order.id, voided.order.id, unlabelled.id].join(","))).text();
    expect(sections(html)).toEqual([kept.order.id]);
    expect(html).toContain("<title>Shipping labels (1)</title>");
    expect(html).not.toContain(grouped(voided.trackingNumber));
    expect(withoutLabel(html)).toEqual([voided.order.id, unlabelled.id]);
    expect(html).toMatch(/<header class="screen-only">[\s\S]*without-label[\s\S]*<\/header>/);
    expect(html).toContain("@media print{.screen-only{display:none}}");
    // Every order left out: a page that says so, with no label in it.
    const none = await (await print(unlabelled.id)).text();
    expect(sections(none)).toEqual([]);
    expect(none).toContain("<title>Shipping labels (0)</title>");
    expect(withoutLabel(none)).toEqual([unlabelled.id]);
  });

  it("prints an order's latest label that is not void", async () => {
    const order = await labelled();
    const newer = uniqueTracking();
    await db.shippingLabel.create({
      data: { orderId: order.order.id, carrier: "USPS", service: "Priority Mail", trackingNumber: newer, labelData: `<div class="shipping-label">${newer}</div>`, voidedAt: new Date(), createdAt: new Date(Date.now() + 60_000) },
    });
    const html = await (await print(order.order.id)).text();
    expect(sections(html)).toEqual([order.order.id]);
    expect(html).toContain(grouped(order.trackingNumber));
    expect(html).not.toContain(newer);
  });

  it("prints a provider's label image to fit the page, and links to any other document at the carrier", async () => {
    const [png, pdf, unusable] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const provider = (orderId: string, labelFormat: string, labelUrl: string) =>
      db.shippingLabel.create({ data: { orderId, provider: "easypost", carrier: "UPS", service: "UPS Ground", trackingNumber: uniqueTracking(), labelFormat, labelUrl, providerRef: "shp_test" } });
    await provider(png.id, "png", "https://easypost-files.example.com/files/postage_label/label.png?sig=a&b=\"c\"");
    const pdfLabel = await provider(pdf.id, "pdf", "https://easypost-files.example.com/files/postage_label/label.pdf");
    await provider(unusable.id, "pdf", "javascript:alert(1)");
    const html = await (await print([png.id, pdf.id, unusable.id].join(","))).text();
    expect(sections(html)).toEqual([png.id, pdf.id]);
    expect(html).toContain(
      `<img class="label-image" src="https://easypost-files.example.com/files/postage_label/label.png?sig=a&#38;b=%22c%22" alt="Shipping label `,
    );
    expect(html).toMatch(/\.label-image\{[^}]*width:100%;height:100%;object-fit:contain/);
    expect(html).toContain(
      `Label at the carrier: <a href="https://easypost-files.example.com/files/postage_label/label.pdf">https://easypost-files.example.com/files/postage_label/label.pdf</a>`,
    );
    expect(html).toContain(pdfLabel.trackingNumber);
    expect(html).not.toContain("javascript:");
    expect(withoutLabel(html)).toEqual([unusable.id]);
  });
});
