import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { applicationSchema } from '../../../shared/validation/applications';
import { requestActor } from '../identity';

/** A link that opens a private file for a few minutes (file-links.ts), or null. */
const signed = (path: string | null, context: GraphQLContext) =>
  path ? context.services.fileLinks.sign(path) : null;

export const applicationResolvers: Resolvers = {
  Query: {
    viewApplicants: async (_parent, args, context) => {
      const opportunityId = parseId(args.opportunity_id, 'opportunity_id');
      return context.services.applications.applicants(
        await requestActor(context),
        opportunityId as number,
      );
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
  // An application from its row (mappers.ts). The service answered the list only to a caller
  // allowed to see it, so the CV and document links are minted for that caller, when asked.
  Applicant: {
    user: (row) => ({ ...row.user, agency: row.agency }),
    created_at: (row) => row.createdAt.toISOString(),
    resumeUrl: (row, _args, context) => signed(row.resume, context),
    documentUrl: (row, _args, context) => signed(row.document, context),
    is_shown: (row) => row.isShown,
  },
  ApplicantUser: {
    // The opaque id the applicants list links a candidate's profile with (docs/profiles.md).
    profile_id: (user) => (user.type === 'FREELANCER' ? user.profileId : null),
    name: (user) => `${user.firstName} ${user.lastName}`.trim(),
  },
};
