import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { applicationSchema } from '../../../shared/validation/applications';
import { requestActor } from '../identity';
import type { ApplicationRow } from './application-service';

/**
 * An application as the API answers it. The CV and document links are minted here, for a
 * list the service answered only to a caller allowed to see it (file-links.ts).
 */
async function applicantOf(
  row: ApplicationRow,
  context: GraphQLContext,
): Promise<ResolversTypes['Applicant']> {
  const link = (path: string | null) => (path ? context.services.fileLinks.sign(path) : null);
  const [resumeUrl, documentUrl] = await Promise.all([link(row.resume), link(row.document)]);
  return {
    id: row.id,
    user: {
      id: row.user.id,
      // The opaque id the applicants list links a candidate's profile with (docs/profiles.md).
      profile_id: row.user.type === 'FREELANCER' ? row.user.profileId : null,
      name: `${row.user.firstName} ${row.user.lastName}`.trim(),
      type: row.user.type,
      agency: row.agency,
    },
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    resume: row.resume,
    resumeUrl,
    document: row.document,
    documentUrl,
    is_shown: row.isShown,
  };
}

export const applicationResolvers: Resolvers = {
  Query: {
    viewApplicants: async (_parent, args, context) => {
      const opportunityId = parseId(args.opportunity_id, 'opportunity_id');
      const rows = await context.services.applications.applicants(
        await requestActor(context),
        opportunityId as number,
      );
      return Promise.all(rows.map((row) => applicantOf(row, context)));
    },
    applicationEligibility: async (_parent, _args, context) => {
      const { blocked, missing } = await context.services.applications.eligibility(
        await requestActor(context),
      );
      return { eligible: blocked === null, blocked, missing };
    },
  },
  Mutation: {
    createApplication: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(applicationSchema, input, 'input');
      return context.services.applications.apply(actor, values);
    },
  },
};
