import { freshUser, requestActor } from '../identity';
import { unauthenticated } from '../../platform/domain-error';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import {
  agencyAccountSchema,
  agencyPersonalInformationSchema,
  agencyProfileSchema,
} from '../../../shared/validation/agency-profile';
import { agencyBudgetOf } from './agency-profile-service';

export const agencyProfileResolvers: Resolvers = {
  Query: {
    myAgencyProfile: async (_parent, _args, context) =>
      context.services.agencyProfile.ownProfile(await requestActor(context)),
  },
  Mutation: {
    updateAgencyProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyProfileSchema, input, 'input');
      return context.services.agencyProfile.updateProfile(actor, values);
    },
    updateAgencyAccount: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyAccountSchema, input, 'input');
      return context.services.agencyProfile.updateAccount(actor, values);
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
  // The profile from the service's record (mappers.ts): its team's row, lists and owner.
  OwnAgencyProfile: {
    id: (profile) => profile.team.id,
    name: (profile) => profile.team.company,
    avatar: (profile) => profile.team.avatar,
    bio: (profile) => profile.team.bio,
    website: (profile) => profile.team.website,
    contact_email: (profile) => profile.team.contactEmail,
    budget: (profile) => agencyBudgetOf(profile.team),
    locations: (profile) => profile.team.locations,
    phones: (profile) => profile.team.phones,
    address_1: (profile) => profile.team.address1,
    address_2: (profile) => profile.team.address2,
    city: (profile) => profile.team.city,
    state: (profile) => profile.team.state,
    zip: (profile) => profile.team.zip,
    country: (profile) => profile.team.country,
    pending_email: (profile) => profile.pendingEmail,
    can_edit: (profile) => profile.canEdit,
  },
};
