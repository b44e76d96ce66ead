import { Card, Result, theme } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../ui/button-link';
import { dashboardPath, groupPath } from '../../routing/paths';

/**
 * `/agency/register/done`: where 'Skip for now' on the agency's profile step lands. The
 * brief's static success page with a button to the dashboard; the profile can be finished
 * from here too.
 */
export function AgencyRegisterDonePage() {
  const { token } = theme.useToken();
  const text = messages.registrationPages;

  useEffect(() => {
    document.title = `${text.doneTitle} · ${messages.brand.name}`;
  }, [text.doneTitle]);

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary }}>
      <Result
        status="success"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{text.doneTitle}</h1>}
        subTitle={
          <span style={{ display: 'block', maxWidth: 520, margin: '0 auto' }}>{text.doneText}</span>
        }
        extra={[
          <ButtonLink key="dashboard" type="primary" size="large" to={dashboardPath('agency')}>
            {text.goToDashboard}
          </ButtonLink>,
          <ButtonLink
            key="profile"
            size="large"
            to={groupPath('agency', 'register/complete-profile')}
          >
            {text.completeProfileNow}
          </ButtonLink>,
        ]}
      />
    </Card>
  );
}
