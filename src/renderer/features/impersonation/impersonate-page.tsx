import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DesktopBridge } from '../../../shared/bridge';
import { isImpersonationToken, parseImpersonationId } from '../../../shared/impersonation';
import { messages } from '../../../shared/messages';
import { groupOf, type Group } from '../../../shared/users';
import { useSession } from '../../lib/session/session-context';
import { Logo } from '../../ui/logo';
import { ButtonLink } from '../../ui/button-link';
import { apiFailure } from '../../apollo/api-failure';
import { getPlatform } from '../../platform/get-platform';
import { FullPageSpinner } from '../../ui/layout/full-page-status';
import { dashboardPath, loginPath } from '../../routing/paths';
import { impersonateMutation } from './documents';
import { reloadAt, revokeCurrentToken } from './session-switch';
import './impersonation.css';

type Outcome = { status: 'done'; dashboard: string } | { status: 'failed'; message: string };

const linkFailed: Outcome = { status: 'failed', message: messages.impersonation.linkFailed };

/**
 * Redeems the link and, only once the API has answered with a session, puts it over the
 * current one (which the platform keeps aside for `Stop impersonating`). Any failure
 * before that leaves the current session exactly as it was.
 */
async function openImpersonation(
  client: ApolloClient,
  platform: DesktopBridge,
  id: string,
  token: string,
): Promise<Outcome> {
  // A link that cannot be one is refused here, without asking the API (or spending its limit).
  if (parseImpersonationId(id) === null || !isImpersonationToken(token)) return linkFailed;
  let redeemed;
  try {
    const { data } = await client.mutate({
      mutation: impersonateMutation,
      variables: { input: { id, token } },
    });
    redeemed = data?.impersonate;
  } catch (error) {
    return {
      status: 'failed',
      message: apiFailure(error, messages.impersonation.linkFailed).message,
    };
  }
  if (!redeemed) return linkFailed;

  // A second impersonation replaces the first: its session is revoked (best effort) rather
  // than left alive once nothing holds it; the session kept aside stays the same.
  if (await platform.session.isImpersonating()) await revokeCurrentToken(client);
  const begun = await platform.session.beginImpersonation(redeemed.access_token);
  if (!begun.ok) return { status: 'failed', message: messages.common.somethingWentWrong };
  return { status: 'done', dashboard: dashboardPath(groupOf(redeemed.type, redeemed.teamType)) };
}

/**
 * `/{group}/impersonate/{id}?token=…` (brief: login not required). The same in every
 * group: where the user lands follows the target's type (a freelancer the candidate
 * side, a company or its guest the employer side, an agency user the agency side), not
 * the group in the URL, so a desktop deep link can open it under any group.
 */
export function ImpersonatePage({ group }: { group: Group }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = `${id}?${token}`;
  const client = useApolloClient();
  const { session } = useSession();
  const [answered, setAnswered] = useState<{ link: string; outcome: Outcome } | null>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per link: a link works once, so a second redeem (StrictMode's double effect, a
    // re-render) would only turn success into 'already used'.
    if (startedFor.current === link) return;
    startedFor.current = link;
    void openImpersonation(client, getPlatform(), id, token).then((outcome) => {
      setAnswered({ link, outcome });
      if (outcome.status === 'done') reloadAt(outcome.dashboard);
    });
  }, [client, id, token, link]);

  useEffect(() => {
    document.title = messages.brand.name;
  }, []);

  // A newer link (another deep link while this page shows) is loading until it is answered.
  const outcome = answered?.link === link ? answered.outcome : null;
  if (!outcome) return <FullPageSpinner />;
  if (outcome.status === 'done') {
    return (
      <div className="impersonate-page" role="status">
        <Result status="success" title={messages.impersonation.done} />
      </div>
    );
  }
  return (
    <div className="impersonate-page">
      <Logo />
      <Result
        status="error"
        title={outcome.message}
        subTitle={
          outcome.message === messages.impersonation.linkFailed
            ? messages.impersonation.linkFailedHint
            : messages.impersonation.sessionUnchanged
        }
        extra={
          session.status === 'signed-in' ? (
            <ButtonLink type="primary" to={dashboardPath(session.group)}>
              {messages.nav.backToDashboard}
            </ButtonLink>
          ) : (
            <ButtonLink type="primary" to={loginPath(group)}>
              {messages.nav.goToLogin}
            </ButtonLink>
          )
        }
      />
    </div>
  );
}
