import { Card, Steps, Typography, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import './onboarding.css';

/** Where complete-profile sits in each group's registration. */
const STEPS: Record<Group, { titles: string[]; current: number }> = {
  candidate: {
    titles: [
      messages.registrationPages.steps.loginInformation,
      messages.registrationPages.steps.personalInformation,
      messages.registrationPages.steps.completeProfile,
    ],
    current: 2,
  },
  employer: {
    titles: [
      messages.registrationPages.steps.loginInformation,
      messages.registrationPages.steps.personalInformation,
      messages.registrationPages.steps.completeProfile,
    ],
    current: 2,
  },
  agency: {
    titles: [
      messages.registrationPages.steps.agencyDetails,
      messages.registrationPages.steps.agencyProfile,
    ],
    current: 1,
  },
};

/** A complete-profile page inside the group's shell: the last registration step, one card. */
export function OnboardingLayout({ group, children }: { group: Group; children: ReactNode }) {
  const { token } = theme.useToken();
  const text = messages.onboardingPages;
  const steps = STEPS[group];

  useEffect(() => {
    document.title = `${text.titles[group]} · ${messages.brand.name}`;
  }, [group, text.titles]);

  return (
    <div className="onboarding">
      <Steps
        className="onboarding-steps"
        size="small"
        current={steps.current}
        items={steps.titles.map((title) => ({ title }))}
      />
      <Card
        variant="borderless"
        style={{ boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: '32px 36px 36px' } }}
        className="onboarding-card"
      >
        <Typography.Text type="secondary" className="onboarding-step-of">
          {messages.registrationPages.stepOf(steps.current + 1, steps.titles.length)}
        </Typography.Text>
        <Typography.Title level={2} style={{ margin: '4px 0 6px' }}>
          {text.titles[group]}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
          {text.intros[group]}
        </Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}

/** A titled group of fields within an onboarding form. */
export function OnboardingSection({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      className="onboarding-section"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Title level={4} className="onboarding-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
