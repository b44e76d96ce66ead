import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { OwnAgencyProfileFieldsFragment } from '../../gql/graphql';
import { ProfileFacts, ProfileHeader, ProfileText, agencyContactFacts, tagsOf } from '../profiles';

const m = messages.profiles;
const own = messages.agencyProfile;

function listOrNotAdded(items: readonly string[]): ReactNode {
  return items.length > 0 ? (
    items.join(' · ')
  ) : (
    <Typography.Text type="secondary">{m.notAdded}</Typography.Text>
  );
}

/** A saved website (https:// was added on save): a link only when it is a web address. */
function websiteOf(website: string): ReactNode {
  return /^https?:\/\//i.test(website) ? (
    <a href={website} target="_blank" rel="noopener noreferrer">
      {website}
    </a>
  ) : (
    website
  );
}

/**
 * The agency as employers see it (`agency-profile/{id}`: the same header, bio and facts from
 * features/profiles), with what its own users also keep on it: the phone numbers.
 */
export function AgencyProfileView({
  agency,
  actions,
}: {
  agency: OwnAgencyProfileFieldsFragment;
  actions?: ReactNode;
}) {
  return (
    <>
      <ProfileHeader name={agency.name} avatar={agency.avatar} vetted={agency.vetted}>
        <Typography.Text type="secondary">{m.agencyTitle}</Typography.Text>
        {actions ? <div>{actions}</div> : null}
      </ProfileHeader>
      <ProfileText title={m.about} text={agency.bio} />
      <ProfileFacts
        items={[
          { key: 'services', label: m.services, children: tagsOf(agency.services) },
          { key: 'industries', label: m.categoryExperience, children: tagsOf(agency.industries) },
          { key: 'locations', label: m.location, children: listOrNotAdded(agency.locations) },
          { key: 'phones', label: own.phones, children: listOrNotAdded(agency.phones) },
          {
            key: 'website',
            label: m.website,
            children: agency.website ? websiteOf(agency.website) : listOrNotAdded([]),
          },
          ...agencyContactFacts(agency),
        ]}
      />
    </>
  );
}
