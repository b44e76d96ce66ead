/**
 * The production CSP, proven in Chromium (docs/security.md E3): every page of each group,
 * signed out and signed in, loads under the policy the server sends without a single
 * violation, and a script injected inline is blocked.
 */
import { expect, test, type Page } from './support/test';
import { settled } from './support/settled';
import { contentSecurityPolicy as desktopPolicy } from '../../src/main/protocol';
import { CONTENT_SECURITY_POLICY } from '../../src/server/platform/http/security-headers';
import { GROUPS } from '../../src/shared/users';
import { accounts } from './support/accounts';
import { signIn } from './support/app';

interface Violation {
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
    injectedRan?: boolean;
  }
}

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({ directive: event.violatedDirective, blocked: event.blockedURI });
    });
  });
}

async function visit(
  page: Page,
  path: string,
  policy = CONTENT_SECURITY_POLICY,
): Promise<Violation[]> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toBe(policy);
  await settled(page);
  return page.evaluate(() => window.cspViolations ?? []);
}

const SIGNED_OUT = ['login', 'register', 'forgot-password', 'no-such-page'];
const SIGNED_IN = ['dashboard', 'change-password', 'complete-profile', 'no-such-page'];

for (const group of GROUPS) {
  test(`${group}: every page loads under the CSP without a violation`, async ({ page }) => {
    await watchViolations(page);
    for (const name of SIGNED_OUT) {
      expect(await visit(page, `/${group}/${name}`), `/${group}/${name}`).toEqual([]);
    }
    await signIn(page, accounts[group]);
    for (const name of SIGNED_IN) {
      expect(await visit(page, `/${group}/${name}`), `/${group}/${name}`).toEqual([]);
    }
  });
}

test("the desktop app's policy holds too, with the API as its own origin", async ({
  page,
  baseURL,
}) => {
  // The desktop serves the same pages from app://shortlist with this policy (src/main/protocol.ts);
  // here the pages keep their http origin and get the desktop's header instead.
  const policy = desktopPolicy(new URL(baseURL ?? '').origin);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': policy },
    });
  });
  await watchViolations(page);
  for (const name of SIGNED_OUT) {
    expect(await visit(page, `/employer/${name}`, policy), name).toEqual([]);
  }
  await signIn(page, accounts.employer);
  for (const name of SIGNED_IN) {
    expect(await visit(page, `/employer/${name}`, policy), name).toEqual([]);
  }
});

test('an injected inline script is blocked and reported', async ({ page }) => {
  await watchViolations(page);
  await visit(page, '/candidate/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => window.cspViolations ?? []))
    .toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }));
  expect(await page.evaluate(() => window.injectedRan)).toBeUndefined();
});
