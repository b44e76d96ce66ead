import { requestActor } from '../identity';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import { companyProfileSchema } from '../../../shared/validation/company-profile';

export const companyProfileResolvers: Resolvers = {
  Query: {
    myCompanyProfile: async (_parent, _args, context) =>
      context.services.companyProfile.ownProfile(await requestActor(context)),
  },
  Mutation: {
    updateCompanyProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(companyProfileSchema, input, 'input');
      return context.services.companyProfile.update(actor, values);
    },
  },
  // The profile from the service's record (mappers.ts).
  OwnCompanyProfile: {
    what_sets_apart: (profile) => profile.whatSetsApart,
    can_use_logo: (profile) => profile.canUseLogo,
    address_1: (profile) => profile.address1,
    address_2: (profile) => profile.address2,
    pending_email: (profile) => profile.pendingEmail,
    can_edit: (profile) => profile.canEdit,
  },
};
