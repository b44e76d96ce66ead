import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { WORKING_HOURS } from '../../../shared/opportunities';
import {
  NOTICE_PERIOD_UNITS,
  PAYROLL_STATUSES,
  RIGHT_TO_WORK,
  WORK_LOCATIONS,
} from '../../../shared/options';
import type { CandidateProfileFieldsFragment } from '../../gql/graphql';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ExternalLink } from '../../ui/external-link';
import { ProfileFacts, ProfileHeader, ProfileText, tagsOf } from './profile-parts';
import './profiles.css';
import { formatDate } from '../../lib/dates';

const m = messages.profiles;

export type CandidateProfileData = CandidateProfileFieldsFragment;

/** Which file a download button asks for: the CV, or a supporting document by id. */
export type ProfileFile = { kind: 'cv' } | { kind: 'document'; id: string };

const notAdded = <Typography.Text type="secondary">{m.notAdded}</Typography.Text>;

/** A label from an option list, or the value itself when the list does not know it. */
function labelOf<V extends string | number>(
  options: readonly { value: V; label: string }[],
  value: V | null | undefined,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** `Mar 2019`, as a timeline shows the months of an experience or a course. */
function monthOf(date: string): string {
  return dayjs(date).format('MMM YYYY');
}

function yearsText(years: number): string {
  return years < 1 ? m.lessThanAYear : m.years(years);
}

/** `£35,000 – £42,000 per year`, or null without a range. */
function expectationsOf(profile: CandidateProfileData): string | null {
  const { minimum_salary: min, maximum_salary: max, salary_currency, salary_unit } = profile;
  if (min === null && max === null) return null;
  let format: (amount: number) => string;
  try {
    const formatter = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: salary_currency,
      maximumFractionDigits: 0,
    });
    format = (amount) => formatter.format(amount);
  } catch {
    format = (amount) => `${salary_currency} ${amount}`;
  }
  const range = [min, max]
    .filter((amount): amount is number => amount !== null)
    .map(format)
    .join(' – ');
  const unit = salary_unit === 'DAY' ? m.perDay : salary_unit === 'YEAR' ? m.perYear : '';
  return unit ? `${range} ${unit}` : range;
}

