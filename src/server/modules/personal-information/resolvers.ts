import { freshUser, userLoaders, type UserParent, type UserRow } from '../identity';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { unauthenticated } from '../../platform/domain-error';
import {
  personalInformationSchema,
  preferenceSchema,
  type SalaryUnit,
} from '../../../shared/validation/personal-information';

/** The user's whole row: the parent itself, or read once per request. */
async function rowOf(user: UserParent, context: GraphQLContext): Promise<UserRow> {
  if ('passwordHash' in user) return user;
  const row = await userLoaders(context).user.load(user.id);
  if (!row) throw new Error(`User ${user.id} no longer exists`);
  return row;
}

export const personalInformationResolvers: Resolvers = {
  User: {
    salary_currency: async (user, _args, context) => (await rowOf(user, context)).salaryCurrency,
    minimum_salary: async (user, _args, context) => (await rowOf(user, context)).minimumSalary,
    maximum_salary: async (user, _args, context) => (await rowOf(user, context)).maximumSalary,
    salary_unit: async (user, _args, context) =>
      (await rowOf(user, context)).salaryUnit as SalaryUnit | null,
    // A user's own list: `User` is only ever the caller today (`me`), and stays private if
    // another query ever answers someone else's.
    preferences: async (user, _args, context) => {
      const session = await context.auth.optionalSession();
      if (session?.userId !== user.id) return [];
      return context.services.personalInformation.preferencesOf(user.id);
    },
  },
  Mutation: {
    updatePersonalInformation: async (_parent, { input }, context) => {
      const session = await context.auth.requireSession();
      const values = await validateInput(personalInformationSchema, input, 'input');
      await context.services.personalInformation.update(session.userId, values);
      const user = await freshUser(context, session.userId);
      if (!user) throw unauthenticated();
      return user;
    },
    addPreference: async (_parent, { input }, context) => {
      const session = await context.auth.requireSession();
      const values = await validateInput(preferenceSchema, input, 'input');
      return context.services.personalInformation.addPreference(session.userId, values);
    },
    updatePreference: async (_parent, { id, input }, context) => {
      const session = await context.auth.requireSession();
      const preference = parseId(id, 'id');
      const values = await validateInput(preferenceSchema, input, 'input');
      return context.services.personalInformation.updatePreference(
        session.userId,
        preference,
        values,
      );
    },
    activatePreference: async (_parent, { id, active }, context) => {
      const session = await context.auth.requireSession();
      return context.services.personalInformation.setPreferenceActive(
        session.userId,
        parseId(id, 'id'),
        active,
      );
    },
    deletePreference: async (_parent, { id }, context) => {
      const session = await context.auth.requireSession();
      const preference = parseId(id, 'id');
      await context.services.personalInformation.deletePreference(session.userId, preference);
      return preference;
    },
  },
  // A preference from the service's record (mappers.ts).
  Preference: {
    job_types: (view) => view.jobTypes,
  },
};
