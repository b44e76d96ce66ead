import { ExportOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { messages } from '../../../shared/messages';
import type { DealsQuery } from '../../gql/graphql';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ContentCover } from './article-card';
import { ContentBody } from './content-body';
import { ExternalLink } from '../../ui/external-link';

const m = messages.content;

export type DealFields = DealsQuery['deals']['data'][number];

/**
 * A deal: cover, title, subtitle and, on the deals page, its text; 'Get Deal' opens the
 * partner's `link` in the system browser.
 */
export function DealCard({ deal, compact = false }: { deal: DealFields; compact?: boolean }) {
  return (
    <article className={compact ? 'deal-card deal-card-compact' : 'deal-card'}>
      <ContentCover image={deal.image ?? null} className="deal-card-cover" />
      <div className="deal-card-body">
        <Typography.Title level={compact ? 3 : 2} className="deal-card-title">
          {deal.title}
        </Typography.Title>
        <Typography.Text type="secondary" className="deal-card-subtitle">
          {deal.subtitle}
        </Typography.Text>
        {!compact && <ContentBody value={deal.content} title={deal.title} />}
        <ExternalLink href={deal.link} className="deal-card-link">
          {m.getDeal} <ExportOutlined aria-hidden />
          <VisuallyHidden>: {deal.title}</VisuallyHidden>
        </ExternalLink>
      </div>
    </article>
  );
}
