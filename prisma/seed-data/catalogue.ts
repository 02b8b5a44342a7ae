// Catalogue rows that every installation needs: the two product options and
// the three wholesale tiers. Ids are stable slugs.
import type { Prisma } from "../../lib/generated/prisma/client";

export const PRODUCT_NAME = "Verdant Ink Tattoo Healing Ointment";

export const PRODUCTS = [
  {
    id: "1oz",
    name: PRODUCT_NAME,
    size: "1 oz / 30ml",
    priceCents: 900,
    description: "Perfect for small tattoos or a first try",
    sortOrder: 1,
    active: true,
  },
  {
    id: "4oz",
    name: PRODUCT_NAME,
    size: "4 oz / 120ml",
    priceCents: 1599,
    description: "Best value for large tattoos",
    sortOrder: 2,
    active: true,
  },
] as const satisfies readonly Prisma.ProductCreateManyInput[];

export type SeedProductId = (typeof PRODUCTS)[number]["id"];

/** Retail reference price of the 4oz jar, the "was" price of every tier. */
const RETAIL_REFERENCE_CENTS = 1599;

export const WHOLESALE_PACKAGES: Prisma.WholesalePackageCreateManyInput[] = [
  {
    id: "starter",
    name: "Starter Package",
    description:
      "For independent artists and small studios adding a trusted aftercare product to the front desk.",
    priceCents: 1299,
    originalPriceCents: RETAIL_REFERENCE_CENTS,
    discountLabel: "19% OFF",
    minQuantity: 24,
    maxQuantity: 99,
    features: [
      "24-99 units per order",
      "$12.99 per unit (retail $15.99)",
      "Free shipping on orders over $300",
      "Net 30 payment terms",
      "Printable aftercare cards for your clients",
    ],
    popular: false,
    sortOrder: 1,
  },
  {
    id: "professional",
    name: "Professional Package",
    description:
      "For busy studios that send every client home with aftercare and want the best balance of price and volume.",
    priceCents: 1099,
    originalPriceCents: RETAIL_REFERENCE_CENTS,
    discountLabel: "31% OFF",
    minQuantity: 100,
    maxQuantity: 299,
    features: [
      "100-299 units per order",
      "$10.99 per unit (retail $15.99)",
      "Free shipping on every order",
      "Net 30 payment terms",
      "Counter display and branded aftercare cards",
      "Dedicated account manager",
    ],
    popular: true,
    sortOrder: 2,
  },
  {
    id: "premium",
    name: "Premium Package",
    description:
      "For multi-location studios and distributors ordering at scale, with our lowest unit price and priority fulfillment.",
    priceCents: 899,
    originalPriceCents: RETAIL_REFERENCE_CENTS,
    discountLabel: "44% OFF",
    minQuantity: 300,
    maxQuantity: null,
    features: [
      "300+ units per order",
      "$8.99 per unit (retail $15.99)",
      "Free expedited shipping",
      "Net 45 payment terms",
      "Priority fulfillment and restock reminders",
      "Co-branded marketing materials",
    ],
    popular: false,
    sortOrder: 3,
  },
];
