// Which sign-in e-mail a link gets (lib/forum/sign-in-mail.ts): one asked
// for at /orders returns to the customer's account and speaks of orders;
// every other one speaks of the community.
import { confirmationLink, isAccountSignIn } from "@/lib/forum/sign-in-mail";

const link = (callbackUrl: string) => `https://shop.example/api/community/auth/callback/nodemailer?callbackUrl=${encodeURIComponent(callbackUrl)}&token=abc&email=jo%40example.com`;

it("tells links back to the account from the others", () => {
  expect(isAccountSignIn(link("/account"))).toBe(true);
  expect(isAccountSignIn(link("https://shop.example/account"))).toBe(true);
  expect(isAccountSignIn(link("/account/orders/0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f"))).toBe(true);
  expect(isAccountSignIn(link("/forum"))).toBe(false);
  expect(isAccountSignIn(link("/accounting"))).toBe(false);
  expect(isAccountSignIn("not a link")).toBe(false);
});

it("sends the confirmation page of the link's origin, with the link's fields only", () => {
  expect(confirmationLink(`${link("/account")}&extra=1`)).toBe("https://shop.example/sign-in/confirm?callbackUrl=%2Faccount&token=abc&email=jo%40example.com");
  expect(isAccountSignIn(confirmationLink(link("/account")))).toBe(true);
});
