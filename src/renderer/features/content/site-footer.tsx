import { InstagramOutlined, LinkedinOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { useSession } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { landingPagesQuery } from './documents';
import { ExternalLink } from '../../ui/external-link';
import { footerColumns } from './footer-columns';
import './site-footer.css';

const f = messages.content.footer;

/** The brief's social links: an image-sharing network and a professional network. */
export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: f.instagram, icon: <InstagramOutlined /> },
  { href: 'https://www.linkedin.com/', label: f.linkedIn, icon: <LinkedinOutlined /> },
] as const;

/**
 * The footer of every page (brief: "Footer"): the link columns, the landing pages shown in
 * the footer, the social links and the copyright line with this year (from the clock: the
 * brief's hard-coded 2024 was a bug). Without the landing pages (still loading, or the API
 * unreachable) it shows the fixed columns.
 */
export function SiteFooter({ group }: { group: Group }) {
  const { session } = useSession();
  const landing = useQuery(landingPagesQuery);
  const viewer =
    session.status === 'signed-in'
      ? { group: session.group, canPostJobs: navContextOf(session.user).canPostJobs }
      : null;
  const columns = footerColumns(group, viewer, landing.data?.landingPages ?? []);
  return (
    <footer className="site-footer" role="contentinfo">
      <div className="site-footer-inner">
        <nav className="site-footer-columns" aria-label={f.label}>
          {columns.map((column) => (
            <div key={column.title} className="site-footer-column">
              <h2 className="site-footer-heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.label} ${link.to}`}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="site-footer-bottom">
          <p className="site-footer-copyright" data-testid="footer-copyright">
            {f.copyright(new Date().getFullYear())}
          </p>
          <ul className="site-footer-social" aria-label={f.follow}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <ExternalLink href={social.href} label={social.label}>
                  {social.icon}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
