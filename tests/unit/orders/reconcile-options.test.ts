import { parseReconcileArgs, RECONCILE_DAYS } from "@/lib/orders/reconcile-options";

describe("orders:reconcile arguments", () => {
  it("looks back a week by default", () => {
    expect(parseReconcileArgs([])).toEqual({ days: RECONCILE_DAYS.default });
    expect(RECONCILE_DAYS.default).toBe(7);
  });

  it.each([
    [["--days", "1"], 1],
    [["--days=30"], 30],
    [["--days", "3650"], 3650],
  ])("accepts %j", (args, days) => {
    expect(parseReconcileArgs(args)).toEqual({ days });
  });

  it.each([[["--days", "0"]], [["--days", "3651"]], [["--days", "-3"]], [["--days", "1.5"]], [["--days", "week"]], [["--days"]], [["--day", "3"]], [["3"]]])(
    "refuses %j with the usage",
    (args) => {
      const result = parseReconcileArgs(args);
      expect(result).toEqual({ error: expect.stringContaining("Usage: npm run orders:reconcile") });
    },
  );
});
