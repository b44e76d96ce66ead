import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { QueryPage } from '../../ui/query-page';
import { AgencyCaseStudies } from '../agency-marketplace';
import { agencyProfileQuery } from './documents';
import {
  ProfileFacts,
  ProfileHeader,
  ProfileText,
  agencyContactFacts,
  tagsOf,
} from './profile-parts';
import './profiles.css';

const m = messages.profiles;

/** Only web addresses become links: anything else an agency typed stays text. */
function websiteLink(website: string) {
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    new URL(href);
  } catch {
    return website;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {website}
    </a>
  );
}

/** `agency-profile/{id}` (employer): an agency, as an applicant or in the marketplace. */
export function AgencyProfilePage() {
  const { id = '' } = useParams();
  const query = useQuery(agencyProfileQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryPage
      data={query.data?.agencyProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.agencyNotFound}
      failed={m.couldNotGetProfile}
    >
      {(agency) => (
        <>
          <ProfileHeader name={agency.name} avatar={agency.avatar} vetted={agency.vetted}>
            <Typography.Text type="secondary">{m.agencyTitle}</Typography.Text>
          </ProfileHeader>
          <ProfileText title={m.about} text={agency.bio} />
          {agency.description !== agency.bio ? (
            <Typography.Paragraph className="profile-text">
              {agency.description}
            </Typography.Paragraph>
          ) : null}
          <ProfileFacts
            items={[
              { key: 'services', label: m.services, children: tagsOf(agency.services) },
              {
                key: 'industries',
                label: m.categoryExperience,
                children: tagsOf(agency.industries),
              },
              {
                key: 'locations',
                label: m.location,
                children: agency.locations.length ? (
                  agency.locations.join(' · ')
                ) : (
                  <Typography.Text type="secondary">{m.notAdded}</Typography.Text>
                ),
              },
              ...(agency.website
                ? [{ key: 'website', label: m.website, children: websiteLink(agency.website) }]
                : []),
              ...agencyContactFacts(agency),
            ]}
          />
          <AgencyCaseStudies agencyId={agency.id} group="employer" />
        </>
      )}
    </QueryPage>
  );
}
