/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for social sign-in tests, with its
 * development login and consent pages (any login name is the account id; the password is not
 * checked), and `signIn()`, which walks those pages over HTTP as a browser would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Account id → claims; add to it at any time. */
  accounts: Map<string, TestIdentity>;
  /**
   * Follows `authorizationUrl` through login (as `accountId`) and consent, and returns the URL
   * the provider finally sends the browser to (the client's redirect URI with code and state).
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT_ID = 'shortlist-test';
export const TEST_OIDC_CLIENT_SECRET = 'shortlist-test-secret-0123456789abcdef';

export async function startTestOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestIdentity>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT_ID,
        client_secret: TEST_OIDC_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['shortlist-test-cookie-key'] },
    findAccount: (_ctx, id) => {
      const identity = accounts.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId: TEST_OIDC_CLIENT_ID,
    clientSecret: TEST_OIDC_CLIENT_SECRET,
    accounts,
    signIn: (url, accountId) => walkInteractions(issuer, url, accountId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function walkInteractions(issuer: string, start: string, accountId: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      body = undefined;
      if (url.origin !== issuer) return url;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200 || !url.pathname.startsWith('/interaction/'))
      throw new Error(`unexpected provider answer ${response.status} at ${url.pathname}`);
    // The development pages: a login form, then a consent form.
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('too many steps at the provider');
}
