import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys through the UI (tests/e2e). They run against the built app:
 * `out/` must exist (`npm test` builds first). Global setup starts
 * `node out/main/server.js web` on a free port with a fresh DATA_DIR, or uses
 * E2E_BASE_URL when that points at a running server.
 */

// Debian's Chromium, or another browser on the machine; never a downloaded one.
const chromium = [
  process.env.E2E_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]
  .filter((path): path is string => Boolean(path))
  .find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // A focused test (.only) would quietly skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Each screen a journey pictures is also scanned by axe-core, a few seconds apiece, and the
  // longest journeys (a profile built from nothing, a card payment) take a minute on this
  // two-core machine when it is busy: a test's time limit guards against a hang, not speed.
  timeout: 120_000,
  // An assertion waits for what it expects up to 20 s: a time limit against a hang, not a
  // speed check. Journeys (three users walking every menu, every footer link per group) now
  // share the two cores with the app and the server; a first paint after a reload there took
  // longer than 10 s (the picture then showed the expected screen).
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // Set by global setup before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A trace records every action's page and a screencast: a fifth of the journeys' CPU time
    // (measured on the footer walk: 16.8 against 13.6 CPU-s), spent on the many that pass. A
    // failure keeps its screenshot and page snapshot (error-context.md); E2E_TRACE=1 records a
    // full trace to replay it.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // The app honours the system's reduced-motion setting (ui/theme/reduced-motion.ts): menus
    // and popovers open at once, so no click lands on one still moving on a loaded machine.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 860 },
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
