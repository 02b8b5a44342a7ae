// POST /api/orders answers the customer's personal data (name, e-mail,
// address, photo) only to whoever sends the payment's client secret; anyone
// else holding the payment intent id gets the order without it.
import "../../support/checkout-env";
import { db } from "@/lib/db";
import { customerOrderSchema, publicOrderSchema } from "@/lib/schemas/order";
import { SHIPPING } from "../../support/requests";
import { openIntent, paidIntent, postOrder } from "./test-mode-support";

const DETAILS = { ...SHIPPING, customerEmail: "private@example.com", photoUrl: "/api/objects/uploads/3f0b6c1e-8a9d-4f3b-9c1e-0a1b2c3d4e5f" };
const PERSONAL = ["customerEmail", "customerName", "shippingAddress", "photoUrl"];

function expectNoPersonalData(body: Record<string, unknown>) {
  for (const key of PERSONAL) expect(body).not.toHaveProperty(key);
  const text = JSON.stringify(body);
  for (const value of ["private@example.com", "Ada Lovelace", "12 Analytical Way", "Austin", "73301", "/api/objects/uploads/"]) {
    expect(text).not.toContain(value);
  }
}

describe("the answer of POST /api/orders", () => {
  it("carries no personal data without the client secret, on creation and on a repeat", async () => {
    const { id } = await paidIntent("4oz", DETAILS);
    const created = await postOrder({ paymentIntentId: id });
    expect(created.status).toBe(201);
    const body = await created.json();
    expectNoPersonalData(body);
    expect(() => publicOrderSchema.parse(body)).not.toThrow();
    expect(Object.keys(body).sort()).toEqual(["amount", "createdAt", "discount", "id", "lines", "productDetails", "status", "subtotal", "tax"]);
    expect(body).toMatchObject({ status: "paid", amount: 15.99, productDetails: { name: expect.any(String), size: "4 oz / 120ml", quantity: 1, price: 15.99 } });

    const repeat = await postOrder({ paymentIntentId: id, amount: 1599, status: "paid" });
    expect(repeat.status).toBe(200);
    const again = await repeat.json();
    expectNoPersonalData(again);
    expect(() => publicOrderSchema.parse(again)).not.toThrow();
    expect(again.id).toBe(body.id);
    // The order itself has everything.
    expect(await db.order.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({ customerEmail: "private@example.com" });
  });

  it("carries no personal data with a wrong client secret: same length, other length, or another payment's", async () => {
    const { id, clientSecret } = await paidIntent("4oz", DETAILS);
    const other = await openIntent("1oz");
    const sameLength = clientSecret.replace(/_secret_(.)/, (_m, c: string) => `_secret_${c === "A" ? "B" : "A"}`);
    expect(sameLength).toHaveLength(clientSecret.length);
    expect(sameLength).not.toBe(clientSecret);

    const wrongSecrets = [sameLength, `${clientSecret}0`, clientSecret.slice(0, -1), other.clientSecret];
    const statuses: number[] = [];
    for (const wrong of wrongSecrets) {
      const res = await postOrder({ paymentIntentId: id, clientSecret: wrong });
      statuses.push(res.status);
      const body = await res.json();
      expectNoPersonalData(body);
      expect(() => publicOrderSchema.parse(body)).not.toThrow();
    }
    // The first post created the order; the others found it.
    expect(statuses).toEqual([201, 200, 200, 200]);
  });

  it("is the full order with the payment's own client secret, on creation and on a repeat", async () => {
    const { id, clientSecret } = await paidIntent("4oz", DETAILS);
    for (const expected of [201, 200]) {
      const res = await postOrder({ paymentIntentId: id, clientSecret });
      expect(res.status).toBe(expected);
      const body = await res.json();
      expect(() => customerOrderSchema.parse(body)).not.toThrow();
      expect(body).toMatchObject({
        paymentIntentId: id,
        customerEmail: "private@example.com",
        customerName: "Ada Lovelace",
        shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
        photoUrl: DETAILS.photoUrl,
        status: "paid",
        amount: 15.99,
      });
    }
  });

  it("refuses a client secret that is not a string of sensible length", async () => {
    const { id } = await paidIntent();
    expect((await postOrder({ paymentIntentId: id, clientSecret: 12345 })).status).toBe(400);
    expect((await postOrder({ paymentIntentId: id, clientSecret: "x".repeat(301) })).status).toBe(400);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });
});
