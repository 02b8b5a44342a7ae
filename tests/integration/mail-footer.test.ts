// Every e-mail the shop sends ends with the same footer: the business's
// name and postal address as the owner keeps them (Business details), and a
// link to the contact page. The order confirmation says the owner's delivery
// promise. Checked on the messages as they are queued (order confirmation,
// shipped, delivered, refunded, the review request) and as they are written
// to the outbox (the community sign-in link, a privacy request's link).
import "../support/checkout-env";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY } from "@/lib/editable-content/policy-defaults";
import { sendSignInLink } from "@/lib/forum/sign-in-mail";
import { queueOrderConfirmation } from "@/lib/mail/order-confirmation";
import { queueDeliveredEmail, queueRefundEmail, queueShippedEmail } from "@/lib/mail/order-updates";
import { sendPrivacyLink } from "@/lib/mail/privacy-link";
import { requestReviews } from "@/lib/reviews/requests";
import { outboxMessages } from "../support/eml";
import { deleteMadeOrders, makeOrder } from "./support/orders";

const BUSINESS = { name: "Verdant Ink LLC", phone: "(512) 555-0142", street: "500 Congress Ave, Suite 3", city: "Austin", state: "TX", zipCode: "78701" };
const CONTACT = "http://localhost:3000/contact";

beforeAll(async () => {
  await db.contentBlock.update({ where: { key: "business" }, data: { values: BUSINESS } });
  await db.contentBlock.update({ where: { key: "delivery" }, data: { values: { processingFrom: 2, processingTo: 3, deliveryFrom: 4, deliveryTo: 6 } } });
});

afterAll(async () => {
  await db.emailLink.deleteMany({ where: { email: { endsWith: "@footer.example" } } });
  await db.outgoingEmail.deleteMany({ where: { to: { endsWith: "@footer.example" } } });
  await deleteMadeOrders();
  await db.contentBlock.update({ where: { key: "business" }, data: { values: { ...DEFAULT_BUSINESS } } });
  await db.contentBlock.update({ where: { key: "delivery" }, data: { values: { ...DEFAULT_DELIVERY } } });
});

/** The e-mails queued for the order, by the first part of their dedupe key. */
async function queuedFor(orderId: string) {
  const rows = await db.outgoingEmail.findMany({ where: { OR: [{ dedupeKey: { endsWith: orderId } }, { dedupeKey: { startsWith: "order-refunded:" }, to: { endsWith: "@footer.example" } }] } });
  return Object.fromEntries(rows.map((row) => [row.dedupeKey.split(":")[0], row]));
}

function expectFooter(message: { text: string; html: string | null }) {
  expect(message.text.endsWith(`--\nVerdant Ink LLC, 500 Congress Ave, Suite 3, Austin, TX 78701\nContact us: ${CONTACT}`)).toBe(true);
  expect(message.html).toContain('Verdant Ink LLC, 500 Congress Ave, Suite 3, Austin, TX 78701<br><a href="http://localhost:3000/contact"');
  expect(message.html).toMatch(/Contact us<\/a><\/p><\/body><\/html>$/);
}

it("ends the order confirmation, shipped, delivered and refunded e-mails with the business's footer", async () => {
  const order = await makeOrder({ customerEmail: "kim@footer.example", customerName: "Kim <Footer>", trackingNumber: "9400111899223000000001" });
  await db.$transaction(async (tx) => {
    await queueOrderConfirmation(tx, order);
    await queueShippedEmail(tx, order, { carrier: "USPS", service: "Ground Advantage", trackingNumber: "9400111899223000000001" });
    await queueDeliveredEmail(tx, order);
    await queueRefundEmail(tx, { ...order, refundedCents: 900 }, { id: `refund-${order.id}`, amountCents: 900 });
  });
  const mails = await queuedFor(order.id);
  expect(Object.keys(mails).sort()).toEqual(["order-confirmation", "order-delivered", "order-refunded", "order-shipped"]);
  for (const mail of Object.values(mails)) expectFooter(mail);
  // The customer's name is escaped in the HTML, and the footer does not repeat the name's markup.
  expect(mails["order-confirmation"]!.html).toContain("Kim &#60;Footer&#62;");
});

it("says the owner's delivery promise in the confirmation", async () => {
  const order = await makeOrder({ customerEmail: "lee@footer.example" });
  await db.$transaction((tx) => queueOrderConfirmation(tx, order));
  const { "order-confirmation": mail } = await queuedFor(order.id);
  expect(mail!.text).toContain("We process your order within 2-3 business days.");
  expect(mail!.text).toContain("Delivery takes 4-6 business days, with free shipping.");
  expect(mail!.html).toContain("<li>Delivery takes 4-6 business days, with free shipping.</li>");
  expect(mail!.text).not.toMatch(/[^-]3-5 business days/);
});

it("ends the community sign-in e-mail with the same footer", async () => {
  await sendSignInLink("member@footer.example", "http://localhost:3000/api/community/auth/callback/nodemailer?token=abc");
  const message = outboxMessages(getConfig().mail.outboxDir)
    .filter((text) => text.includes("To: member@footer.example"))
    .at(-1)!;
  expect(message).toContain("Verdant Ink LLC, 500 Congress Ave, Suite 3, Austin, TX 78701");
  expect(message).toContain(`Contact us: ${CONTACT}`);
  expect(message).toContain(`<a href="${CONTACT}"`);
});

it("ends the review request with the same footer", async () => {
  const deliveredAt = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  const order = await makeOrder({ customerEmail: "rae@footer.example", status: "delivered", deliveredAt });
  expect(await requestReviews({ orderIds: [order.id] })).toEqual([`review-request:${order.id}`]);
  const { "review-request": mail } = await queuedFor(order.id);
  expectFooter(mail!);
});

it("ends a privacy request's link with the same footer", async () => {
  await sendPrivacyLink("pat@footer.example", "http://localhost:3000/privacy/request/manage?token=abc");
  const message = outboxMessages(getConfig().mail.outboxDir)
    .filter((text) => text.includes("To: pat@footer.example"))
    .at(-1)!;
  expect(message).toContain("Verdant Ink LLC, 500 Congress Ave, Suite 3, Austin, TX 78701");
  expect(message).toContain(`Contact us: ${CONTACT}`);
});
