import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type {
  MarketplaceAgencyCardFragment,
  MarketplaceCaseStudyCardFragment,
} from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { CaseStudyGrid } from '../case-studies';

const m = messages.marketplace;

/** The brief: card headlines are cut at 25 characters, with an ellipsis. */
export const HEADLINE_MAX = 25;

/** At most `max` characters, the cut marked with '…'. */
export function truncated(text: string, max = HEADLINE_MAX): string {
  const characters = Array.from(text.trim());
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text.trim();
}

/** The brief: 4 service chips on a card, 3 on narrow screens, and how many more. */
function ServiceChips({ services }: { services: readonly { id: string; name: string }[] }) {
  const screens = Grid.useBreakpoint();
  const max = screens.md ? 4 : 3;
  const shown = services.slice(0, max);
  const more = services.length - shown.length;
  if (services.length === 0) return null;
  return (
    <Flex gap={6} wrap className="marketplace-chips">
      {shown.map((service) => (
        <Tag key={service.id} className="marketplace-chip">
          {service.name}
        </Tag>
      ))}
      {more > 0 ? (
        <Tooltip
          title={services
            .slice(max)
            .map((service) => service.name)
            .join(', ')}
        >
          <Tag
            className="marketplace-chip marketplace-chip-more"
            aria-label={m.moreServicesLabel(more)}
          >
            {m.moreServices(more)}
          </Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** The card's name: a link to the page when there is one (`to`), else plain text. */
function CardTitle({ to, children }: { to?: string; children: ReactNode }) {
  return (
    <Typography.Title level={3} className="marketplace-card-title">
      {to ? (
        <Link to={to} className="marketplace-card-link">
          {children}
        </Link>
      ) : (
        children
      )}
    </Typography.Title>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * An agency: logo, name, location, headline (cut at 25 characters), service chips. Linked to
 * its profile where the group has one (`to`).
 */
export function AgencyCard({ agency, to }: { agency: MarketplaceAgencyCardFragment; to?: string }) {
  const origin = useApiOrigin();
  const logo = origin ? fileUrl(origin, agency.avatar) : null;
  const headline = truncated(agency.headline);
  return (
    <Card className="marketplace-card" data-testid="agency-card">
      <Flex gap={14} align="flex-start">
        {/* The name beside it says whose logo it is. */}
        <Avatar
          shape="square"
          size={56}
          src={logo ?? undefined}
          alt=""
          className="marketplace-logo"
        >
          {initialsOf(agency.name)}
        </Avatar>
        <div className="marketplace-card-body">
          <Flex gap={6} align="center" wrap>
            <CardTitle to={to}>{agency.name}</CardTitle>
            {agency.vetted ? (
              <Tag
                color="green"
                icon={<SafetyCertificateOutlined aria-hidden />}
                // antd's green text is 3.6:1 on its background: darker, for 4.5:1 (WCAG AA).
                style={{ color: '#135200', marginInlineEnd: 0 }}
              >
                {m.vetted}
              </Tag>
            ) : null}
          </Flex>
          {agency.location ? (
            <Typography.Text type="secondary" className="marketplace-location">
              {agency.location}
            </Typography.Text>
          ) : null}
          <Typography.Paragraph
            className="marketplace-headline"
            data-testid="agency-headline"
            // The whole headline for whoever reads it aloud or hovers it.
            title={headline === agency.headline ? undefined : agency.headline}
          >
            {headline}
          </Typography.Paragraph>
          <ServiceChips services={agency.services} />
          <Typography.Text type="secondary" className="marketplace-count">
            {m.caseStudiesCount(agency.case_studies_count)}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

/**
 * Case studies as the marketplace, the network and an agency's profile list them: the case
 * studies' cards with the agency's service chips, in the marketplace's wider columns.
 */
export function CaseStudyCards({
  caseStudies,
  group,
}: {
  caseStudies: readonly MarketplaceCaseStudyCardFragment[];
  group: Group;
}) {
  return (
    <CaseStudyGrid
      caseStudies={caseStudies}
      group={group}
      headingLevel={3}
      className="marketplace-grid"
      footer={(caseStudy) => <ServiceChips services={caseStudy.agency.services} />}
    />
  );
}
