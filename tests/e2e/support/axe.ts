// axe on a page as it is now: WCAG 2.0-2.2 A and AA and axe's best practices,
// on the whole page or only `within` one part of it. Each violation reads
// `rule: targets`, so a failure names what to fix.
//
// axe runs in the page itself and reports violations only: the default also
// details every passing element and then opens a second, blank page to merge
// each frame's results, which made a scan 3-4 times slower (2.2-3.6 s against
// 0.7-0.9 s for / and /privacy here). The one thing given up is axe inside
// other sites' frames (a tutorial's YouTube or Vimeo player), whose content
// the shop does not write; the frame element itself is still checked.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export async function expectNoViolations(page: Page, state = page.url(), { within }: { within?: string } = {}) {
  // options() replaces what withTags() set, so it comes first.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS).setLegacyMode(true);
  const results = await (within ? axe.include(within) : axe).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(violations, `axe violations on ${state}`).toEqual([]);
}
