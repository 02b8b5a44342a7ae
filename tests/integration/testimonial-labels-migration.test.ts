// The migration that labels the owner's reviews (the ten seeded ones among
// them) as testimonials, never "Verified buyer": each gets "Customer
// testimonial" or "Artist testimonial"; a label the owner set stays, and a
// verified buyer's review gets none.
import { execFileSync } from "node:child_process";
import path from "node:path";

jest.setTimeout(120_000);

it("labels the owner's reviews without a connection, and leaves the rest as they were", () => {
  // In a process of its own: the embedded database cannot start inside Jest.
  const output = execFileSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), path.join("tests", "integration", "support", "testimonial-labels-run.ts")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { applied, reviews } = JSON.parse(output);
  expect(applied).toContain("20261127023601_testimonial_labels");
  expect(reviews).toEqual([
    { name: "Blank Label", source: "owner", connection: "Customer testimonial" },
    { name: "Jenna Walsh", source: "owner", connection: "Wholesale partner" },
    { name: "Mike Rodriguez", source: "owner", connection: "Artist testimonial" },
    { name: "Robin Q.", source: "verified", connection: null },
    { name: "Sarah Chen", source: "owner", connection: "Customer testimonial" },
  ]);
});
