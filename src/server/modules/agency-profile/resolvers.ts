import { freshUser, requestActor } from '../identity';
import { unauthenticated } from '../../platform/domain-error';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import {
  agencyAccountSchema,
  agencyPersonalInformationSchema,
  agencyProfileSchema,
} from '../../../shared/validation/agency-profile';
import { agencyBudgetOf, type OwnAgencyProfile } from './agency-profile-service';

function ownAgencyProfileOf(profile: OwnAgencyProfile): ResolversTypes['OwnAgencyProfile'] {
  const { team } = profile;
  return {
    id: team.id,
    name: team.company,
    avatar: team.avatar,
    bio: team.bio,
    website: team.website,
    contact_email: team.contactEmail,
    budget: agencyBudgetOf(team),
    locations: team.locations,
    phones: team.phones,
    services: profile.services,
    industries: profile.industries,
    address_1: team.address1,
    address_2: team.address2,
    city: team.city,
    state: team.state,
    zip: team.zip,
    country: team.country,
    vetted: profile.vetted,
    email: profile.email,
    pending_email: profile.pendingEmail,
    can_edit: profile.canEdit,
  };
}

export const agencyProfileResolvers: Resolvers = {
  Query: {
    myAgencyProfile: async (_parent, _args, context) =>
      ownAgencyProfileOf(
        await context.services.agencyProfile.ownProfile(await requestActor(context)),
      ),
  },
  Mutation: {
    updateAgencyProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyProfileSchema, input, 'input');
      return ownAgencyProfileOf(await context.services.agencyProfile.updateProfile(actor, values));
    },
    updateAgencyAccount: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyAccountSchema, input, 'input');
      return ownAgencyProfileOf(await context.services.agencyProfile.updateAccount(actor, values));
    },
    updateAgencyPersonalInformation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyPersonalInformationSchema, input, 'input');
      await context.services.agencyProfile.updatePersonalInformation(actor, values);
      const user = await freshUser(context, actor.user.id);
      if (!user) throw unauthenticated();
      return user;
    },
  },
};
