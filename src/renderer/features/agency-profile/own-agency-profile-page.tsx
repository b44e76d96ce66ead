import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { AgencyCaseStudies } from '../agency-marketplace';
import { AgencyProfileView } from './agency-profile-view';
import { AgencyQueryPage } from './agency-query-page';
import { myAgencyProfileQuery } from './documents';

const m = messages.agencyProfile;

/**
 * `/agency/profile` (View Profile, and the agency's My Account): the agency as employers see
 * it (with its case studies), and Edit Profile for its owner. Its members see it too.
 */
export function OwnAgencyProfilePage() {
  const query = useQuery(myAgencyProfileQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AgencyQueryPage title={m.viewProfile} query={query} data={query.data?.myAgencyProfile}>
      {(agency) => (
        <>
          <AgencyProfileView
            agency={agency}
            actions={
              agency.can_edit ? (
                <ButtonLink
                  type="primary"
                  icon={<EditOutlined />}
                  to={groupPath('agency', 'edit-profile')}
                  style={{ marginTop: 12 }}
                >
                  {m.editProfile}
                </ButtonLink>
              ) : null
            }
          />
          {/* Its case studies as employers see them on its profile, each opening its page. */}
          <AgencyCaseStudies agencyId={agency.id} group="agency" />
        </>
      )}
    </AgencyQueryPage>
  );
}
