/**
 * The server as an OpenID Connect client (docs/security.md O2), over openid-client: the issuer is
 * discovered once (and again after a failure), the authorization URL carries the server's own
 * state, nonce and PKCE challenge, and the code exchange checks the ID token's `iss`, `aud`,
 * `exp` and `nonce` (openid-client does) before anything here reads its claims.
 */
import * as oidc from 'openid-client';
import { isLoopbackHttpUrl } from '../../platform/http/loopback-host';

/** One configured provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
export interface OidcProviderConfig {
  /** The name in the routes (`/redirect/google`); one provider for now. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const DEFAULT_PROVIDER_NAME = 'google';

/** What the callback learns about the person, from verified claims only. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CodeExchange {
  /** The callback URL as the provider sent the browser to it. */
  callbackUrl: URL;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider behind the routes; tests may give a fake. */
export interface OidcClient {
  readonly provider: string;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Throws when the provider's answer or the ID token fails a check. */
  exchange(exchange: CodeExchange): Promise<OidcIdentity>;
}

export function createOidcClient(config: OidcProviderConfig): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        { client_secret: config.clientSecret },
        oidc.ClientSecretPost(config.clientSecret),
        // Plain http only for a provider on this machine (the tests' oidc-provider).
        isLoopbackHttpUrl(config.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    provider: config.name,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async exchange({ callbackUrl, redirectUri, state, nonce, codeVerifier }) {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(
        server,
        callbackUrl,
        {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let profile: Record<string, unknown> = claims;
      // Google puts email and names in the ID token; other providers may keep them for userinfo.
      if (typeof claims['email'] !== 'string') {
        profile = {
          ...(await oidc.fetchUserInfo(server, tokens.access_token, claims.sub)),
          ...claims,
        };
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile['email'] === 'string' ? profile['email'] : null,
        // Only a literal true counts (some providers send the string "true"; we do not guess).
        emailVerified: profile['email_verified'] === true,
        firstName: text(profile['given_name']),
        lastName: text(profile['family_name']),
      };
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 255) : '';
}
