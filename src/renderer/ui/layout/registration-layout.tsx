import { VisuallyHidden } from '../visually-hidden';
import { Steps, Typography, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { Logo } from '../logo';
import { groupLooks } from '../../groups';
import { loginPath } from '../../routing/paths';
import { SiteFooterSlot } from './site-footer-slot';
import './registration.css';

interface RegistrationLayoutProps {
  group: Group;
  /** The step titles of this group's registration, and which one this page is (0-based). */
  steps: readonly string[];
  current: number;
  title: string;
  /** The line under the title; the registration's own when omitted. */
  intro?: string;
  children: ReactNode;
}

/**
 * The signed-out registration pages: the group's brand panel (as on its login page) and
 * a wide column for the form, headed by where the user is in the steps. Stacked on
 * narrow screens.
 */
export function RegistrationLayout({
  group,
  steps,
  current,
  title,
  intro,
  children,
}: RegistrationLayoutProps) {
  const copy = messages.groups[group];
  const text = messages.registrationPages;
  const { palette } = groupLooks[group];
  const { token } = theme.useToken();

  useEffect(() => {
    document.title = `${title} · ${messages.brand.name}`;
  }, [title]);

  return (
    <>
      <div className="registration">
        <aside
          className="registration-brand"
          style={{
            background: `linear-gradient(150deg, ${palette.primary} 0%, ${palette.deep} 100%)`,
          }}
        >
          <div className="registration-brand-inner">
            <Link to={loginPath(group)} className="registration-logo">
              <Logo inverted size={32} />
              <VisuallyHidden>{messages.nav.login}</VisuallyHidden>
            </Link>
            <div className="registration-brand-copy">
              <div className="registration-brand-eyebrow">{copy.name}</div>
              <p className="registration-brand-tagline">{copy.tagline}</p>
              <p className="registration-brand-note">{messages.groups.zeroCommission}</p>
            </div>
            <div className="registration-brand-footer">
              © {new Date().getFullYear()} {messages.brand.name}
            </div>
          </div>
        </aside>
        <main className="registration-main">
          <div className="registration-panel">
            <Steps
              className="registration-steps"
              size="small"
              current={current}
              items={steps.map((step) => ({ title: step }))}
            />
            <Typography.Text type="secondary" className="registration-step-of">
              {text.stepOf(current + 1, steps.length)}
            </Typography.Text>
            <Typography.Title level={2} style={{ margin: '4px 0 6px' }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
              {intro ?? text.intro}
            </Typography.Paragraph>
            {children}
            <div className="registration-login-link">
              <Typography.Text type="secondary">{text.haveAccount}</Typography.Text>{' '}
              <Link to={loginPath(group)} style={{ color: token.colorLink, fontWeight: 500 }}>
                {text.logIn}
              </Link>
            </div>
          </div>
        </main>
      </div>
      <SiteFooterSlot group={group} />
    </>
  );
}
