import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations of `tags` on the page (inside `include` when given). axe runs in the page itself: the builder's
 * default opens a second page for each check to merge the frames' results, which took two thirds of a check's time
 * (12 screens: 39 s against 16 s), and the portal's pages have no frames of another origin. Only violations are
 * kept: axe then keeps one node of each passing or inapplicable rule instead of every one.
 */
export async function axeViolations(page: Page, { tags = WCAG_TAGS, include }: { tags?: string[]; include?: string } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(tags).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}
