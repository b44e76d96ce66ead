/**
 * The parents codegen maps the opportunity types to (codegen.ts `mappers`): database rows, not
 * GraphQL shapes. Read by the generated resolver types, so nothing here may import what
 * imports them (a resolver, a module's index): that would be an import cycle.
 */
import type { OpportunityTarget } from '../../../shared/opportunities';
import type { opportunities, teams } from '../../db/schema';
import type { NumberedPageRequest } from '../../platform/paging';
export type { UserSummary, ViewerApplication as ViewerApplicationRow } from './opportunity-loaders';

export type OpportunityRow = typeof opportunities.$inferSelect;

/** What a list row carries besides the post, joined in by the list's one statement. */
export interface ListedOpportunity extends OpportunityRow {
  /** `created_at` as PostgreSQL writes it: exact to the microsecond, for cursors. */
  createdAtText: string;
  team: { id: number; company: string; avatar: string | null };
  creator: { id: number; firstName: string; lastName: string };
  applicantsCount: number;
}

/** What a resolver returns for an `Opportunity`: the post's row, or a list's row. */
export type OpportunityParent = OpportunityRow | ListedOpportunity;

/** One of the caller's applications with its post (an `AppliedOpportunity`). */
export interface AppliedRow {
  applicationId: number;
  appliedAt: Date;
  open: boolean;
  opportunity: ListedOpportunity;
}

/** A company as candidates and agencies see it (`company-profile/{id}`): its team's columns. */
export interface CompanyProfileRow extends Pick<
  typeof teams.$inferSelect,
  | 'id'
  | 'company'
  | 'avatar'
  | 'bio'
  | 'description'
  | 'whatSetsApart'
  | 'website'
  | 'city'
  | 'state'
  | 'country'
> {
  /** The owner's vetted flag: the company's badge. */
  vetted: boolean;
  /** The side whose posts the profile lists to this caller. */
  target: OpportunityTarget;
}

/** What a resolver returns for a `CompanyProfile`: the row, and the page of posts asked for. */
export interface CompanyProfileParent extends CompanyProfileRow {
  postsPage: NumberedPageRequest;
}
