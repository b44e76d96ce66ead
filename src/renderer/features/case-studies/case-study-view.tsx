import { DeleteOutlined, EditOutlined, LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import type { CaseStudyFieldsFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { ExternalLink } from '../../ui/external-link';

const m = messages.caseStudies;

/**
 * A case study as the agency and employers read it: thumbnail, title, agency, the
 * description (rich text, rendered from its document, never as HTML), the media (images, and
 * videos as links opened in the system browser rather than embedded pages) and its links.
 * Edit and Delete only when the API says the caller may (`can_edit`).
 */
export function CaseStudyView({
  caseStudy,
  onDelete,
  deleting = false,
}: {
  caseStudy: CaseStudyFieldsFragment;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { token } = theme.useToken();
  const apiUrl = useApiOrigin();
  const url = (path: string | null) => (apiUrl ? fileUrl(apiUrl, path) : null);
  const thumbnail = url(caseStudy.thumbnail);
  const agency = caseStudy.agency;
  const images = caseStudy.content.filter((block) => block.layout === 'image' && block.image);
  const videos = caseStudy.content.filter((block) => block.layout === 'video' && block.url);

  return (
    <article className="case-study">
      {thumbnail && (
        <img
          src={thumbnail}
          alt={m.thumbnailAlt(caseStudy.title)}
          className="case-study-thumbnail"
        />
      )}
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {caseStudy.title}
        </Typography.Title>
        {caseStudy.can_edit && (
          <Flex gap={8}>
            <ButtonLink
              icon={<EditOutlined />}
              to={groupPath('agency', `case-study/edit/${caseStudy.id}`)}
            >
              {m.editCaseStudy}
            </ButtonLink>
            <Popconfirm
              title={m.deleteTitle}
              description={m.deleteBody}
              okText={m.deleteConfirm}
              cancelText={m.cancel}
              okButtonProps={{ danger: true, loading: deleting }}
              onConfirm={onDelete}
            >
              <Button danger icon={<DeleteOutlined />} loading={deleting}>
                {m.delete}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
      <Flex align="center" gap={10} className="case-study-agency">
        <Avatar src={url(agency.avatar) ?? undefined} alt="" size={40}>
          {agency.agency_name.charAt(0)}
        </Avatar>
        <div>
          <Typography.Text strong>{agency.agency_name}</Typography.Text>
          {agency.services.length > 0 && (
            <div>
              {agency.services.map((service) => (
                <Tag key={service.id} color="blue" style={{ marginTop: 4 }}>
                  {service.name}
                </Tag>
              ))}
            </div>
          )}
        </div>
      </Flex>
      <RichTextView value={caseStudy.description} className="case-study-description" />
      {(caseStudy.external_url || caseStudy.video_url) && (
        <Flex gap={16} wrap className="case-study-links">
          {caseStudy.external_url && (
            <ExternalLink href={caseStudy.external_url}>
              <LinkOutlined /> {m.visitProject}
            </ExternalLink>
          )}
          {caseStudy.video_url && (
            <ExternalLink href={caseStudy.video_url}>
              <PlayCircleOutlined /> {m.watchVideo}
            </ExternalLink>
          )}
        </Flex>
      )}
      {(images.length > 0 || videos.length > 0) && (
        <section aria-labelledby="case-study-gallery">
          <Typography.Title level={2} id="case-study-gallery" style={{ fontSize: 20 }}>
            {m.gallery}
          </Typography.Title>
          <ul className="case-study-gallery">
            {images.map((block, index) => (
              <li key={block.key}>
                <img
                  src={url(block.image) ?? undefined}
                  alt={m.imageAlt(caseStudy.title, index + 1)}
                  className="case-study-gallery-image"
                  style={{ background: token.colorFillQuaternary }}
                />
              </li>
            ))}
          </ul>
          {videos.length > 0 && (
            <ul className="case-study-videos">
              {videos.map((block, index) => (
                <li key={block.key}>
                  <ExternalLink href={block.url ?? ''}>
                    <PlayCircleOutlined /> {m.videoLink(index + 1)}
                  </ExternalLink>
                  <Typography.Text type="secondary" className="case-study-video-url">
                    {block.url}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
