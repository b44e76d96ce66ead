import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { storedNameOf } from '../files';
import { agencyBudgetOf } from '../agency-profile';
import { requestActor, userLoaders } from '../identity';
import { notFound } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';
import { CANDIDATE_PROFILES_PER_SESSION } from './limits';
import type { CandidateProfileRow } from './mappers';
import { PROFILE_ID_PATTERN, type ProfileRef } from './profile-service';

/** A profile link's id: a `profile_id`, else a sequential id (BAD_USER_INPUT if neither). */
function profileRefOf(value: string, argumentName: string): ProfileRef {
  if (PROFILE_ID_PATTERN.test(value)) return { kind: 'profile-id', profileId: value };
  return { kind: 'user-id', userId: parseId(value, argumentName) };
}

/**
 * Counts one profile read against the caller's session (limits.ts), per resolver call, so
 * aliases count; `requestActor` has already refused a caller without one.
 */
async function countProfileRead(context: GraphQLContext): Promise<void> {
  const session = await context.auth.requireSession();
  await context.limits.consume(CANDIDATE_PROFILES_PER_SESSION, String(session.tokenId));
}

/** The stored profile id of a candidate user (null for anyone else), by a per-request loader. */
async function profileIdOfUser(userId: number, context: GraphQLContext): Promise<string | null> {
  const row = await userLoaders(context).user.load(userId);
  return row?.type === 'FREELANCER' ? row.profileId : null;
}

/** A link that opens a private file for a few minutes (file-links.ts), or null. */
const signed = (path: string | null, context: GraphQLContext) =>
  path ? context.services.fileLinks.sign(path) : null;

/** A file a link can be signed for: a stored one (another path was never written so). */
const isStored = (path: string) => storedNameOf(path) !== null;

/** A `CandidateProfile` field that is the user row's own column, by its name there. */
const userColumn =
  <K extends keyof CandidateProfileRow['user']>(key: K) =>
  (profile: CandidateProfileRow) =>
    profile.user[key];

/**
 * A candidate's profile from the service's record (mappers.ts). The service answered it only
 * to a caller allowed to see it, so the CV's and documents' links (the candidates module's
 * `Resume` and `SupportingDocument`) are minted for that caller, when asked.
 */
const candidateProfileFields: Pick<
  Resolvers,
  'CandidateProfile' | 'CandidateApplication' | 'CandidateApplicationDetail' | 'AgencyProfile'
> = {
  CandidateProfile: {
    id: userColumn('id'),
    profile_id: userColumn('profileId'),
    name: ({ user }) => `${user.firstName} ${user.lastName}`.trim(),
    first_name: userColumn('firstName'),
    last_name: userColumn('lastName'),
    pronouns: userColumn('pronouns'),
    position: userColumn('position'),
    linkedin: userColumn('linkedin'),
    supporting_url: userColumn('supportingUrl'),
    bio: userColumn('bio'),
    avatar: userColumn('avatar'),
    city: userColumn('city'),
    state: userColumn('state'),
    country: userColumn('country'),
    vetted: userColumn('vetted'),
    work_location: userColumn('workLocation'),
    role_levels: (profile) => profile.roleLevels,
    job_types: (profile) => profile.jobTypes,
    working_hours: userColumn('workingHours'),
    languages: userColumn('languages'),
    education: (profile) => profile.educations,
    other_qualifications: (profile) => profile.otherQualifications,
    salary_currency: userColumn('salaryCurrency'),
    minimum_salary: userColumn('minimumSalary'),
    maximum_salary: userColumn('maximumSalary'),
    salary_unit: userColumn('salaryUnit'),
    payroll_status: userColumn('payrollStatus'),
    right_to_work: userColumn('rightToWork'),
    start_date: userColumn('startDate'),
    notice_period: userColumn('noticePeriod'),
    notice_period_unit: userColumn('noticePeriodUnit'),
    cv: (profile) => {
      const active = profile.resumes.find((resume) => resume.active) ?? null;
      return active && isStored(active.file) ? active : null;
    },
    // A document whose path is not a stored file's (never written so) has no link: left out.
    supporting_documents: (profile) =>
      profile.supportingDocuments.filter((document) => isStored(document.file)),
  },
  CandidateApplication: {
    created_at: (application) => application.createdAt.toISOString(),
  },
  CandidateApplicationDetail: {
    created_at: (application) => application.createdAt.toISOString(),
    resumeUrl: (application, _args, context) => signed(application.resume, context),
    documentUrl: (application, _args, context) => signed(application.document, context),
  },
  AgencyProfile: {
    id: ({ team }) => team.id,
    name: ({ team }) => team.company,
    avatar: ({ team }) => team.avatar,
    bio: ({ team }) => team.bio,
    description: ({ team }) => team.description,
    website: ({ team }) => team.website,
    contact_email: ({ team }) => team.contactEmail,
    budget: ({ team }) => agencyBudgetOf(team),
    locations: ({ team }) => team.locations,
  },
};

export const profileResolvers: Resolvers = {
  ...candidateProfileFields,
  User: {
    profile_id: (user, _args, context) => profileIdOfUser(user.id, context),
  },
  Query: {
    candidateProfile: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const ref = profileRefOf(args.id, 'id');
      await countProfileRead(context);
      const profiles = context.services.profiles;
      const userId = await profiles.candidateIdOf(actor, ref);
      return profiles.candidate(actor, userId);
    },
    freelancerProfile: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const ref = profileRefOf(args.user_id, 'user_id');
      const applicationId = parseId(args.application_id, 'application_id');
      await countProfileRead(context);
      // Only a profile id opens an application: the team's links carry it.
      if (ref.kind !== 'profile-id') throw notFound(messages.profiles.candidateNotFound);
      const userId = await context.services.profiles.candidateIdOf(actor, ref);
      return context.services.profiles.freelancer(actor, userId, applicationId);
    },
    agencyProfile: async (_parent, args, context) =>
      context.services.profiles.agency(await requestActor(context), parseId(args.id, 'id')),
  },
};
