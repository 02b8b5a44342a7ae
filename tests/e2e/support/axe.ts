// axe on a page as it is now: WCAG 2.0-2.2 A and AA and axe's best practices,
// on the whole page or only `within` one part of it. Each violation reads
// `rule: targets`, so a failure names what to fix.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export async function expectNoViolations(page: Page, state = page.url(), { within }: { within?: string } = {}) {
  const axe = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const results = await (within ? axe.include(within) : axe).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(violations, `axe violations on ${state}`).toEqual([]);
}
