import "server-only";
import { db } from "@/lib/db";

export interface WholesalePackageView {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number;
  discountLabel: string;
  minQuantity: number;
  maxQuantity: number | null;
  features: string[];
  popular: boolean;
}

/** The wholesale packages in display order. */
export async function listWholesalePackages(): Promise<WholesalePackageView[]> {
  return db.wholesalePackage.findMany({
    orderBy: { sortOrder: "asc" },
    select: {
      id: true,
      name: true,
      description: true,
      priceCents: true,
      originalPriceCents: true,
      discountLabel: true,
      minQuantity: true,
      maxQuantity: true,
      features: true,
      popular: true,
    },
  });
}
