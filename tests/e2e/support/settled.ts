import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * Waits for the page to come to rest: no request in flight, its main thread idle, nothing new
 * started meanwhile and nothing on it still loading (a spinner, a skeleton, `aria-busy`).
 * Playwright's `networkidle` waits a fixed 500 ms after the last request instead, which on the
 * journeys' thousand page loads was a third of their time (issue 24), and was still no promise:
 * a lazy chunk compiles after its download, off the network, before its page asks for data.
 *
 * Why this is enough: a lazy page shows its Suspense fallback until its module has run; a
 * response is handled (Apollo, React's render and effects) in tasks the page runs before an
 * idle callback; and a request the page starts is reported to the test before the answer to
 * the evaluate that waited for that callback.
 */
export async function settled(page: Page): Promise<void> {
  const tracker = trackers.get(page.context());
  // A context made by hand in a test: watched from now on; what it already started is unknown.
  if (!tracker) {
    trackRequests(page.context());
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('load');
  for (;;) {
    await tracker.quiet();
    const started = tracker.started;
    const loading = await page.evaluate(
      (selector) =>
        new Promise<boolean>((resolve) =>
          requestIdleCallback(() => resolve(document.querySelector(selector) !== null), {
            timeout: 2000,
          }),
        ),
      LOADING,
    );
    if (loading) {
      await page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING, {
        timeout: 20_000,
      });
    } else if (tracker.started === started && tracker.inFlight.size === 0) {
      return;
    }
  }
}

/** What the app shows while a part of a page loads (antd's spinners and skeletons, aria-busy). */
const LOADING = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton, .ant-btn-loading';

class RequestTracker {
  readonly inFlight = new Set<Request>();
  started = 0;
  private waiting: (() => void)[] = [];

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      if (isStream(request)) return;
      this.inFlight.add(request);
      this.started += 1;
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      if (this.inFlight.size === 0) for (const resolve of this.waiting.splice(0)) resolve();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  quiet(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** A stream (server-sent events) stays open by design: it never holds a page's rest back. */
function isStream(request: Request): boolean {
  return request.headers()['accept'] === 'text/event-stream';
}

const trackers = new WeakMap<BrowserContext, RequestTracker>();

/** Watches every request of the context from its start (support/test.ts does it for each test). */
export function trackRequests(context: BrowserContext): void {
  if (!trackers.has(context)) trackers.set(context, new RequestTracker(context));
}
