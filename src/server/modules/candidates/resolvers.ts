/**
 * The candidate's own profile on `User` (self only, see candidates.graphql) and the
 * mutations of edit-profile and manage-cv. Each mutation validates with the schema the
 * form uses (shared/validation/candidate-profile.ts) and answers the caller's fresh `User`.
 */
import { messages } from '../../../shared/messages';
import {
  addDocumentSchema,
  addResumeSchema,
  editProfileSchema,
  educationSchema,
  experienceSchema,
  manageCvSchema,
} from '../../../shared/validation/candidate-profile';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, UserResolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { rowIdOf } from '../../platform/ids';
import { validateInput } from '../../platform/graphql/validate';
import { forbidden, unauthenticated } from '../../platform/domain-error';
import { agencyServicesOf, freshUser, type UserParent, type UserRow } from '../identity';
import { yearsBetween } from './profile-lists';
import { isOwnCandidateProfile, ownCandidateServices, ownLists } from './own-profile';

const userFields: UserResolvers<GraphQLContext, UserParent> = {
  // Here rather than in identity/user.ts, so identity needs nothing of candidates.
  services: async (user, _args, context) =>
    user.type === 'FREELANCER'
      ? ownCandidateServices(user, context)
      : agencyServicesOf(user, context),
  education: async (user, _args, context) => (await ownLists(user, context))?.educations ?? [],
  experiences: async (user, _args, context) => (await ownLists(user, context))?.experiences ?? [],
  skills: async (user, _args, context) => (await ownLists(user, context))?.skills ?? [],
  qualifications: async (user, _args, context) =>
    (await ownLists(user, context))?.qualifications ?? [],
  otherQualifications: async (user, _args, context) =>
    (await ownLists(user, context))?.otherQualifications ?? [],
  genres: async (user, _args, context) => (await ownLists(user, context))?.genres ?? [],
  job_types: async (user, _args, context) =>
    (await isOwnCandidateProfile(user, context)) ? ownRow(user, context, 'jobTypes') : [],
  working_hours: async (user, _args, context) =>
    (await isOwnCandidateProfile(user, context)) ? ownRow(user, context, 'workingHours') : [],
  resumes: async (user, _args, context) => (await ownLists(user, context))?.resumes ?? [],
  supportingDocuments: async (user, _args, context) =>
    (await ownLists(user, context))?.supportingDocuments ?? [],
  isProfileComplete: async (user, _args, context) => {
    if (!(await isOwnCandidateProfile(user, context))) return { complete: false, missing: [] };
    const { complete, missing } = await context.services.candidateProfiles.completeness(user.id);
    return { complete, missing: missing.map((item) => messages.candidates.missing[item]) };
  },
};

/** A signed link to a private file, or its bare path if it is not one of ours. */
async function link(context: GraphQLContext, path: string): Promise<string> {
  return (await context.services.fileLinks.sign(path)) ?? path;
}

/**
 * A candidate's profile rows (mappers.ts), here and on an employer's `CandidateProfile`
 * (modules/profiles), which must decide who sees them first: a file's `fileUrl` is a signed link.
 */
const profileRowFields: Pick<
  Resolvers,
  'Education' | 'Experience' | 'CandidateSkill' | 'Resume' | 'SupportingDocument'
> = {
  Education: {
    school_name: (row) => row.schoolName,
  },
  Experience: {
    years: (row) => yearsBetween(row.from, row.to),
  },
  CandidateSkill: {
    is_top: (skill) => skill.isTop,
  },
  Resume: {
    fileUrl: (row, _args, context) => link(context, row.file),
    name: (row) => row.originalName,
    created_at: (row) => row.createdAt.toISOString(),
  },
  SupportingDocument: {
    fileUrl: (row, _args, context) => link(context, row.file),
    created_at: (row) => row.createdAt.toISOString(),
  },
};

