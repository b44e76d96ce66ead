import { UserSwitchOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { useCurrentUser } from '../../lib/session/session-context';
import { useToast } from '../../ui/toast';
import { getPlatform } from '../../platform/get-platform';
import { loginPath } from '../../routing/paths';
import { impersonationStatusQuery } from './documents';
import { reloadAt, revokeCurrentToken } from './session-switch';
import './impersonation.css';

/**
 * Across the top of a group's shell while the session is an impersonation (the API says
 * so, so it also shows after a reload). `Stop impersonating` revokes the impersonated
 * session on the server, then restores the one kept aside, or signs out if there was none.
 */
export function ImpersonationBar({ group }: { group: Group }) {
  const { user } = useCurrentUser();
  const { data } = useQuery(impersonationStatusQuery);
  const client = useApolloClient();
  const toast = useToast();
  const { token } = theme.useToken();
  const [stopping, setStopping] = useState(false);
  if (!data?.impersonation) return null;

  const stop = async () => {
    setStopping(true);
    // Revoked first: were the local switch done first, a failed revoke would leave a live
    // session nobody holds any more.
    const ended = (await revokeCurrentToken(client))
      ? await getPlatform().session.endImpersonation()
      : null;
    if (!ended?.ok) {
      setStopping(false);
      void toast.error(messages.impersonation.stopFailed);
      return;
    }
    // `/` is the restored user's dashboard, whichever group that is.
    reloadAt(ended.value.restored ? '/' : loginPath(group));
  };

  return (
    <div
      className="impersonation-bar"
      role="status"
      style={{
        background: token.colorWarningBg,
        borderBottom: `1px solid ${token.colorWarningBorder}`,
        color: token.colorText,
      }}
    >
      <UserSwitchOutlined aria-hidden="true" style={{ color: token.colorWarning, fontSize: 16 }} />
      <span className="impersonation-bar-text">{messages.impersonation.bar(user.name)}</span>
      <Button size="small" loading={stopping} onClick={() => void stop()}>
        {messages.impersonation.stop}
      </Button>
    </div>
  );
}
