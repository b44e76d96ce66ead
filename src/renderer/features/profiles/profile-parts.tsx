import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { moneyText, type Currency } from '../../../shared/opportunities';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { ExternalLink } from '../../ui/external-link';
// The parts bring their own styles, so another feature showing them needs no stylesheet of ours.
import './profiles.css';

const m = messages.profiles;

/** The photo or logo, the name as the page's heading, and what stands under it. */
export function ProfileHeader({
  name,
  avatar,
  vetted,
  children,
}: {
  name: string;
  avatar: string | null | undefined;
  vetted: boolean;
  children?: ReactNode;
}) {
  const origin = useApiOrigin();
  const src = origin ? fileUrl(origin, avatar) : null;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Flex gap={20} align="center" wrap className="profile-header">
      {/* The name beside it says who it is: the picture needs no text of its own. */}
      <Avatar size={88} src={src ?? undefined} alt="" className="profile-avatar">
        {initials}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {name}
          </Typography.Title>
          {vetted ? (
            <Tag
              color="green"
              icon={<SafetyCertificateOutlined aria-hidden />}
              // antd's green text is 3.6:1 on its background: darker, for 4.5:1 (WCAG AA).
              style={{ color: '#135200' }}
            >
              {m.vetted}
            </Tag>
          ) : null}
        </Flex>
        {children}
      </div>
    </Flex>
  );
}

/** Names as tags, or the page's "not added yet". */
export function tagsOf(items: readonly { id: string; name: string }[]): ReactNode {
  if (items.length === 0) return <Typography.Text type="secondary">{m.notAdded}</Typography.Text>;
  return (
    <Flex gap={6} wrap>
      {items.map((item) => (
        <Tag key={item.id} style={{ marginInlineEnd: 0 }}>
          {item.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** A titled section of plain text (bio, description), kept as written. */
export function ProfileText({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <>
      <Typography.Title level={2} className="profile-section-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph className="profile-text">{text}</Typography.Paragraph>
    </>
  );
}

/** Labelled facts: one column, or `wide` two side by side on wide screens (under a section title). */
export function ProfileFacts({
  items,
  wide = false,
}: {
  items: DescriptionsProps['items'];
  wide?: boolean;
}) {
  return (
    <Descriptions
      column={wide ? { xs: 1, md: 2 } : 1}
      size={wide ? 'small' : undefined}
      items={items}
      className={wide ? 'profile-facts profile-facts-wide' : 'profile-facts'}
    />
  );
}

/**
 * An agency's contact email and typical project budget as profile facts (its own profile and
 * the employer's `agency-profile/{id}`); nothing for what it has not given.
 */
export function agencyContactFacts(agency: {
  contact_email?: string | null;
  budget?: { currency: string; min: number; max: number } | null;
}): { key: string; label: string; children: ReactNode }[] {
  const facts = [];
  if (agency.contact_email) {
    facts.push({
      key: 'contact-email',
      label: messages.agencyProfile.contactEmail,
      children: (
        <ExternalLink href={`mailto:${agency.contact_email}`}>{agency.contact_email}</ExternalLink>
      ),
    });
  }
  if (agency.budget) {
    const currency = agency.budget.currency as Currency;
    facts.push({
      key: 'budget',
      label: messages.agencyProfile.budget,
      children: `${moneyText(agency.budget.min, currency)} - ${moneyText(agency.budget.max, currency)}`,
    });
  }
  return facts;
}
