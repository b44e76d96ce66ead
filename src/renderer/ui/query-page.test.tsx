import { ServerError } from '@apollo/client/errors';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { QueryPage } from './query-page';

function failedPage(error: unknown): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryPage
        data={null}
        loading={false}
        error={error}
        onRetry={() => {}}
        group="employer"
        notFound="Not here"
        failed="Could not load it"
      >
        {() => null}
      </QueryPage>
    </MemoryRouter>,
  );
}

describe('QueryPage', () => {
  it('says a limited call is limited, with Try again (docs/security.md G15)', () => {
    // What the server's request limit answers a GraphQL call (http/request-limits.ts).
    const body = JSON.stringify({
      errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter: 12 } }],
    });
    const limited = new ServerError('Too Many Requests', {
      response: new Response(body, { status: 429 }),
      bodyText: body,
    });
    const page = failedPage(limited);
    expect(page).toContain('Could not load it');
    expect(page).toContain(messages.auth.tooManyAttempts);
    expect(page).toContain(messages.nav.retry);
  });

  it('says nothing of limits for another failure', () => {
    const page = failedPage(new TypeError('Failed to fetch'));
    expect(page).toContain('Could not load it');
    expect(page).not.toContain(messages.auth.tooManyAttempts);
  });
});
