import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { QueryPage } from '../../ui/query-page';
import { PendingEmailNotice } from '../email-change';
import { CompanyProfileView, addressLines } from './company-profile-view';
import { myCompanyProfileQuery } from './documents';

const m = messages.companyProfile;

/**
 * `/employer/profile` (View Profile): the company as candidates see it, with its full address,
 * and Edit Profile for the team's admins.
 */
export function OwnCompanyProfilePage() {
  const query = useQuery(myCompanyProfileQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    document.title = `${m.viewProfile} · ${messages.brand.name}`;
  }, []);
  return (
    <QueryPage
      data={query.data?.myCompanyProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {(company) => (
        <>
          <PendingEmailNotice
            pendingEmail={company.pending_email}
            onChanged={() => query.refetch()}
          />
          <CompanyProfileView
            company={company}
            address={addressLines(company)}
            addressLabel={m.address}
            actions={
              company.can_edit ? (
                <ButtonLink
                  type="primary"
                  icon={<EditOutlined />}
                  to={groupPath('employer', 'edit-profile')}
                  style={{ marginTop: 12 }}
                >
                  {m.editProfile}
                </ButtonLink>
              ) : null
            }
          />
        </>
      )}
    </QueryPage>
  );
}