/** `1 month`, `2 weeks`: the number and its unit, singular for one. */
function noticeOf(profile: CandidateProfileData): string | null {
  if (profile.notice_period === null) return null;
  const unit = labelOf(NOTICE_PERIOD_UNITS, profile.notice_period_unit)?.toLowerCase() ?? '';
  const n = profile.notice_period;
  return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`.trim();
}

function textOr(value: string | null | undefined): ReactNode {
  return value ? value : notAdded;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} className="profile-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** One entry of the experience or education timeline. */
function TimelineEntry({
  title,
  subtitle,
  from,
  to,
  years,
  description,
}: {
  title: string;
  subtitle: string;
  from: string;
  to: string | null;
  years?: number;
  description: string;
}) {
  return (
    <li className="profile-timeline-entry">
      <Typography.Text strong>{title}</Typography.Text>
      <div>{subtitle}</div>
      <Typography.Text type="secondary">
        <time dateTime={from}>{monthOf(from)}</time> –{' '}
        {to ? <time dateTime={to}>{monthOf(to)}</time> : m.present}
        {years === undefined ? null : ` · ${yearsText(years)}`}
      </Typography.Text>
      {description.trim() ? (
        <Typography.Paragraph className="profile-text" style={{ margin: '4px 0 0' }}>
          {description}
        </Typography.Paragraph>
      ) : null}
    </li>
  );
}

/**
 * A candidate's profile as an employer sees it: one component for `candidate-profile/{id}`,
 * `freelancer-profile/{userId}-{applicationId}` and the candidate's own `profile` page. Every
 * section is shown, an empty one saying so. `children` come under the header (the page's
 * own parts: an application, the viewer's applications).
 */
export function CandidateProfileView({
  profile,
  downloading,
  onDownload,
  actions,
  children,
}: {
  profile: CandidateProfileData;
  /** The key of the file being downloaded (`cv`, `document:<id>`). */
  downloading: string | null;
  onDownload: (file: ProfileFile) => void;
  /** Beside the name (the owner's Edit Profile link). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="candidate-profile">
      <CandidateHeader profile={profile} actions={actions} />
      {children}

      {profile.bio?.trim() ? (
        <ProfileText title={m.about} text={profile.bio} />
      ) : (
        <Section title={m.about}>{notAdded}</Section>
      )}

      <SkillsSection profile={profile} />
      <TimelineSections profile={profile} />
      <CategorySection profile={profile} />
      <PreferencesSection profile={profile} />
      <DocumentsSection profile={profile} downloading={downloading} onDownload={onDownload} />
    </div>
  );
}

interface SectionProps {
  profile: CandidateProfileData;
}

const names = (items: readonly { key: string; name: string }[]) =>
  items.map((item) => ({ id: item.key, name: item.name }));

/** The photo, name and vetted badge; pronouns, position, place and links; the page's actions. */
function CandidateHeader({ profile, actions }: SectionProps & { actions?: ReactNode }) {
  const location = [
    profile.city,
    profile.state,
    profile.country ? countryName(profile.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Flex justify="space-between" align="start" gap={16} wrap>
      <ProfileHeader name={profile.name} avatar={profile.avatar} vetted={profile.vetted}>
        {profile.pronouns ? (
          <div>
            <Typography.Text type="secondary">{profile.pronouns}</Typography.Text>
          </div>
        ) : null}
        {profile.position ? (
          <div>
            <Typography.Text strong>{profile.position}</Typography.Text>
          </div>
        ) : null}
        {location ? (
          <div>
            <Typography.Text type="secondary">{location}</Typography.Text>
          </div>
        ) : null}
        {profile.linkedin || profile.supporting_url ? (
          <Flex gap={16} wrap>
            {profile.linkedin ? (
              <ExternalLink href={profile.linkedin}>{m.linkedin}</ExternalLink>
            ) : null}
            {profile.supporting_url ? (
              <ExternalLink href={profile.supporting_url}>{m.supportingUrl}</ExternalLink>
            ) : null}
          </Flex>
        ) : null}
      </ProfileHeader>
      {actions}
    </Flex>
  );
}

/** Skills: top, craft and software skills, qualifications, other qualifications, services. */
function SkillsSection({ profile }: SectionProps) {
  const topSkills = profile.skills.filter((skill) => skill.is_top);
  const skills = profile.skills.filter((skill) => !skill.software);
  const softwareSkills = profile.skills.filter((skill) => skill.software);
  return (
    <Section title={m.skills}>
      <ProfileFacts
        wide
        items={[
          { key: 'top', label: m.topSkills, children: tagsOf(topSkills) },
          { key: 'skills', label: m.skills, children: tagsOf(skills) },
          { key: 'software', label: m.softwareSkills, children: tagsOf(softwareSkills) },
          {
            key: 'qualifications',
            label: m.qualifications,
            children: tagsOf(profile.qualifications),
          },
          {
            key: 'other',
            label: m.otherQualifications,
            children: tagsOf(profile.other_qualifications),
          },
          { key: 'services', label: m.services, children: tagsOf(profile.services) },
        ]}
      />
    </Section>
  );
}

/** Experience and education, each a timeline. */
function TimelineSections({ profile }: SectionProps) {
  return (
    <>
      <Section title={m.experience}>
        {profile.experiences.length === 0 ? (
          notAdded
        ) : (
          <ol className="profile-timeline">
            {profile.experiences.map((experience) => (
              <TimelineEntry
                key={experience.id}
                title={experience.title}
                subtitle={experience.company}
                from={experience.from}
                to={experience.to ?? null}
                years={experience.years}
                description={experience.description}
              />
            ))}
          </ol>
        )}
      </Section>

      <Section title={m.education}>
        {profile.education.length === 0 ? (
          notAdded
        ) : (
          <ol className="profile-timeline">
            {profile.education.map((education) => (
              <TimelineEntry
                key={education.id}
                title={education.qualification}
                subtitle={education.school_name}
                from={education.from}
                to={education.to ?? null}
                description={education.description}
              />
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** Category experience: industries, genres, positions sought and role levels. */
function CategorySection({ profile }: SectionProps) {
  return (
    <Section title={m.categoryExperience}>
      <ProfileFacts
        wide
        items={[
          {
            key: 'industries',
            label: m.categoryExperience,
            children: tagsOf(profile.industries),
          },
          { key: 'genres', label: m.genres, children: tagsOf(profile.genres) },
          { key: 'positions', label: m.positionsSought, children: tagsOf(profile.positions) },
          { key: 'levels', label: m.roleLevels, children: tagsOf(names(profile.role_levels)) },
        ]}
      />
    </Section>
  );
}

/** Preferences: job types, hours, location, languages, pay, right to work and availability. */
function PreferencesSection({ profile }: SectionProps) {
  const labels = (
    options: readonly { value: string; label: string }[],
    values: readonly string[],
  ) => values.map((value) => ({ id: value, name: labelOf(options, value) ?? value }));
  return (
    <Section title={m.preferences}>
      <ProfileFacts
        wide
        items={[
          { key: 'job-types', label: m.jobTypes, children: tagsOf(names(profile.job_types)) },
          {
            key: 'hours',
            label: m.workingHours,
            children: tagsOf(labels(WORKING_HOURS, profile.working_hours)),
          },
          {
            key: 'location',
            label: m.workLocation,
            children: textOr(labelOf(WORK_LOCATIONS, profile.work_location)),
          },
          {
            key: 'languages',
            label: m.languages,
            children: tagsOf(profile.languages.map((name) => ({ id: name, name }))),
          },
          {
            key: 'expectations',
            label: m.expectations,
            children: textOr(expectationsOf(profile)),
          },
          {
            key: 'payroll',
            label: m.payrollStatus,
            children: textOr(labelOf(PAYROLL_STATUSES, profile.payroll_status)),
          },
          {
            key: 'right-to-work',
            label: m.rightToWork,
            children: textOr(labelOf(RIGHT_TO_WORK, profile.right_to_work)),
          },
          {
            key: 'availability',
            label: m.availability,
            children: profile.start_date ? (
              <time dateTime={profile.start_date}>{formatDate(profile.start_date)}</time>
            ) : (
              notAdded
            ),
          },
          { key: 'notice', label: m.noticePeriod, children: textOr(noticeOf(profile)) },
        ]}
      />
    </Section>
  );
}

/** The CV and the supporting documents, each with its download button. */
function DocumentsSection({
  profile,
  downloading,
  onDownload,
}: SectionProps & {
  downloading: string | null;
  onDownload: (file: ProfileFile) => void;
}) {
  return (
    <Section title={m.documents}>
      <ProfileFacts
        wide
        items={[
          {
            key: 'cv',
            label: m.cv,
            children: profile.cv ? (
              <FileRow
                name={profile.cv.name}
                label={m.downloadCv}
                loading={downloading === 'cv'}
                onClick={() => onDownload({ kind: 'cv' })}
              />
            ) : (
              notAdded
            ),
          },
          {
            key: 'documents',
            label: m.supportingDocuments,
            children:
              profile.supporting_documents.length === 0 ? (
                notAdded
              ) : (
                <Flex vertical gap={8}>
                  {profile.supporting_documents.map((document) => (
                    <FileRow
                      key={document.id}
                      name={document.name}
                      label={m.download}
                      loading={downloading === `document:${document.id}`}
                      onClick={() => onDownload({ kind: 'document', id: document.id })}
                    />
                  ))}
                </Flex>
              ),
          },
        ]}
      />
    </Section>
  );
}

/** A file's name (when known) and its download button, named after the file for screen readers. */
export function FileRow({
  name,
  label,
  loading,
  onClick,
}: {
  name?: string;
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Flex gap={12} align="center" wrap>
      {name ? (
        <Typography.Text>
          <FileTextOutlined aria-hidden /> {name}
        </Typography.Text>
      ) : null}
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        loading={loading}
        onClick={onClick}
      >
        {label}
        {name ? <VisuallyHidden> {name}</VisuallyHidden> : null}
      </Button>
    </Flex>
  );
}

/** The link of a file a button asked for, from a (fresh) profile. */
export function profileFileLink(profile: CandidateProfileData, file: ProfileFile): string | null {
  if (file.kind === 'cv') return profile.cv?.fileUrl ?? null;
  return profile.supporting_documents.find((document) => document.id === file.id)?.fileUrl ?? null;
}

export function profileFileKey(file: ProfileFile): string {
  return file.kind === 'cv' ? 'cv' : `document:${file.id}`;
}
