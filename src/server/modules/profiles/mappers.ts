/**
 * The parents codegen maps the profile types to (codegen.ts `mappers`): what the service reads,
 * not GraphQL shapes; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, an index that reaches one): that
 * would be an import cycle. The candidates index reaches none (madge checks it).
 */
import type { OpportunityTarget } from '../../../shared/opportunities';
import type { teams, users } from '../../db/schema';
import type { ProfileLists } from '../candidates';

/** The post a candidate applied to, as its team sees it. */
export interface AppliedPost {
  id: number;
  title: string;
  target: OpportunityTarget;
}

/** One of the candidate's applications to the viewer's posts. */
export interface CandidateApplicationRow {
  id: number;
  createdAt: Date;
  opportunity: AppliedPost;
}

/** A candidate's user row and lists, for a viewer allowed to see them. */
export interface CandidateProfileRow extends ProfileLists {
  user: typeof users.$inferSelect;
  roleLevels: { key: string; name: string; description: string }[];
  jobTypes: { key: string; name: string }[];
  /** Their applications to the caller's posts, newest first. */
  applications: CandidateApplicationRow[];
}

/** One application as the posting team reads it, with the files sent. */
export interface CandidateApplicationDetailRow extends CandidateApplicationRow {
  reason: string;
  resume: string | null;
  document: string | null;
}

export interface FreelancerProfileRow {
  profile: CandidateProfileRow;
  application: CandidateApplicationDetailRow;
}

/** An agency team's row, its owner's badge and its lists (agency-profile's `AgencyLists`). */
export interface AgencyProfileRow {
  team: typeof teams.$inferSelect;
  vetted: boolean;
  services: { id: number; name: string; slug: string }[];
  industries: { id: number; name: string }[];
}
