import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { settled } from './support/settled';
import { messages } from '../../src/shared/messages';

/**
 * docs/design.md "Performance habits": the login route loads only what it needs. 360 KB since
 * issue 15: the page now also loads the brief's footer (after it paints), and the entry's route
 * table and message catalogue grew with its pages; documents are per chunk (electron.vite.config.ts).
 */
const LOGIN_ROUTE_BUDGET_BYTES = 360 * 1024;

test('the login route loads under 360 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/candidate/login');
  await expect(
    page.getByRole('heading', { name: messages.groups.candidate.loginTitle }),
  ).toBeVisible();
  await settled(page);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const report = [...scripts].map(
    ([url, size]) => `${(size / 1024).toFixed(1)} KB ${new URL(url).pathname}`,
  );
  test.info().annotations.push({
    type: 'login route JS (gzip)',
    description: `${(total / 1024).toFixed(1)} KB`,
  });
  console.log(`login route JS: ${(total / 1024).toFixed(1)} KB gzipped\n  ${report.join('\n  ')}`);
  // Measuring nothing (no script seen, or bodies not read) would pass any budget.
  expect(scripts.size, 'scripts measured').toBeGreaterThan(0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(LOGIN_ROUTE_BUDGET_BYTES);
});
