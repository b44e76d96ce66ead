/**
 * The parents codegen maps the case-study types to (codegen.ts `mappers`): what the service
 * reads, not GraphQL shapes; the fields are resolvers.ts's. Read by the generated resolver
 * types, so nothing here may import what imports them (a resolver, a module's index): that
 * would be an import cycle.
 */
import type { CaseStudyBlock } from '../../../shared/case-studies';

/** A case study with its agency as cards show it (services come from a per-request loader). */
export interface CaseStudyRecord {
  id: number;
  teamId: number;
  title: string;
  description: string;
  thumbnail: string | null;
  externalUrl: string | null;
  videoUrl: string | null;
  content: CaseStudyBlock[];
  createdAt: Date;
  updatedAt: Date;
  agency: { id: number; company: string; agencyName: string; avatar: string | null };
  canEdit: boolean;
}

/** What a resolver returns for a `CaseStudy`: the record (here and in the marketplace). */
export type CaseStudyParent = CaseStudyRecord;

/** A `CaseStudyAgency`: the record's agency; its services come from the team loader. */
export type CaseStudyAgencyParent = CaseStudyRecord['agency'];

/** A `CaseStudyBlock`: one stored media item. */
export type CaseStudyBlockParent = CaseStudyBlock;
