// The inputs of the customer's account and the owner's cancellation setting
// (lib/account/schemas.ts), with their messages.
import { accountOrdersQuerySchema, cancelSettingsSchema, customerCancelSchema } from "@/lib/account/schemas";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

it("takes an optional reason, trimmed, up to 500 characters of plain text", () => {
  expect(customerCancelSchema.parse({})).toEqual({});
  expect(customerCancelSchema.parse({ reason: "  Wrong size  " })).toEqual({ reason: "Wrong size" });
  expect(messageOf(customerCancelSchema.safeParse({ reason: "x".repeat(501) }))).toBe("Keep the reason under 500 characters.");
  expect(messageOf(customerCancelSchema.safeParse({ reason: "bad\u0000text" }))).toBe("Write the reason as plain text.");
  expect(messageOf(customerCancelSchema.safeParse({ reason: 7 }))).toBe("Write the reason as text.");
});

it("takes the list's page from 1", () => {
  expect(accountOrdersQuerySchema.parse({})).toEqual({ page: 1 });
  expect(accountOrdersQuerySchema.parse({ page: "3" })).toEqual({ page: 3 });
  expect(messageOf(accountOrdersQuerySchema.safeParse({ page: "0" }))).toBe("Pages start at 1.");
  expect(messageOf(accountOrdersQuerySchema.safeParse({ page: "x" }))).toBe("The page must be a number.");
});

it("takes the owner's window in whole hours from 0 to 720", () => {
  expect(cancelSettingsSchema.parse({ customersMayCancel: true, cancelWindowHours: 0 })).toEqual({ customersMayCancel: true, cancelWindowHours: 0 });
  expect(messageOf(cancelSettingsSchema.safeParse({ customersMayCancel: true, cancelWindowHours: 721 }))).toBe("Allow at most 720 hours (30 days).");
  expect(messageOf(cancelSettingsSchema.safeParse({ customersMayCancel: true, cancelWindowHours: 1.5 }))).toBe("The number of hours must be a whole number.");
  expect(messageOf(cancelSettingsSchema.safeParse({ customersMayCancel: "yes", cancelWindowHours: 1 }))).toBe("Say whether customers may cancel their orders.");
});
