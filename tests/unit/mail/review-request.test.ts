// The review e-mail: the order it is about, that every review is published
// whatever its rating, the single-use link in both parts, names escaped in
// the HTML, and the shared footer after the closing lines.
import { composeReviewRequest, reviewRequestKey } from "@/lib/mail/review-request";
import type { OrderWithLines } from "@/lib/orders/order-json";

const order = {
  id: "c5d7c024-0537-4c60-bb97-28895730d473",
  customerName: "James <b>O'Connor</b>",
  lines: [{ quantity: 2, productSize: "4 oz / 120ml" }],
} as unknown as OrderWithLines;
const link = { url: "https://shop.test/reviews/write?token=abc.def", validDays: 60 };
const footer = { text: "--\nVerdant Ink, 1 Main St, Austin, TX 73301", html: "<p>Verdant Ink, 1 Main St</p>" };

it("asks once for a review of this order, with its link, in text and HTML", () => {
  const mail = composeReviewRequest(order, link, footer);
  expect(reviewRequestKey(order.id)).toBe("review-request:c5d7c024-0537-4c60-bb97-28895730d473");
  expect(mail.subject).toBe("How is your tattoo healing? Review your Verdant Ink order");
  expect(mail.text).toContain("Your order c5d7c024 (2 × 4 oz / 120ml) has arrived");
  expect(mail.text).toContain("We publish every genuine review, good or bad, once we have checked it.");
  expect(mail.text).toContain("it works once, for 60 days. This is the only time we ask.");
  expect(mail.text).toContain(`Write your review: ${link.url}`);
  expect(mail.html).toContain(`<a href="${link.url}" style="color:#1d5535;font-weight:bold">Write your review</a>`);
  expect(mail.html).toContain("Hi James &#60;b&#62;O&#39;Connor&#60;/b&#62;,");
  expect(mail.html).not.toContain("<b>O");
});

it("ends with the shop's shared footer", () => {
  const mail = composeReviewRequest(order, link, footer);
  expect(mail.text.endsWith("Verdant Ink\n\n--\nVerdant Ink, 1 Main St, Austin, TX 73301")).toBe(true);
  expect(mail.html.endsWith("<p>Verdant Ink, 1 Main St</p></body></html>")).toBe(true);
});
