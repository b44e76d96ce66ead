import { requestActor } from '../identity';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import { companyProfileSchema } from '../../../shared/validation/company-profile';
import type { OwnCompanyProfile } from './company-profile-service';

function ownCompanyProfileOf(profile: OwnCompanyProfile): ResolversTypes['OwnCompanyProfile'] {
  return {
    id: profile.id,
    company: profile.company,
    avatar: profile.avatar,
    bio: profile.bio,
    description: profile.description,
    what_sets_apart: profile.whatSetsApart,
    website: profile.website,
    can_use_logo: profile.canUseLogo,
    address_1: profile.address1,
    address_2: profile.address2,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    country: profile.country,
    vetted: profile.vetted,
    email: profile.email,
    pending_email: profile.pendingEmail,
    can_edit: profile.canEdit,
  };
}

export const companyProfileResolvers: Resolvers = {
  Query: {
    myCompanyProfile: async (_parent, _args, context) =>
      ownCompanyProfileOf(
        await context.services.companyProfile.ownProfile(await requestActor(context)),
      ),
  },
  Mutation: {
    updateCompanyProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(companyProfileSchema, input, 'input');
      return ownCompanyProfileOf(await context.services.companyProfile.update(actor, values));
    },
  },
};
