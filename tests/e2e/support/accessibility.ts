import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the product commits to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page as it stands with axe-core and fails on any serious or critical violation,
 * naming each rule and the elements it found. Journeys call it on every screen they show
 * (`screenshot()` does, so each screen a journey pictures is also scanned).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Only violations are wanted: axe then skips collecting every passing node, the bulk of its
  // time. Legacy mode runs axe in the page itself; the default opens a page per scan to merge
  // the results of cross-origin frames, which this app has none of (three times slower).
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
}
