import './social-login.css';
import { GoogleOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Divider } from 'antd';
import { useState } from 'react';
import type { Result, SocialLoginGroup } from '../../../shared/bridge';
import { messages } from '../../../shared/messages';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { getPlatform, isDesktopApp } from '../../platform/get-platform';
import { socialLoginProvidersQuery } from './documents';
import { SOCIAL_LOGIN_PROVIDER } from '../../platform/web-social-login';

/** 'Sign in with Google' under the login form; nothing at all when the API offers no provider. */
export function SocialLoginButton({ group }: { group: SocialLoginGroup }) {
  const providers = useQuery(socialLoginProvidersQuery, { context: IGNORE_UNAUTHENTICATED });
  const [status, setStatus] = useState<'idle' | 'starting' | 'in-browser' | 'failed'>('idle');
  if (!providers.data?.socialLoginProviders.includes(SOCIAL_LOGIN_PROVIDER)) return null;
  const text = messages.socialLogin;

  async function start() {
    setStatus('starting');
    // The desktop's main process holds the PKCE verifier and opens the system browser; a
    // browser keeps it in sessionStorage and goes there itself.
    const started = await getPlatform()
      .socialLogin.start(group)
      .catch((): Result<void> => ({
        ok: false,
        error: 'failed',
      }));
    // In a browser the page is leaving; the desktop waits for the browser.
    setStatus(started.ok ? (isDesktopApp() ? 'in-browser' : 'starting') : 'failed');
  }

  return (
    <div className="social-login">
      <Divider plain>{text.or}</Divider>
      {(status === 'failed' || status === 'in-browser') && (
        <Alert
          showIcon
          style={{ marginBottom: 12 }}
          {...(status === 'failed'
            ? { type: 'error', title: text.couldNotStart, role: 'alert' }
            : { type: 'info', title: text.continueInBrowser, role: 'status' })}
        />
      )}
      <Button
        size="large"
        block
        icon={<GoogleOutlined aria-hidden />}
        loading={status === 'starting'}
        onClick={() => void start()}
      >
        {text.signInWithGoogle}
      </Button>
    </div>
  );
}
