// The migration to orders with lines, on a database holding an order and an
// open checkout session of the one-size shop: the order becomes one line with
// nothing lost (product, name, size, unit price, quantity) and a subtotal of
// what it was paid; the open session keeps its size as one priced line.
import { execFileSync } from "node:child_process";
import path from "node:path";

jest.setTimeout(120_000);

it("moves each order's product into its one line, and each open session's into a priced line", () => {
  // In a process of its own: the embedded database cannot start inside Jest.
  const output = execFileSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), path.join("tests", "integration", "support", "lines-migration-run.ts")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { applied, order, lines, session } = JSON.parse(output);
  expect(applied).toContain("20261126224843_order_lines_codes_tax");
  expect(order).toEqual({ amountCents: 2998, subtotalCents: 2998, discountCents: 0, taxCents: 0 });
  expect(lines).toEqual([{ position: 0, productId: "4oz", productName: "Ointment (old name)", productSize: "4 oz", unitPriceCents: 1499, quantity: 2, lineTotalCents: 2998 }]);
  expect(session).toEqual({
    lines: [{ productId: "4oz", name: "Ointment", size: "4 oz / 120ml", unitPriceCents: 1599, quantity: 1, lineTotalCents: 1599 }],
    subtotalCents: 1599,
    amountCents: 1599,
  });
});
