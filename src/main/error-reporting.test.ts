import { describe, expect, it, vi } from 'vitest';
import { errorReportingConfig } from '../shared/error-reporting';
import { startMainErrorReporting, type SentryMain } from './error-reporting';

function fakeSentry() {
  return {
    init: vi.fn((_options: Record<string, unknown>) => undefined),
    captureException: vi.fn(),
    flush: vi.fn(async () => true),
  } satisfies SentryMain;
}

const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

describe('startMainErrorReporting', () => {
  it('loads nothing without SENTRY_DSN', async () => {
    const load = vi.fn(async () => fakeSentry());
    const reporter = await startMainErrorReporting(null, load);
    reporter.capture(new Error('not sent'));
    expect(load).not.toHaveBeenCalled();
  });

  it("sets Sentry up with the brief's sampling, scrubbing every event and breadcrumb", async () => {
    const sentry = fakeSentry();
    const reporter = await startMainErrorReporting(
      errorReportingConfig('https://key@o1.ingest.sentry.io/7', undefined, '1.2.3'),
      async () => sentry,
    );
    const options = sentry.init.mock.calls[0]?.[0] ?? {};
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/7',
      environment: 'production',
      release: 'shortlist@1.2.3',
      tracesSampleRate: 0.1,
      sendDefaultPii: false,
    });

    const beforeSend = options['beforeSend'] as (event: object) => object;
    const sent = beforeSend({
      message: `deep link shortlist://impersonate/7?token=${TOKEN} for ada@example.com`,
      user: { id: '7', email: 'ada@example.com' },
    });
    expect(JSON.stringify(sent)).not.toMatch(new RegExp(`${TOKEN}|ada@example\\.com`));
    const beforeBreadcrumb = options['beforeBreadcrumb'] as (crumb: object) => object;
    expect(JSON.stringify(beforeBreadcrumb({ message: `Bearer ${TOKEN}` }))).not.toContain(TOKEN);

    const integrations = options['integrations'] as (defaults: { name: string }[]) => {
      name: string;
    }[];
    expect(
      integrations([{ name: 'LocalVariables' }, { name: 'MainProcessSession' }]).map(
        (integration) => integration.name,
      ),
    ).toEqual(['MainProcessSession']);

    // The embedded server's reports go through main's SDK, with where they happened.
    const error = new Error('boom');
    reporter.capture(error, { route: '/graphql' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { route: '/graphql' } });
  });
});
