/**
 * Desktop social sign-in (docs/security.md O1, O2). `start(group)` makes a PKCE verifier and a state,
 * keeps them in memory, and opens the system browser (never an app window: O1) at the API's
 * `/redirect/google`. The server finishes the OpenID Connect flow and sends the browser to
 * `shortlist://auth/callback?code=…&state=…`; `handleCallback` takes that parsed link, checks the
 * state, redeems the code with the verifier (so an app that hijacked the scheme gains nothing),
 * saves the session and tells the page the outcome. The token itself never reaches the page.
 */
import type { Result, SocialLoginGroup, SocialLoginResult } from '../../shared/bridge';
import type { DeepLink } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { groupOf } from '../../shared/users';
import { graphql } from '../gql';
import type { RedeemSocialLoginMutation } from '../gql/graphql';
import { errorCodes, requestGraphQL, type GraphQLAnswer } from '../graphql-request';
import { errorName, type Logger } from '../logger';
import type { Session } from '../token-store/session';
import { randomUrlSafeValue, s256Challenge } from './pkce';

/** The provider the API offers (`/redirect/google`). */
export const SOCIAL_LOGIN_PROVIDER = 'google';
/** A flow waiting for its link longer than this is dropped (the server gives up at 10 minutes). */
export const PENDING_FLOW_LIFETIME_MS = 10 * 60_000;

export interface SocialLoginDeps {
  /** `shell.openExternal`: the system browser. The URL is always built here, from the API origin. */
  openExternal(url: string): Promise<void>;
  fetch: typeof fetch;
  /** The API's origin once it is up (e.g. `http://127.0.0.1:53211`). */
  apiUrl(): Promise<string>;
  session: Pick<Session, 'save'>;
  /** Sends `social-login:result` to the app's window. */
  sendResult(result: SocialLoginResult): void;
  log: Logger;
  now?: () => number;
  /** For tests: the verifier and state. */
  randomValue?: () => string;
}

export type AuthCallbackLink = Extract<DeepLink, { kind: 'auth-callback' }>;

export interface SocialLogin {
  start(group: SocialLoginGroup): Promise<Result<void>>;
  handleCallback(link: AuthCallbackLink): Promise<void>;
}

interface PendingFlow {
  state: string;
  verifier: string;
  group: SocialLoginGroup;
  startedAt: number;
}

const REDEEM = graphql(`
  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {
    redeemSocialLogin(input: $input) {
      session {
        type
        teamType
        access_token
      }
      registration {
        email
        firstName
        lastName
        ticket
      }
    }
  }
`);

export function createSocialLogin(deps: SocialLoginDeps): SocialLogin {
  const now = deps.now ?? (() => Date.now());
  const randomValue = deps.randomValue ?? randomUrlSafeValue;
  // One flow at a time: starting again replaces the one waiting (its link is then ignored).
  let pending: PendingFlow | null = null;

  const failed = (message: string = messages.socialLogin.failed): SocialLoginResult => ({
    kind: 'error',
    message,
  });

  async function outcome(flow: PendingFlow, code: string): Promise<SocialLoginResult> {
    let answer: GraphQLAnswer<RedeemSocialLoginMutation>;
    try {
      answer = await requestGraphQL({
        fetch: deps.fetch,
        apiUrl: await deps.apiUrl(),
        document: REDEEM,
        variables: { input: { code, verifier: flow.verifier } },
      });
    } catch (error) {
      deps.log.warn('Social sign-in could not be redeemed', { error: errorName(error) });
      return failed(messages.common.somethingWentWrong);
    }
    const redeemed = answer.data?.redeemSocialLogin;
    if (!redeemed) {
      const rateLimited = errorCodes(answer).includes('RATE_LIMITED');
      return failed(rateLimited ? messages.auth.tooManyAttempts : messages.socialLogin.failed);
    }
    if (redeemed.session) {
      // A session that cannot be saved still holds until quit (Session.save logs why).
      await deps.session.save(redeemed.session.access_token);
      return {
        kind: 'signed-in',
        group: groupOf(redeemed.session.type, redeemed.session.teamType),
      };
    }
    if (redeemed.registration) {
      const { email, firstName, lastName, ticket } = redeemed.registration;
      return { kind: 'register', group: flow.group, email, firstName, lastName, ticket };
    }
    return failed();
  }

  return {
    async start(group) {
      const verifier = randomValue();
      const state = randomValue();
      let apiUrl: string;
      try {
        apiUrl = await deps.apiUrl();
      } catch (error) {
        deps.log.warn('Social sign-in: the API is not available', { error: errorName(error) });
        return { ok: false, error: 'api-unavailable' };
      }
      const query = new URLSearchParams({
        group,
        client: 'desktop',
        challenge: s256Challenge(verifier),
        state,
      });
      pending = { state, verifier, group, startedAt: now() };
      try {
        await deps.openExternal(`${apiUrl}/redirect/${SOCIAL_LOGIN_PROVIDER}?${query}`);
      } catch (error) {
        pending = null;
        deps.log.warn('Social sign-in: the browser could not be opened', {
          error: errorName(error),
        });
        return { ok: false, error: 'browser-unavailable' };
      }
      deps.log.info('Social sign-in started', { group });
      return { ok: true, value: undefined };
    },

    async handleCallback(link) {
      const flow = pending;
      // Not ours (another app, an old link): ignored, and a flow still waiting keeps waiting.
      if (!flow || link.state !== flow.state) {
        deps.log.warn('Social sign-in: a callback for no flow of ours was ignored');
        return;
      }
      pending = null;
      if (now() - flow.startedAt > PENDING_FLOW_LIFETIME_MS) {
        deps.sendResult(failed());
        return;
      }
      const result = await outcome(flow, link.code);
      deps.log.info('Social sign-in finished', { kind: result.kind });
      deps.sendResult(result);
    },
  };
}
