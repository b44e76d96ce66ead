/**
 * The parents codegen maps the application types to (codegen.ts `mappers`): what the service
 * reads, not GraphQL shapes; the fields are resolvers.ts's. Read by the generated resolver
 * types, so nothing here may import what imports them (a resolver, a module's index): that
 * would be an import cycle.
 */
import type { UserType } from '../../../shared/users';

/** One application to a post with who applied, as the posting team lists them. */
export interface ApplicationRow {
  id: number;
  reason: string;
  resume: string | null;
  document: string | null;
  isShown: boolean;
  createdAt: Date;
  user: { id: number; profileId: string; firstName: string; lastName: string; type: UserType };
  /** The applicant's agency team (AGENCY users, GUEST members of an agency), else null. */
  agency: { id: number; company: string } | null;
}

/** An `ApplicantUser`: the row's applicant, with their agency beside them. */
export type ApplicantUserParent = ApplicationRow['user'] & { agency: ApplicationRow['agency'] };
