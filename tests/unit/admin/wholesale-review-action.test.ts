// The review action turns a refusal of the domain (an application already
// reviewed, or gone) into the form's message instead of an error page.
import { conflict, notFound } from "@/lib/errors";

const review = jest.fn();
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("@/lib/auth/session", () => ({ getAdminSession: jest.fn(async () => ({ id: "admin" })) }));
jest.mock("@/lib/wholesale/review", () => ({
  ...jest.requireActual("@/lib/wholesale/review"),
  reviewWholesaleApplication: (...args: unknown[]) => review(...args),
}));

import { reviewApplicationAction } from "@/components/admin/wholesale-actions";

const input = (decision: "approved" | "rejected") => ({ decision, note: "" });

it("answers an application reviewed already with the form's message", async () => {
  review.mockRejectedValueOnce(conflict("This application was already approved."));
  await expect(reviewApplicationAction("id", input("rejected"))).resolves.toEqual({ ok: false, message: "This application was already approved." });
});

it("answers an application that does not exist with the form's message", async () => {
  review.mockRejectedValueOnce(notFound("No such application."));
  await expect(reviewApplicationAction("id", input("approved"))).resolves.toEqual({ ok: false, message: "No such application." });
});

it("lets an unexpected failure through", async () => {
  review.mockRejectedValueOnce(new Error("database down"));
  await expect(reviewApplicationAction("id", input("approved"))).rejects.toThrow("database down");
});

it("reports the decision once it is saved", async () => {
  review.mockResolvedValueOnce({});
  await expect(reviewApplicationAction("id", input("approved"))).resolves.toEqual({ ok: true, decision: "approved" });
});
