import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import {
  PROJECT_KIND,
  ROLE_TYPES,
  compensationText,
  type CompensationUnit,
  type Currency,
} from '../../../shared/opportunities';
import type { Group } from '../../../shared/users';
import type { CandidateOpportunityCardFragment } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';
import './candidate-opportunities.css';

const m = messages.candidateOpportunities;

/** The group whose published posts these pages show: candidates' jobs, agencies' projects. */
export type BrowsingGroup = Extract<Group, 'candidate' | 'agency'>;

export const opportunityPath = (group: BrowsingGroup, id: string) =>
  groupPath(group, `opportunities/${id}`);
export const companyProfilePath = (group: BrowsingGroup, id: string) =>
  groupPath(group, `company-profile/${id}`);

/** '£40,000 - £55,000 annually', or null when the post hides it. */
export function compensationOf(post: {
  is_compensation_displayed: boolean;
  minimumBudget: number;
  maximumBudget: number;
  compensation_currency: string;
  compensation_unit: string;
}): string | null {
  if (!post.is_compensation_displayed) return null;
  return compensationText({
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    currency: post.compensation_currency as Currency,
    unit: post.compensation_unit as CompensationUnit,
  });
}

export function roleTypeLabel(type: string): string {
  if (type === PROJECT_KIND) return m.project;
  return ROLE_TYPES.find((option) => option.value === type)?.label ?? type;
}

/**
 * The rows of a list of posts: title (to the post), employer (to its profile), date posted,
 * where, type and pay, and a View Opportunity link; `aside` adds to a row (the applied
 * list's Open or Closed).
 */
export function OpportunityRows({
  group,
  posts,
  labelledBy,
  aside,
}: {
  group: BrowsingGroup;
  posts: readonly CandidateOpportunityCardFragment[];
  labelledBy: string;
  aside?: (post: CandidateOpportunityCardFragment) => ReactNode;
}) {
  return (
    <ul className="opportunity-rows" aria-labelledby={labelledBy}>
      {posts.map((post) => {
        const pay = compensationOf(post);
        return (
          <li key={post.id} className="opportunity-row">
            <div className="opportunity-row-main">
              <Link to={opportunityPath(group, post.id)} className="opportunity-row-title">
                {post.title}
              </Link>
              <Typography.Text type="secondary" className="opportunity-row-meta">
                <Link to={companyProfilePath(group, post.agency.id)}>{post.agency.company}</Link>
                {` · ${m.datePosted} ${post.job_number}`}
                {post.work_mode_label && ` · ${post.work_mode_label}`}
              </Typography.Text>
              <Flex wrap gap={4}>
                <Tag>{roleTypeLabel(post.type)}</Tag>
                {pay && <Tag>{pay}</Tag>}
              </Flex>
            </div>
            <Flex gap={12} align="center" wrap>
              {aside?.(post)}
              <Link
                to={opportunityPath(group, post.id)}
                aria-label={`${m.viewOpportunity}: ${post.title}`}
              >
                {m.viewOpportunity}
              </Link>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
