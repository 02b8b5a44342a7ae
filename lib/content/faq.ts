// Frequently asked questions: shown as the home page's accordion, marked up
// as schema.org FAQPage microdata.

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
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
      "Shipping is free to all 50 US states with no minimum. Orders ship within 1-2 business days and arrive in 2-5 business days. Orders over $25 get expedited processing.",
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
