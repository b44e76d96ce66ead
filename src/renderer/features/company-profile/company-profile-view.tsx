import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { normaliseRichText } from '../../../shared/rich-text';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { ProfileHeader } from '../profiles';

const labels = messages.candidateOpportunities;

/** A company as its profile shows it, to candidates and agencies and to its own team alike. */
export interface CompanyProfileFacts {
  company: string;
  avatar?: string | null;
  vetted: boolean;
  bio?: string | null;
  description?: string | null;
  what_sets_apart?: string | null;
  website?: string | null;
}

export interface AddressParts {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

/** An address's lines that are filled in, the country by its name. */
export function addressLines(address: AddressParts): string[] {
  const country = COUNTRIES.find((entry) => entry.code === address.country)?.name;
  return [
    address.address_1,
    address.address_2,
    address.city,
    address.state,
    address.zip,
    country ?? address.country,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** A bio or description: rich text as saved by edit-profile, or plain text from onboarding. */
function CompanyText({ value }: { value: string }) {
  return normaliseRichText(value) ? (
    <RichTextView value={value} />
  ) : (
    <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
  );
}

/**
 * The company's header (logo, name, the vetted badge), what it says about itself, its website
 * and where it is (`address`: its lines, under `addressLabel`). Shared by `company-profile/{id}`
 * and the employer's own View Profile, so both show the company the same way.
 */
export function CompanyProfileView({
  company,
  address,
  addressLabel,
  actions,
}: {
  company: CompanyProfileFacts;
  address: readonly string[];
  addressLabel: string;
  /** Beside the name (the admin's Edit Profile). */
  actions?: ReactNode;
}) {
  const rows = [
    company.bio && {
      key: 'bio',
      label: labels.about,
      children: <CompanyText value={company.bio} />,
    },
    company.description && {
      key: 'description',
      label: labels.description,
      children: <CompanyText value={company.description} />,
    },
    company.what_sets_apart && {
      key: 'apart',
      label: labels.whatSetsApart,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{company.what_sets_apart}</span>,
    },
    company.website && {
      key: 'website',
      label: labels.website,
      children: (
        <a href={company.website} target="_blank" rel="noopener noreferrer">
          {company.website}
        </a>
      ),
    },
    address.length > 0 && {
      key: 'address',
      label: addressLabel,
      children: (
        <address style={{ fontStyle: 'normal' }}>
          {address.map((line, index) => (
            <Typography.Text key={index} style={{ display: 'block' }}>
              {line}
            </Typography.Text>
          ))}
        </address>
      ),
    },
  ].filter((row) => Boolean(row)) as { key: string; label: string; children: ReactNode }[];

  return (
    <>
      <ProfileHeader name={company.company} avatar={company.avatar} vetted={company.vetted}>
        {actions}
      </ProfileHeader>
      {rows.length > 0 && <Descriptions column={1} items={rows} style={{ marginTop: 24 }} />}
    </>
  );
}
