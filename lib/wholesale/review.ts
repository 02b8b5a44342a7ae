// The owner's review of wholesale applications: list, read, approve or reject.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { conflict, notFound } from "@/lib/errors";
import { BUSINESS_TYPES, type ReviewDecision } from "@/lib/wholesale/schema";


export const applicationStatusFilter = z.enum(["all", "pending", "approved", "rejected"]).catch("all");

export function businessTypeLabel(value: string): string {
  return BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;
}

const listSelect = {
  id: true,
  businessName: true,
  contactName: true,
  email: true,
  businessType: true,
  estimatedMonthlyVolume: true,
  status: true,
  createdAt: true,
  package: { select: { id: true, name: true } },
} as const;

export async function listWholesaleApplications(admin: AdminPrincipal, status: z.infer<typeof applicationStatusFilter> = "all", take = 200) {
  assertAdmin(admin);
  return db.wholesaleApplication.findMany({
    where: status === "all" ? {} : { status },
    orderBy: { createdAt: "desc" },
    take,
    select: listSelect,
  });
}

export async function getWholesaleApplication(admin: AdminPrincipal, id: string) {
  assertAdmin(admin);
  if (!z.uuid().safeParse(id).success) return null;
  return db.wholesaleApplication.findUnique({
    where: { id },
    include: { package: { select: { id: true, name: true } }, reviewedBy: { select: { email: true } } },
  });
}

/** Approves or rejects a pending application; a decided one is not changed again. */
export async function reviewWholesaleApplication(admin: AdminPrincipal, id: string, decision: ReviewDecision) {
  assertAdmin(admin);
  if (!z.uuid().safeParse(id).success) throw notFound("No such application.");
  const updated = await db.wholesaleApplication.updateMany({
    where: { id, status: "pending" },
    data: { status: decision.decision, reviewNote: decision.note ?? null, reviewedAt: new Date(), reviewedById: admin.id },
  });
  if (updated.count === 0) {
    const existing = await db.wholesaleApplication.findUnique({ where: { id }, select: { status: true } });
    if (!existing) throw notFound("No such application.");
    throw conflict(`This application was already ${existing.status}.`);
  }
  return db.wholesaleApplication.findUniqueOrThrow({ where: { id }, select: { id: true, status: true, reviewedAt: true } });
}