async function ownRow<K extends 'jobTypes' | 'workingHours'>(
  user: UserParent,
  context: GraphQLContext,
  key: K,
): Promise<UserRow[K]> {
  const row = 'passwordHash' in user ? user : await freshUser(context, user.id);
  return row?.[key] ?? [];
}

/** The signed-in candidate's id; FORBIDDEN for any other type of account. */
async function candidateId(context: GraphQLContext): Promise<number> {
  const session = await context.auth.requireSession();
  if (session.user.type !== 'FREELANCER') throw forbidden(messages.candidates.candidateOnly);
  return session.userId;
}

async function answer(context: GraphQLContext, userId: number): Promise<UserRow> {
  const user = await freshUser(context, userId);
  if (!user) throw unauthenticated();
  return user;
}

export const candidateResolvers: Resolvers = {
  ...profileRowFields,
  User: userFields,
  Mutation: {
    addExperience: async (_parent, { input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(experienceSchema, input, 'input');
      await context.services.candidateProfiles.addExperience(userId, values);
      return answer(context, userId);
    },
    updateExperience: async (_parent, { id, input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(experienceSchema, input, 'input');
      await context.services.candidateProfiles.updateExperience(userId, parseId(id, 'id'), values);
      return answer(context, userId);
    },
    deleteExperience: async (_parent, { id }, context) => {
      const userId = await candidateId(context);
      await context.services.candidateProfiles.deleteExperience(userId, parseId(id, 'id'));
      return answer(context, userId);
    },
    addEducation: async (_parent, { input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(educationSchema, input, 'input');
      await context.services.candidateProfiles.addEducation(userId, values);
      return answer(context, userId);
    },
    updateEducation: async (_parent, { id, input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(educationSchema, input, 'input');
      await context.services.candidateProfiles.updateEducation(userId, parseId(id, 'id'), values);
      return answer(context, userId);
    },
    deleteEducation: async (_parent, { id }, context) => {
      const userId = await candidateId(context);
      await context.services.candidateProfiles.deleteEducation(userId, parseId(id, 'id'));
      return answer(context, userId);
    },
    saveCandidateProfile: async (_parent, { input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(editProfileSchema, input, 'input');
      await context.services.candidateProfiles.saveProfile(userId, values);
      return answer(context, userId);
    },
    saveManageCv: async (_parent, { input }, context) => {
      const userId = await candidateId(context);
      const facts = await context.services.candidateProfiles.manageCvFacts(userId);
      const values = await validateInput(manageCvSchema(facts), input, 'input');
      await context.services.candidateProfiles.saveManageCv(userId, values);
      return answer(context, userId);
    },
    addResume: async (_parent, args, context) => {
      const userId = await candidateId(context);
      // Keyed `input.file` as the forms read a field's messages.
      const { file } = await validateInput(addResumeSchema, args, 'input');
      await context.services.candidateProfiles.addResume(userId, rowIdOf(file) ?? 0);
      return answer(context, userId);
    },
    activateResume: async (_parent, { id }, context) => {
      const userId = await candidateId(context);
      await context.services.candidateProfiles.activateResume(userId, parseId(id, 'id'));
      return answer(context, userId);
    },
    deleteResume: async (_parent, { id }, context) => {
      const userId = await candidateId(context);
      await context.services.candidateProfiles.deleteResume(userId, parseId(id, 'id'));
      return answer(context, userId);
    },
    addSupportingDocument: async (_parent, { input }, context) => {
      const userId = await candidateId(context);
      const values = await validateInput(addDocumentSchema, input, 'input');
      await context.services.candidateProfiles.addSupportingDocument(userId, values);
      return answer(context, userId);
    },
    deleteSupportingDocument: async (_parent, { id }, context) => {
      const userId = await candidateId(context);
      await context.services.candidateProfiles.deleteSupportingDocument(userId, parseId(id, 'id'));
      return answer(context, userId);
    },
  },
};
