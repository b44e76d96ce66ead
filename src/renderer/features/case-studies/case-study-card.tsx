import { PictureOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { CaseStudyCardFieldsFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { useCurrentUser } from '../../lib/session/session-context';
import { groupPath } from '../../routing/paths';
import { canOpenCaseStudy } from './can-edit';
import './case-studies.css';

const m = messages.caseStudies;

interface CardOptions {
  /** The group whose `case-study/{id}` page the card opens. */
  group: Group;
  /** The title's heading level under the list's own heading (2 under the page's title). */
  headingLevel?: 2 | 3;
}

/**
 * One case study in a grid: its thumbnail, title and agency, linking to its page; `children`
 * below them (the marketplace's service chips).
 */
export function CaseStudyCard({
  caseStudy,
  group,
  headingLevel = 2,
  children,
}: CardOptions & { caseStudy: CaseStudyCardFieldsFragment; children?: ReactNode }) {
  const { token } = theme.useToken();
  const apiUrl = useApiOrigin();
  // A company's GUEST members see the card without a link to a page they may not open.
  const opens = canOpenCaseStudy(useCurrentUser().user, group);
  const thumbnail = apiUrl ? fileUrl(apiUrl, caseStudy.thumbnail) : null;
  return (
    <Card
      className="case-study-card"
      data-testid="case-study-card"
      hoverable={opens}
      cover={
        // The title under it names the work: the picture is decoration here.
        thumbnail ? (
          <img src={thumbnail} alt="" className="case-study-card-image" />
        ) : (
          <div
            className="case-study-card-image case-study-card-placeholder"
            style={{ background: token.colorFillQuaternary, color: token.colorTextQuaternary }}
            aria-hidden
          >
            <PictureOutlined />
          </div>
        )
      }
    >
      <Typography.Title
        level={headingLevel}
        className="case-study-card-title"
        ellipsis={{ rows: 2 }}
      >
        {opens ? (
          <Link
            to={groupPath(group, `case-study/${caseStudy.id}`)}
            className="case-study-card-link"
          >
            {caseStudy.title}
          </Link>
        ) : (
          caseStudy.title
        )}
      </Typography.Title>
      <Typography.Text type="secondary">{m.by(caseStudy.agency.agency_name)}</Typography.Text>
      {children}
    </Card>
  );
}

/**
 * Case studies as a grid of cards; `footer` adds to each card (see CaseStudyCard), `className`
 * sets wider columns where the cards carry more.
 */
export function CaseStudyGrid<T extends CaseStudyCardFieldsFragment>({
  caseStudies,
  footer,
  className = 'case-study-grid',
  ...options
}: CardOptions & {
  caseStudies: readonly T[];
  footer?: (caseStudy: T) => ReactNode;
  className?: string;
}) {
  return (
    <ul className={className}>
      {caseStudies.map((caseStudy) => (
        <li key={caseStudy.id}>
          <CaseStudyCard caseStudy={caseStudy} {...options}>
            {footer?.(caseStudy)}
          </CaseStudyCard>
        </li>
      ))}
    </ul>
  );
}
