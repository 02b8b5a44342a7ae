"use server";
// Approve or reject from the admin pages; the action checks the session itself.
import { revalidatePath } from "next/cache";
import { getAdminSession } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { reviewDecisionSchema, reviewWholesaleApplication } from "@/lib/wholesale/review";

export type ReviewActionState = { error?: string; done?: "approved" | "rejected" };

export async function reviewApplicationAction(id: string, _state: ReviewActionState, form: FormData): Promise<ReviewActionState> {
  const admin = await getAdminSession();
  if (!admin) return { error: "Your session has ended. Please sign in again." };
  const parsed = reviewDecisionSchema.safeParse({ decision: form.get("decision"), note: form.get("note") });
  if (!parsed.success) return { error: "Choose approve or reject." };
  try {
    await reviewWholesaleApplication(admin, id, parsed.data);
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
  revalidatePath("/admin/wholesale");
  revalidatePath(`/admin/wholesale/${id}`);
  return { done: parsed.data.decision };
}
