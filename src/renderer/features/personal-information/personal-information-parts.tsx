import { Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { moneyText, type Currency } from '../../../shared/opportunities';
import {
  NOTICE_PERIOD_UNITS,
  PAYROLL_STATUSES,
  RIGHT_TO_WORK,
  WORK_LOCATIONS,
} from '../../../shared/options';
import {
  PREFERENCE_JOB_TYPES,
  type SalaryUnit,
} from '../../../shared/validation/personal-information';
import { ExternalLink } from '../../ui/external-link';
import { formatDate } from '../../lib/dates';
// The parts bring their own styles, so another feature showing them needs no stylesheet of ours.
import './personal-information.css';

const m = messages.personalInformation;

/** An option's label, or the value as stored when the list no longer has it. */
export function labelOf<V extends string | number>(
  options: readonly { value: V; label: string }[],
  value: V | null | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** '€400 - €650 per day', or null without a range. */
export function salaryText(user: {
  salary_currency: string;
  salary_unit?: SalaryUnit | null;
  minimum_salary?: number | null;
  maximum_salary?: number | null;
}): string | null {
  const { salary_unit: unit, minimum_salary: min, maximum_salary: max } = user;
  if (!unit || typeof min !== 'number' || typeof max !== 'number') return null;
  const currency = user.salary_currency as Currency;
  const per = unit === 'DAY' ? m.perDay : m.perYear;
  return `${moneyText(min, currency)} - ${moneyText(max, currency)} ${per}`;
}

/** A saved web address as a link out of the app, or null. */
export function externalLink(href: string | null | undefined): ReactNode {
  return href ? <ExternalLink href={href}>{href}</ExternalLink> : null;
}

export function jobTypesText(jobTypes: readonly string[]): string {
  return jobTypes.map((type) => labelOf(PREFERENCE_JOB_TYPES, type as never) ?? type).join(', ');
}

export function noticeText(period: number | null | undefined, unit: string | null | undefined) {
  if (!period) return null;
  return `${period} ${labelOf(NOTICE_PERIOD_UNITS, unit as never) ?? ''}`.trim();
}

export function Value({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') {
    return <Typography.Text type="secondary">{m.notGiven}</Typography.Text>;
  }
  return <>{children}</>;
}

export function Tags({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Value>{null}</Value>;
  return (
    <Flex gap={6} wrap>
      {names.map((name) => (
        <Tag key={name} style={{ marginInlineEnd: 0 }}>
          {name}
        </Tag>
      ))}
    </Flex>
  );
}

/** A titled block of label–value pairs. */
export function FactSection({
  title,
  items,
}: {
  title: string;
  items: readonly { label: string; value: ReactNode }[];
}) {
  const rows: DescriptionsProps['items'] = items.map((item) => ({
    key: item.label,
    label: item.label,
    children: <Value>{item.value}</Value>,
  }));
  return (
    <section className="personal-information-section">
      <Typography.Title level={2} className="personal-information-section-title">
        {title}
      </Typography.Title>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={rows} size="small" />
    </section>
  );
}

/** What the read view shows of a user (the fragment's fields). */
export interface PersonalInformationView {
  email: string;
  first_name: string;
  last_name: string;
  pronouns?: string | null;
  position?: string | null;
  company?: string | null;
  phone?: string | null;
  phone_secondary?: string | null;
  linkedin?: string | null;
  supporting_url?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  location?: string | null;
  payroll_status?: number | null;
  right_to_work?: string | null;
  start_date?: string | null;
  notice_period?: number | null;
  notice_period_unit?: string | null;
  ethnicity?: string | null;
  referee_1?: string | null;
  referee_2?: string | null;
  looking_for: readonly string[];
  languages: readonly string[];
  positions: readonly { id: string; name: string }[];
  salary_currency: string;
  salary_unit?: SalaryUnit | null;
  minimum_salary?: number | null;
  maximum_salary?: number | null;
}

/** A saved address as read-only facts (a person's, or an agency team's). */
export function AddressFacts({
  title,
  address,
}: {
  title: string;
  address: {
    address_1?: string | null;
    address_2?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    country?: string | null;
  };
}) {
  return (
    <FactSection
      title={title}
      items={[
        { label: m.address1, value: address.address_1 },
        { label: m.address2, value: address.address_2 },
        { label: m.city, value: address.city },
        { label: m.county, value: address.state },
        { label: m.postcode, value: address.zip },
        { label: m.country, value: address.country ? countryName(address.country) : null },
      ]}
    />
  );
}

/** Every section of the read view, in the edit form's order. */
export function PersonalInformationFacts({
  user,
  jobLevels,
}: {
  user: PersonalInformationView;
  jobLevels: readonly { key: string; name: string }[];
}) {
  const levelName = (key: string) => jobLevels.find((level) => level.key === key)?.name ?? key;
  return (
    <>
      <FactSection
        title={m.sections.contact}
        items={[
          { label: m.firstName, value: user.first_name },
          { label: m.lastName, value: user.last_name },
          { label: m.pronouns, value: user.pronouns },
          { label: m.email, value: user.email },
          { label: m.phone, value: user.phone },
          { label: m.phoneSecondary, value: user.phone_secondary },
          { label: m.jobTitle, value: user.position },
          { label: m.currentEmployer, value: user.company },
          { label: m.linkedin, value: externalLink(user.linkedin) },
          { label: m.supportingUrl, value: externalLink(user.supporting_url) },
        ]}
      />
      <AddressFacts title={m.sections.address} address={user} />
      <FactSection
        title={m.sections.roles}
        items={[
          { label: m.roleLevels, value: <Tags names={user.looking_for.map(levelName)} /> },
          { label: m.positions, value: <Tags names={user.positions.map((p) => p.name)} /> },
          { label: m.languages, value: <Tags names={user.languages} /> },
        ]}
      />
      <FactSection
        title={m.sections.expectations}
        items={[{ label: m.expectedRange, value: salaryText(user) }]}
      />
      <FactSection
        title={m.sections.availability}
        items={[
          { label: m.workLocation, value: labelOf(WORK_LOCATIONS, user.location as never) },
          {
            label: m.payrollStatus,
            value: labelOf(PAYROLL_STATUSES, user.payroll_status as never),
          },
          { label: m.rightToWork, value: labelOf(RIGHT_TO_WORK, user.right_to_work as never) },
          {
            label: m.availability,
            value: user.start_date ? formatDate(user.start_date) : null,
          },
          { label: m.noticePeriod, value: noticeText(user.notice_period, user.notice_period_unit) },
        ]}
      />
      <FactSection
        title={m.sections.references}
        items={[
          { label: m.referee1, value: user.referee_1 },
          { label: m.referee2, value: user.referee_2 },
          { label: m.ethnicity, value: user.ethnicity },
        ]}
      />
    </>
  );
}
