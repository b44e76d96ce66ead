import { PictureOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { CaseStudyCardFieldsFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { groupPath } from '../../routing/paths';

const m = messages.caseStudies;

/** One case study in a grid: its thumbnail, title and agency, linking to its page. */
export function CaseStudyCard({
  caseStudy,
  group,
}: {
  caseStudy: CaseStudyCardFieldsFragment;
  group: Group;
}) {
  const { token } = theme.useToken();
  const apiUrl = useApiOrigin();
  const thumbnail = apiUrl ? fileUrl(apiUrl, caseStudy.thumbnail) : null;
  return (
    <Card
      className="case-study-card"
      hoverable
      cover={
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
      <Typography.Title level={2} className="case-study-card-title" ellipsis={{ rows: 2 }}>
        <Link to={groupPath(group, `case-study/${caseStudy.id}`)} className="case-study-card-link">
          {caseStudy.title}
        </Link>
      </Typography.Title>
      <Typography.Text type="secondary">{m.by(caseStudy.agency.agency_name)}</Typography.Text>
    </Card>
  );
}
