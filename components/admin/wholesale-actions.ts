"use server";
// Approve or reject from the admin pages; the action checks the session itself.
import { revalidatePath } from "next/cache";
import { getAdminSession } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors";
import { refused, type ActionResult } from "@/lib/http/action-result";
import { reviewWholesaleApplication } from "@/lib/wholesale/review";
import { reviewDecisionSchema, type ReviewDecision } from "@/lib/wholesale/schema";

export async function reviewApplicationAction(id: string, input: { decision: ReviewDecision["decision"]; note?: string }): Promise<ActionResult<Pick<ReviewDecision, "decision">>> {
  const admin = await getAdminSession();
  if (!admin) return refused("Your session has ended. Please sign in again.");
  const parsed = reviewDecisionSchema.safeParse(input);
  if (!parsed.success) return refused("Choose approve or reject.");
  try {
    await reviewWholesaleApplication(admin, id, parsed.data);
  } catch (error) {
    if (error instanceof DomainError) return refused(error.message);
    throw error;
  }
  revalidatePath("/admin/wholesale");
  revalidatePath(`/admin/wholesale/${id}`);
  return { ok: true, decision: parsed.data.decision };
}
