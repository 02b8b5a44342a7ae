import "server-only";
import { db } from "@/lib/db";
import { invalidInput } from "@/lib/errors";
import type { WholesaleApplication } from "@/lib/wholesale/schema";

/** A repeat of the same application within this window returns the first one. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface SubmittedApplication {
  id: string;
  status: "pending" | "approved" | "rejected";
  duplicate: boolean;
}

/**
 * Stores a wholesale application as pending. The same business, e-mail and
 * package sent again within a few minutes (double click, retry) is not stored twice.
 */
export async function submitWholesaleApplication(input: WholesaleApplication): Promise<SubmittedApplication> {
  const email = input.email.toLowerCase();
  return db.$transaction(async (tx) => {
    // Serialise submissions from one address so concurrent repeats see each other.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`wholesale:${email}`}))`;
    const pkg = await tx.wholesalePackage.findUnique({ where: { id: input.packageTier }, select: { id: true } });
    if (!pkg) throw invalidInput("Please select a package", { packageTier: "Please select a package" });

    const recent = await tx.wholesaleApplication.findFirst({
      where: {
        email,
        businessName: { equals: input.businessName, mode: "insensitive" },
        packageTier: input.packageTier,
        createdAt: { gte: new Date(Date.now() - DUPLICATE_WINDOW_MS) },
      },
      orderBy: { createdAt: "desc" },
      select: { id: true, status: true },
    });
    if (recent) return { ...recent, duplicate: true };

    const created = await tx.wholesaleApplication.create({
      data: {
        businessName: input.businessName,
        contactName: input.contactName,
        email,
        phone: input.phone,
        businessType: input.businessType,
        street: input.businessAddress.street,
        city: input.businessAddress.city,
        state: input.businessAddress.state,
        zipCode: input.businessAddress.zipCode,
        country: input.businessAddress.country,
        taxId: input.taxId,
        website: input.website,
        yearsInBusiness: input.yearsInBusiness,
        estimatedMonthlyVolume: input.estimatedMonthlyVolume,
        referralSource: input.referralSource,
        packageTier: input.packageTier,
        notes: input.notes,
      },
      select: { id: true, status: true },
    });
    return { ...created, duplicate: false };
  });
}
