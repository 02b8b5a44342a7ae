// The policy pages' texts as the shop ships them, the business details
// (sample values the owner must replace before launch) and the delivery
// promise. The seed writes them to the database once; from then on the owner
// edits them in /admin/content, and a policy is marked "review before
// launch" until the owner has saved it once. Plain Markdown without HTML
// (lib/format/markdown.ts). Type imports only: the seed runs this file
// outside Next.js.
import type { BusinessDetails, DeliveryPromise, PolicyKey } from "@/lib/editable-content/policy-schema";

/** Sample details: the README's "Before launch" tells the owner to replace them. */
export const DEFAULT_BUSINESS: BusinessDetails = {
  name: "Verdant Ink",
  phone: "(512) 555-0100",
  street: "123 Sample Street",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

/** The date the shipped texts were written: their "Last updated" until the seed has stored them. */
export const POLICIES_WRITTEN = "2026-11-27T00:00:00.000Z";

/** Orders ship in 1-2 business days and arrive in 3-5 business days. */
export const DEFAULT_DELIVERY: DeliveryPromise = { processingFrom: 1, processingTo: 2, deliveryFrom: 3, deliveryTo: 5 };

const PRIVACY = `This policy explains what Verdant Ink ("we", "us") collects when you visit our website, buy our tattoo aftercare ointment, join our community forum or apply for wholesale prices; why we collect it; and the choices you have. We sell only in the United States.

## What we collect

- **Orders:** your name, e-mail address and shipping address, the tins you bought, the amount you paid, and your parcel's shipping and tracking details.
- **Tattoo photos:** if you choose to upload a photo of your tattoo at checkout, we keep it with your order. We remove the photo's hidden details (such as the GPS location where it was taken) as soon as you upload it.
- **Payments:** card payments are handled by Stripe. Your card number goes straight to Stripe: it never reaches our servers and we never store it.
- **Community forum:** if you sign in to the forum, your e-mail address, the username you choose, and what you post, reply, like or report.
- **Wholesale applications:** your business name, contact name, e-mail address, phone number, business address, business type and expected order volume.
- **Reviews:** if you write a review, the name you give, your star rating, your text and any photo you add.
- **E-mails we send you:** a copy of each e-mail (order confirmations, shipping updates, sign-in links), so we can see what we told you.
- **Care tips and offers:** only if you tick "E-mail me care tips and offers" at checkout or in your account: your e-mail address, and a record of when and where you agreed, with the words you were shown, and of when you unsubscribed. If you tick it at checkout and leave before paying, we keep your e-mail address and what was in your cart to send you one reminder.
- **Technical data:** like every website, our servers receive your IP address and browser details with each visit. We use them to keep the shop secure (for example, to stop abuse of our forms), not to build a profile of you.

## How we use it

- To take, pack, ship and track your order, and to e-mail you about it.
- To answer your questions and handle refunds under our money-back guarantee.
- To run the community forum and review wholesale applications.
- To keep the shop secure and prevent fraud.
- Only with your consent: to send you care tips, offers, a reminder of a checkout you left and a reminder to reorder. Every one of these e-mails has a link to unsubscribe in one click.
- Only with your consent: to understand how visitors use our website (Google Analytics).

We do not sell your personal information, and we do not share it for targeted (cross-context behavioral) advertising.

## Cookies and Google Analytics

The shop uses a few cookies it needs to work: to keep you signed in to the forum and to protect our forms. Your cart and your cookie choice are kept in your browser's own storage, not in a cookie, and are never sent to us. None of this tracks you across other websites.

We use Google Analytics to count visits and learn which pages help our customers. Google Analytics sets first-party cookies (named _ga and _ga_…) and sends details of your visit to Google, so it runs **only if you click "Accept"** in our cookie banner: until then no Analytics script is loaded and Google's Consent Mode keeps all storage denied. We use no advertising cookies. You can change your choice at any time with "Cookie choices" in the footer of every page; declining removes the Analytics cookies. Checkout, your order confirmation and your privacy link's page never load Analytics.

## Do Not Track and Global Privacy Control

If your browser sends a Do Not Track or Global Privacy Control (GPC) signal, we treat it as your choice to opt out: Google Analytics does not load, and we do not ask you again.

## Who we share it with

We share personal information only with the companies that help us run the shop, and only what each one needs:

- **Stripe** processes card payments.
- **Shipping carriers** (USPS, UPS or FedEx) and our shipping label provider receive your name and shipping address to deliver your parcel.
- **Our e-mail provider** delivers the e-mails we send you.
- **Google** receives visit data from Google Analytics, only if you accept analytics cookies.
- **Our hosting providers** store the shop's data for us.

We may also share information when the law requires it, or to protect our customers, the public or our shop.

## How long we keep it

- **E-mails we sent you:** 90 days.
- **Tattoo photos uploaded with an order:** 90 days after the order is delivered. A photo that never became part of an order is deleted within 24 hours.
- **Orders:** as long as tax and accounting laws require (usually 7 years). If you ask us to delete your data, we remove your name, e-mail address, shipping address and photo from your orders and keep only the amounts.
- **Accounts, forum posts and your e-mail choices:** until you ask us to delete them. When you unsubscribe we keep the record of it, so that we never e-mail you offers again.
- **A checkout you left before paying:** 30 days.
- **Wholesale applications:** while we work with your business, or until you ask us to delete them.
- **Security records** such as sign-in attempts: up to 90 days.

## Get a copy of your data, or have it deleted

You can ask for a copy of everything we hold about your e-mail address, or ask us to delete it, on our [privacy request page](/privacy/request). We e-mail that address a link that works for 24 hours, to make sure the request comes from you. With it you can download, as one file, your orders (with any money-back guarantee requests), reviews, account and forum posts, e-mail choices, wholesale applications and the e-mails we sent you, or have them deleted:

- We keep your orders for tax and accounting, with their amounts, items, tax, dates and the city, state and ZIP code they went to; your name, e-mail, street address and photo are removed.
- Your reviews, guarantee requests and e-mail choices are deleted: we will send you no offers unless you subscribe again.
- Your account is deleted; your forum posts are removed or kept under "Deleted member", as you choose.
- Wholesale applications are anonymised, and the e-mails we sent you are deleted.

While an order is on its way we keep its address until it is delivered. We keep a record that your request was made and what was done. Data held by our payment processor (Stripe) is governed by its own privacy policy.

## Your rights under US state privacy laws

Depending on where you live (for example California, Colorado, Connecticut, Oregon, Texas, Virginia and other states with privacy laws), you have the right to:

- know what personal information we hold about you, and get a copy of it;
- correct information that is wrong;
- have your information deleted;
- opt out of the sale of your information, targeted advertising and profiling. We do none of these.

We will not treat you differently for using these rights. We answer requests within 45 days. If we decline a request, you can appeal by replying to our answer, and we will explain our decision within 45 days. Someone you authorize may make a request for you; we may ask them to show that you gave them permission.

## Children

Our shop is for adults. We do not knowingly collect information from children under 13. If you believe a child has given us personal information, [contact us](/contact) and we will delete it.

## Keeping your information safe

We protect your information with encrypted connections (HTTPS), access limited to the people who need it, and regular backups. No system is perfectly secure, but we work to keep yours safe and will tell you if a breach affects you, as the law requires.

## Changes to this policy

When we change this policy, we update the "Last updated" date at the top of this page. If a change is important, we also say so on our home page.

## Questions

Questions about your privacy? [Contact us](/contact).
`;

const TERMS = `These terms apply when you use the Verdant Ink website, buy from our shop or take part in our community forum. By placing an order or posting in the forum, you agree to them. Please read them together with our [Privacy Policy](/privacy), [Returns & Refunds](/returns) and [Shipping Policy](/shipping).

## Who we are

Verdant Ink makes and sells a natural tattoo aftercare ointment in 1 oz and 4 oz tins. Our business name, postal address and how to reach us are on our [contact page](/contact).

## Orders

- We sell to customers in the United States and ship to all 50 states.
- Placing an order is an offer to buy. We accept it when your payment goes through and we send you the order confirmation e-mail.
- We may refuse or cancel an order if a product sells out, a price was shown by mistake, or we suspect fraud. If we cancel an order, we refund everything you paid.
- The most tins you can order at once is shown at checkout.

## Prices, taxes and payment

- Prices are in US dollars (USD). Shipping is free.
- Where we must collect sales tax, it is added at checkout based on your shipping address. The total shown before you pay is the total you are charged.
- We take card payments, processed securely by Stripe (with Apple Pay, Google Pay and Link where your device offers them). Your card is charged when you place your order.
- A discount code comes with the conditions shown with it. It has no cash value.

## Delivery and our money-back guarantee

Delivery times are in our [Shipping Policy](/shipping). Every order comes with a 30-day money-back guarantee, explained in [Returns & Refunds](/returns).

## Using our ointment

Our ointment is a cosmetic aftercare product, not a medicine. Follow your tattoo artist's advice and the directions on the tin, and check the ingredient list if you have allergies. Stop using it and see a doctor if your skin reacts, or if your tattoo shows signs of infection such as spreading redness, swelling, heat, pus or a fever. The healing calculator, our tutorials and our forum give general information, not medical advice.

## Community forum rules

The forum is a place for tattoo artists, studios and clients to share aftercare know-how. To keep it useful and safe:

- Be respectful. No harassment, hate speech, threats or personal attacks.
- Post only what you have the right to share. Don't post other people's photos or artwork without their permission.
- No spam, and no advertising for other products or services without our permission.
- Share your experience, but don't present medical claims as facts. Suggest a doctor for signs of infection.
- No nudity, graphic content or anything illegal.
- Don't share anyone's personal information, including your own address or phone number.

A new member's first posts are checked by us before they appear. We may hide or delete posts that break these rules, and suspend members who break them again. You keep ownership of what you post; by posting, you allow us to show it on our website and forum.

## Copyright and DMCA notices

The website's texts, photos, videos and logo belong to Verdant Ink or to those who licensed them to us. Please don't copy them without our permission.

If you believe something on our website infringes your copyright, send a notice marked "DMCA notice" to us at the postal or e-mail address on our [contact page](/contact). Include:

1. your name, postal address, phone number and e-mail address, and your physical or electronic signature;
2. a description of the work you believe is infringed;
3. the address (URL) of the content you believe infringes it;
4. a statement that you believe in good faith that the use is not authorized by the copyright owner, its agent or the law;
5. a statement, under penalty of perjury, that the information in your notice is accurate and that you are the copyright owner or authorized to act for the owner.

We remove content that infringes copyright and close the accounts of repeat infringers. If your post was removed and you believe that was a mistake, you may send us a counter-notice.

## Our responsibility

If something goes wrong with a product, our responsibility is limited to the amount you paid for it, as far as the law allows. Nothing in these terms takes away rights you have under consumer protection laws that cannot be waived.

## Governing law

These terms are governed by the laws of the State of [STATE: the owner fills this in before launch], without regard to its conflict-of-law rules. Any dispute will be heard in the state or federal courts of that state, unless the law of the state where you live gives you the right to bring it there.

## Changes to these terms

We may update these terms. The terms in effect when you place an order apply to that order. The "Last updated" date at the top of this page shows when they last changed.

## Questions

Questions about these terms? [Contact us](/contact).
`;

const RETURNS = `Every Verdant Ink order comes with a **30-day money-back guarantee**. If our ointment doesn't work for you, for any reason, we'll give you your money back.

## How long you have

You have **30 days from the day your order is delivered** to ask for a refund. The delivery date is the one in your parcel's tracking history.

## Do I have to send the tin back?

**No.** You don't need to return the tin, opened or not. Keep it, pass it on or recycle it: we don't need it back to refund you, and you never pay return postage.

## Damaged, leaking or wrong tins

If your tin arrived damaged, leaking or in the wrong size, tell us within 30 days of delivery, with a photo if you can. We'll send you a new tin or refund you, whichever you prefer, at no cost to you.

## How to ask for a refund

1. Go to [Your Orders](/orders) and sign in with the link we e-mail to the address you ordered with.
2. Open your order and choose **Request a refund**. Tell us briefly why: it helps us improve.
3. We e-mail you your request's number right away, and our answer usually within 2 business days. Once we approve it, the refund goes back to your card.

For a damaged tin, or if you'd rather have a replacement, [contact us](/contact) with your order number instead.

## When you get your money back

We refund everything you paid for the order, sales tax included, to the card you paid with. Shipping was free, so there is nothing to deduct. After we issue the refund, your bank usually shows it within **5-10 business days**.

## Cancelling an order

If your order hasn't shipped yet, you can cancel it from [Your Orders](/orders) and get a full refund, or [contact us](/contact) as soon as you can.

## Wholesale orders

Orders placed through our wholesale program follow the terms agreed with your business.
`;

const SHIPPING = `We ship to all 50 US states, and shipping is **always free**, with no minimum order.

## When your order ships and arrives

The times at the top of this page are our promise for every order. Processing starts when your payment goes through: we pack your tins and hand them to the carrier. Delivery is the time the carrier takes after that. Business days are Monday to Friday, except US federal holidays.

## Carriers and tracking

We ship with USPS, UPS or FedEx. As soon as your parcel's shipping label is created, we e-mail you the carrier and the tracking number. You can follow your parcel at any time on our [order tracking page](/track).

## Where we ship

We ship to addresses in all 50 US states, including Alaska and Hawaii. We don't ship outside the United States yet.

## A mistake in your address

Please check your shipping address at checkout. If you notice a mistake, [contact us](/contact) right away: we can correct it until your parcel's label is created. If a parcel comes back to us because of an address error, we send it again for free.

## Late, lost or damaged parcels

If your parcel hasn't arrived within the delivery time above, or its tracking hasn't changed for 5 business days, [contact us](/contact). We check with the carrier and, if your parcel is lost, we send a new one or refund you, at no cost to you. Tins that arrive damaged are covered by our [Returns & Refunds](/returns) policy.
`;

const CONTACT = `We're a small team and we read every message. E-mail is the quickest way to reach us: we aim to answer within one business day, Monday to Friday.

## Questions about an order

Please include your order number (it's in your order confirmation e-mail). You can also follow your parcel on our [tracking page](/track).

## Refunds

Our 30-day money-back guarantee is explained in [Returns & Refunds](/returns).

## Your privacy

To get a copy of your data or have it deleted, use our [privacy request page](/privacy/request).

## Wholesale

Tattoo studios and artists: see our [wholesale program](/wholesale).

## Copyright (DMCA) notices

Send copyright notices, marked "DMCA notice", to the postal or e-mail address on this page. Our [Terms of Service](/terms) say what to include.
`;

export const DEFAULT_POLICIES: Readonly<Record<PolicyKey, { title: string; body: string }>> = {
  privacy: { title: "Privacy Policy", body: PRIVACY.trim() },
  terms: { title: "Terms of Service", body: TERMS.trim() },
  returns: { title: "Returns & Refunds", body: RETURNS.trim() },
  shipping: { title: "Shipping Policy", body: SHIPPING.trim() },
  contact: { title: "Contact Us", body: CONTACT.trim() },
};
