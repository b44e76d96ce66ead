import type { CSSProperties, ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { Logo } from '../logo';
import { groupLooks } from '../../groups';
import { SiteFooterSlot } from './site-footer-slot';
import './auth-layout.css';

/**
 * The signed-out account pages (login, forgotten and reset password): the group's brand
 * panel on the left, one narrow column of content on the right; stacked on narrow screens.
 */
export function AuthLayout({ group, children }: { group: Group; children: ReactNode }) {
  const copy = messages.groups[group];
  const { palette } = groupLooks[group];
  return (
    <>
      <div className="auth-layout" style={{ '--auth-accent': palette.primary } as CSSProperties}>
        <aside
          className="auth-brand"
          style={{
            background: `linear-gradient(150deg, ${palette.primary} 0%, ${palette.deep} 100%)`,
          }}
        >
          <Logo inverted size={36} />
          <div className="auth-brand-copy">
            <div className="auth-brand-eyebrow">{copy.name}</div>
            <p className="auth-brand-tagline">{copy.tagline}</p>
            <p className="auth-brand-note">{messages.groups.zeroCommission}</p>
          </div>
          <div className="auth-brand-footer">
            © {new Date().getFullYear()} {messages.brand.name}
          </div>
        </aside>
        <main className="auth-main">
          <div className="auth-panel">{children}</div>
        </main>
      </div>
      {/* Below the full-height panels: the form stays where it was, the footer a scroll away. */}
      <SiteFooterSlot group={group} />
    </>
  );
}
