import { test as base } from '@playwright/test';
import { trackRequests } from './settled';

export * from '@playwright/test';

/**
 * Playwright's `test`, with each test's browser context watched from its first request, so
 * `settled(page)` knows what is in flight (support/settled.ts). Journeys import `test` from here.
 */
export const test = base.extend<{ requestsTracked: void }>({
  requestsTracked: [
    async ({ context }, use) => {
      trackRequests(context);
      await use();
    },
    { auto: true },
  ],
});
