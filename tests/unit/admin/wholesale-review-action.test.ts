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

const form = (decision: string) => {
  const data = new FormData();
  data.set("decision", decision);
  data.set("note", "");
  return data;
};

it("answers an application reviewed already with the form's message", async () => {
  review.mockRejectedValueOnce(conflict("This application was already approved."));
  await expect(reviewApplicationAction("id", {}, form("rejected"))).resolves.toEqual({ error: "This application was already approved." });
});

it("answers an application that does not exist with the form's message", async () => {
  review.mockRejectedValueOnce(notFound("No such application."));
  await expect(reviewApplicationAction("id", {}, form("approved"))).resolves.toEqual({ error: "No such application." });
});

it("lets an unexpected failure through", async () => {
  review.mockRejectedValueOnce(new Error("database down"));
  await expect(reviewApplicationAction("id", {}, form("approved"))).rejects.toThrow("database down");
});

it("reports the decision once it is saved", async () => {
  review.mockResolvedValueOnce({});
  await expect(reviewApplicationAction("id", {}, form("approved"))).resolves.toEqual({ done: "approved" });
});
