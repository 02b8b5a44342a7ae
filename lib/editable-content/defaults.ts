// The storefront's texts as the shop first shipped them: the FAQ, the
// reviews (testimonials, labelled as such: none is from a verified buyer), the claims and the social-proof figures. The seed writes them to
// the database once; from then on the owner edits them in /admin/content and
// the pages read the database (lib/editable-content/content.ts). Pages fall back to
// these only for a block that is missing from the database.
import type { Claims, FaqItem, Review, SocialProofFigures } from "@/lib/editable-content/schema";

/** The shipping answer as the shop first shipped it, with the figures written out (replaced once by the seed). */
export const FAQ_SHIPPING_ANSWER_BEFORE =
  "Shipping is free to all 50 US states with no minimum. Orders ship within 1-2 business days and arrive in 3-5 business days. Orders over $25 get expedited processing.";

/** The home page's questions; {processing} and {delivery} are the delivery promise's figures (withDeliveryTexts). */
export const DEFAULT_FAQ: readonly FaqItem[] = [
  {
    question: "How often should I apply the ointment?",
    answer:
      "Apply a thin layer 2-3 times daily to clean, dry skin, starting after you remove the artist's wrap. Keep going until the tattoo is fully healed.",
  },
  {
    question: "How long does a tattoo take to heal?",
    answer:
      "Most tattoos heal in about 2-4 weeks. Size, placement and aftercare all matter; our Healing Calculator gives you a personal estimate.",
  },
  {
    question: "Is it safe for sensitive skin?",
    answer:
      "Yes. The ointment is 100% natural and free of petroleum, parabens and artificial fragrance. If you have known allergies, check the ingredient list first.",
  },
  {
    question: "How fast is shipping?",
    answer:
      "Shipping is free to all 50 US states with no minimum. Orders ship within {processing} and arrive in {delivery}. Orders over $25 get expedited processing.",
  },
  {
    question: "What if it doesn't work for me?",
    answer: "Every order comes with a 30-day money-back guarantee. Contact us and we will refund you, no questions asked.",
  },
  {
    question: "Can I use it on older tattoos?",
    answer: "Absolutely. A thin layer keeps healed tattoos moisturised and helps colors stay vibrant for years.",
  },
];

export const DEFAULT_REVIEWS: readonly Review[] = [
  {
    name: "Mike Rodriguez",
    image: null,
    connection: "Artist testimonial",
    isArtist: true,
    title: "Tattoo Artist, 12 years",
    text: "I send every client home with a tin now. Color work settles in days sooner and I see far fewer touch-ups.",
  },
  {
    name: "Sarah Chen",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "My sleeve healed faster than any of my other tattoos. No itching, no heavy scabs, and the colors are bright.",
  },
  {
    name: "Jenna Walsh",
    image: null,
    connection: "Artist testimonial",
    isArtist: true,
    title: "Studio Owner, Ink & Iron",
    text: "We tried every balm on the market. This is the one our whole studio recommends: clean ingredients, great results.",
  },
  {
    name: "David Thompson",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "Light, not greasy, and it actually absorbs. The peeling stage was over before I knew it.",
  },
  {
    name: "Emily Parker",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "I have sensitive skin and petroleum products always broke me out. This was gentle from day one.",
  },
  {
    name: "Carlos Mendez",
    image: null,
    connection: "Artist testimonial",
    isArtist: true,
    title: "Fine Line Specialist",
    text: "Fine line work needs gentle aftercare. Lines stay sharp and the skin stays calm. My clients love it.",
  },
  {
    name: "Ashley Brooks",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "Shipping was free and quick, and the 4 oz tin lasted through two tattoos. Great value.",
  },
  {
    name: "Tyler Nguyen",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "My back piece was healed in under three weeks. I'm never going back to drugstore ointment.",
  },
  {
    name: "Rachel Kim",
    image: null,
    connection: "Artist testimonial",
    isArtist: true,
    title: "Realism Artist, 8 years",
    text: "Realism lives or dies in the healing. This keeps the skin moist without suffocating it. Highly recommended.",
  },
  {
    name: "Brandon Lee",
    image: null,
    connection: "Customer testimonial",
    isArtist: false,
    text: "Smells great, a little goes a long way, and my tattoo barely itched. Five stars.",
  },
];

export const DEFAULT_FIGURES: SocialProofFigures = {
  viewingNow: 127,
  percentSold: 78,
  ordersThisWeek: 237,
  // Not chosen yet: the fixed texts while the shop takes test payments, its
  // data once it takes real ones.
  viewingNowSource: "auto",
  percentSoldSource: "auto",
  ordersThisWeekSource: "auto",
  popupSource: "auto",
  // Below these the figure from data is hidden: 3 people, 10 % sold, 5
  // orders, 3 orders in the last 7 days for the popup.
  viewingNowMinimum: 3,
  percentSoldMinimum: 10,
  ordersThisWeekMinimum: 5,
  popupMinimum: 3,
};

/** The claims the pages make, word for word everywhere. */
export const DEFAULT_CLAIMS: Claims = {
  healsFaster: "Heals tattoos 15% faster",
  fasterHealing: "15% faster",
  freeShipping: "Free shipping to all 50 US states, no minimum",
  guarantee: "30-day money-back guarantee",
  securePayment: "Secure payment (SSL)",
  artistApproved: "Artist-approved, rated 10/10",
  satisfaction: "99% satisfaction",
  averageRating: "4.9/5 average rating",
  natural: "100% natural",
  credibilityLead: "Tattoo artists rate it 10/10, and 99% of customers would buy it again.",
  fasterHealingFigure: "15%",
  artistRatingFigure: "10/10",
  satisfactionFigure: "99%",
  averageRatingFigure: "4.9/5",
  healingTip: "Great choice! Verdant Ink Healing Ointment helps tattoos heal about 15% faster.",
};
