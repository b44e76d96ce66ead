import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { appliedOn } from '../applicants/view-applicants-page';
import { postPaths } from '../opportunities/post-lists';
import { candidateProfileQuery } from './documents';
import { ProfileFacts, ProfileHeader, ProfileText, tagsOf } from './profile-parts';
import './profiles.css';

const m = messages.profiles;

/**
 * `candidate-profile/{id}` (employer): a candidate who applied to one of the team's posts,
 * as the employer sees them, with what they applied to.
 */
export function CandidateProfilePage() {
  const { id = '' } = useParams();
  const query = useQuery(candidateProfileQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryPage
      data={query.data?.candidateProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.candidateNotFound}
      failed={m.couldNotGetProfile}
    >
      {(candidate) => {
        const headline = [candidate.position, candidate.pronouns].filter(Boolean).join(' · ');
        const location = [
          candidate.city,
          candidate.state,
          candidate.country ? countryName(candidate.country) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <>
            <ProfileHeader
              name={candidate.name}
              avatar={candidate.avatar}
              vetted={candidate.vetted}
            >
              {headline ? <Typography.Text strong>{headline}</Typography.Text> : null}
              {location ? (
                <div>
                  <Typography.Text type="secondary">{location}</Typography.Text>
                </div>
              ) : null}
            </ProfileHeader>
            <ProfileText title={m.about} text={candidate.bio} />
            <ProfileFacts
              items={[
                {
                  key: 'industries',
                  label: m.categoryExperience,
                  children: tagsOf(candidate.industries),
                },
                {
                  key: 'positions',
                  label: m.positionsSought,
                  children: tagsOf(candidate.positions),
                },
              ]}
            />
            <Typography.Title level={2} className="profile-section-title">
              {m.appliedTo}
            </Typography.Title>
            <ul className="profile-applications">
              {candidate.applications.map(({ id: applicationId, created_at, opportunity }) => (
                <li key={applicationId}>
                  <span>
                    <Link to={postPaths(opportunity.target, opportunity.id).view}>
                      {opportunity.title}
                    </Link>{' '}
                    <Typography.Text type="secondary">
                      ·{' '}
                      {opportunity.target === 'JOB'
                        ? messages.applicants.job
                        : messages.applicants.project}{' '}
                      · {messages.applicants.applied}{' '}
                      <time dateTime={created_at}>{appliedOn(created_at)}</time>
                    </Typography.Text>
                  </span>
                  <Link to={groupPath('employer', `view-applicants/${opportunity.id}`)}>
                    {m.viewApplicants}
                    <VisuallyHidden> {opportunity.title}</VisuallyHidden>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </QueryPage>
  );
}
