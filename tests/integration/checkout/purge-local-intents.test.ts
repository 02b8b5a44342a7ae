// Retention of the local test payment mode: payment intents opened more than
// 30 days ago are deleted; younger ones stay, and orders keep everything.
import "../../support/checkout-env";
import { db } from "@/lib/db";
import { purgeLocalPaymentIntents } from "@/lib/payments/purge-local-intents";
import { paidIntent, postOrder } from "./test-mode-support";

const DAY = 24 * 60 * 60 * 1000;

it("deletes intents older than 30 days, keeps younger ones and the orders made from old ones", async () => {
  const old = await paidIntent("4oz");
  const ordered = await paidIntent("1oz");
  const orderRes = await postOrder({ paymentIntentId: ordered.id, clientSecret: ordered.clientSecret });
  expect(orderRes.status).toBe(201);
  const order = await orderRes.json();
  const young = await paidIntent("4oz");

  const now = new Date();
  await db.localPaymentIntent.update({ where: { id: old.id }, data: { createdAt: new Date(now.getTime() - 31 * DAY) } });
  await db.localPaymentIntent.update({ where: { id: ordered.id }, data: { createdAt: new Date(now.getTime() - 45 * DAY) } });
  await db.localPaymentIntent.update({ where: { id: young.id }, data: { createdAt: new Date(now.getTime() - 29 * DAY) } });

  const purged = await purgeLocalPaymentIntents(now);
  expect(purged).toBeGreaterThanOrEqual(2);
  const left = await db.localPaymentIntent.findMany({ where: { id: { in: [old.id, ordered.id, young.id] } }, select: { id: true } });
  expect(left.map((intent) => intent.id)).toEqual([young.id]);
  expect(await db.localPaymentIntent.count({ where: { createdAt: { lt: new Date(now.getTime() - 30 * DAY) } } })).toBe(0);

  // The order does not depend on its intent.
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    paymentIntentId: ordered.id,
    customerEmail: "ada@example.com",
    amountCents: 900,
    status: "paid",
  });
  // A second run has nothing left to delete among these.
  await purgeLocalPaymentIntents(now);
  expect(await db.localPaymentIntent.count({ where: { id: young.id } })).toBe(1);
});

it("counts 30 days back from the given time", async () => {
  const { id } = await paidIntent("4oz");
  const now = new Date();
  await db.localPaymentIntent.update({ where: { id }, data: { createdAt: new Date(now.getTime() - 30 * DAY + 1000) } });
  await purgeLocalPaymentIntents(now);
  expect(await db.localPaymentIntent.count({ where: { id } })).toBe(1);
  await db.localPaymentIntent.update({ where: { id }, data: { createdAt: new Date(now.getTime() - 30 * DAY - 1000) } });
  await purgeLocalPaymentIntents(now);
  expect(await db.localPaymentIntent.count({ where: { id } })).toBe(0);
});
