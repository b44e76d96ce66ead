/**
 * The parents codegen maps the opportunity types to (codegen.ts `mappers`): database rows, not
 * GraphQL shapes. Read by the generated resolver types, so nothing here may import what
 * imports them (a resolver, a module's index): that would be an import cycle.
 */
import type { opportunities } from '../../db/schema';
export type { UserSummary } from './opportunity-loaders';

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
