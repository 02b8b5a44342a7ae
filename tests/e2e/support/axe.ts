// axe on a page as it is now: WCAG 2.0-2.2 A and AA and axe's best practices.
// Each violation reads `rule: targets`, so a failure names what to fix.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export async function expectNoViolations(page: Page, state = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(violations, `axe violations on ${state}`).toEqual([]);
}
