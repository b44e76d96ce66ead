import {
  freshUser,
  normalizeEmail,
  requestActor,
  socialLoginFailed,
  TicketUsedError,
  type UserRow,
} from '../identity';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import { badUserInput, unauthenticated } from '../../platform/domain-error';
import { CHANGE_PASSWORD_PER_USER, CHECK_USER_PER_IP, REGISTER_PER_IP } from './limits';
import {
  agencyOnboardingSchema,
  candidateOnboardingSchema,
  employerOnboardingSchema,
} from '../../../shared/validation/onboarding';
import { changePasswordSchema, emailRule } from '../../../shared/validation/passwords';
import { registerSchemaFor, type RegisterType } from '../../../shared/validation/registration';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { RegistrationInput, RegistrationOptions } from './accounts-service';

/** `checkUser(email)` takes a bare argument: its messages are keyed `email`. */
async function validEmailArgument(email: string): Promise<string> {
  try {
    return await emailRule().validate(email);
  } catch (error) {
    if (error instanceof ValidationError) throw badUserInput({ email: error.errors });
    throw error;
  }
}

export const accountResolvers: Resolvers = {
  Query: {
    checkUser: async (_parent, args, { services, limits, clientIp }) => {
      const email = await validEmailArgument(args.email);
      await limits.consume(CHECK_USER_PER_IP, clientIp);
      return services.accounts.emailTaken(email);
    },
  },
  Mutation: {
    register: async (_parent, { input }, { services, limits, clientIp }) => {
      const ticket = input.social_ticket ?? null;
      // Validation first, as for login: a malformed attempt spends no budget. A social sign-up
      // of a candidate or employer has no password (the agency's form still asks for one).
      const passwordless = ticket !== null && input.type !== 'AGENCY' && !input.password;
      const values = (await validateInput(
        registrationSchema(input.type, passwordless),
        input,
        'input',
      )) as RegistrationInput['values'];
      await limits.consume(REGISTER_PER_IP, clientIp);
      const social = ticket === null ? null : await socialSignUp(services, ticket, values.email);
      // The schema was chosen by `input.type`, so the values have that type's shape.
      const registered = await services.accounts.register(
        { type: input.type, values } as RegistrationInput,
        social ?? {},
      );
      return {
        id: registered.userId,
        type: registered.type,
        teamType: registered.teamType,
        access_token: registered.accessToken,
      };
    },
    completeCandidateProfile: async (_parent, { input }, context) => {
      const session = await context.auth.requireSession();
      const values = await validateInput(candidateOnboardingSchema, input, 'input');
      await context.services.accounts.completeCandidateProfile(session.userId, values);
      return currentUser(context, session.userId);
    },
    completeEmployerProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(employerOnboardingSchema, input, 'input');
      await context.services.accounts.completeEmployerProfile(actor, values);
      return currentUser(context, actor.user.id);
    },
    completeAgencyProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(agencyOnboardingSchema, input, 'input');
      await context.services.accounts.completeAgencyProfile(actor, values);
      return currentUser(context, actor.user.id);
    },
    changePassword: async (_parent, { input }, { auth, services, limits }) => {
      const session = await auth.requireSession();
      const values = await validateInput(changePasswordSchema, input, 'input');
      await limits.consume(CHANGE_PASSWORD_PER_USER, String(session.userId));
      await services.accounts.changePassword(session, values);
      return true;
    },
  },
};

/** `register`'s schema for the type, without the password for a passwordless social sign-up. */
function registrationSchema(type: RegisterType, passwordless: boolean): ObjectSchema<AnyObject> {
  const schema = registerSchemaFor(type) as unknown as ObjectSchema<AnyObject>;
  return passwordless ? schema.omit(['password']) : schema;
}

/** The ticket's identity is linked in the registration's transaction; its email is the account's. */
async function socialSignUp(
  services: GraphQLContext['services'],
  ticket: string,
  email: string,
): Promise<RegistrationOptions> {
  const profile = await services.socialLogin?.ticketProfile(ticket);
  if (!profile || profile.email !== normalizeEmail(email)) throw socialLoginFailed();
  const socialLogin = services.socialLogin;
  return {
    onCreated: async (tx, userId) => {
      try {
        await socialLogin?.linkTicket(tx, ticket, userId);
      } catch (error) {
        throw error instanceof TicketUsedError ? socialLoginFailed() : error;
      }
    },
  };
}

async function currentUser(context: GraphQLContext, userId: number): Promise<UserRow> {
  const user = await freshUser(context, userId);
  if (!user) throw unauthenticated();
  return user;
}
