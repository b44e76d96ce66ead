import { MailOutlined } from '@ant-design/icons';
import { Card, Result, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import { useSession } from '../../lib/session/session-context';
import { ButtonLink } from '../../ui/button-link';
import { dashboardPath, loginPath } from '../../routing/paths';

/**
 * `/agency/verify-email`. The brief shows a static page with a resend button that does
 * nothing. Shortlist sends no verification email (an account is checked by an admin
 * instead), so this page says what the email address is used for and what happens next,
 * with no button that would pretend to send anything.
 */
export function VerifyEmailPage() {
  const { session } = useSession();
  const { token } = theme.useToken();
  const text = messages.registrationPages;
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    document.title = `${text.verifyTitle} · ${messages.brand.name}`;
  }, [text.verifyTitle]);

  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary, maxWidth: 720, width: '100%' }}
    >
      <Result
        icon={<MailOutlined style={{ color: token.colorPrimary }} />}
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{text.verifyTitle}</h1>}
        subTitle={
          <span style={{ display: 'block', maxWidth: 560, margin: '0 auto' }}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
              {signedIn ? text.verifySignedIn(session.user.email) : text.verifySignedOut}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ fontSize: 15, marginBottom: 0 }}>
              {text.verifyApproval}
            </Typography.Paragraph>
          </span>
        }
        extra={
          signedIn ? (
            <ButtonLink type="primary" size="large" to={dashboardPath(session.group)}>
              {text.goToDashboard}
            </ButtonLink>
          ) : (
            <ButtonLink type="primary" size="large" to={loginPath('agency')}>
              {text.logIn}
            </ButtonLink>
          )
        }
      />
    </Card>
  );
}
