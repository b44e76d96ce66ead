import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { yearsBetween } from '../candidates';
import { agencyBudgetOf } from '../agency-profile';
import { requestActor, userLoaders } from '../identity';
import { notFound } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';
import { CANDIDATE_PROFILES_PER_SESSION } from './limits';
import { PROFILE_ID_PATTERN, type CandidateProfileRow, type ProfileRef } from './profile-service';

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
function signer(context: GraphQLContext) {
  return async (path: string | null): Promise<string | null> =>
    path ? context.services.fileLinks.sign(path) : null;
}

/**
 * A candidate's profile as the API answers it. The service answered it only to a caller
 * allowed to see it, so the CV's and documents' links are minted here for that caller.
 */
async function candidateProfileOf(
  profile: CandidateProfileRow,
  context: GraphQLContext,
): Promise<ResolversTypes['CandidateProfile']> {
  const { user } = profile;
  const sign = signer(context);
  const active = profile.resumes.find((resume) => resume.active) ?? null;
  const [cvUrl, documentUrls] = await Promise.all([
    active ? sign(active.file) : null,
    Promise.all(profile.supportingDocuments.map((document) => sign(document.file))),
  ]);
  return {
    id: user.id,
    profile_id: user.profileId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    pronouns: user.pronouns,
    position: user.position,
    linkedin: user.linkedin,
    supporting_url: user.supportingUrl,
    bio: user.bio,
    avatar: user.avatar,
    city: user.city,
    state: user.state,
    country: user.country,
    vetted: user.vetted,
    work_location: user.workLocation,
    industries: profile.industries,
    positions: profile.positions,
    role_levels: profile.roleLevels,
    job_types: profile.jobTypes,
    working_hours: user.workingHours,
    languages: user.languages,
    education: profile.educations.map((education) => ({
      id: education.id,
      school_name: education.schoolName,
      qualification: education.qualification,
      description: education.description,
      from: education.from,
      to: education.to,
    })),
    experiences: profile.experiences.map((experience) => ({
      id: experience.id,
      title: experience.title,
      company: experience.company,
      description: experience.description,
      from: experience.from,
      to: experience.to,
      years: yearsBetween(experience.from, experience.to),
    })),
    skills: profile.skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      software: skill.software,
      is_top: skill.isTop,
    })),
    qualifications: profile.qualifications,
    other_qualifications: profile.otherQualifications,
    services: profile.services,
    genres: profile.genres,
    salary_currency: user.salaryCurrency,
    minimum_salary: user.minimumSalary,
    maximum_salary: user.maximumSalary,
    salary_unit: user.salaryUnit,
    payroll_status: user.payrollStatus,
    right_to_work: user.rightToWork,
    start_date: user.startDate,
    notice_period: user.noticePeriod,
    notice_period_unit: user.noticePeriodUnit,
    cv:
      active && cvUrl
        ? {
            id: active.id,
            file: active.file,
            fileUrl: cvUrl,
            name: active.originalName,
            active: active.active,
            created_at: active.createdAt.toISOString(),
          }
        : null,
    // A document whose path is not a stored file's (never written so) has no link: left out.
    supporting_documents: profile.supportingDocuments.flatMap((document, index) => {
      const fileUrl = documentUrls[index];
      return fileUrl
        ? [
            {
              id: document.id,
              name: document.name,
              file: document.file,
              fileUrl,
              created_at: document.createdAt.toISOString(),
            },
          ]
        : [];
    }),
    applications: profile.applications.map((application) => ({
      id: application.id,
      created_at: application.createdAt.toISOString(),
      opportunity: application.opportunity,
    })),
  };
}

export const profileResolvers: Resolvers = {
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
      return candidateProfileOf(await profiles.candidate(actor, userId), context);
    },
    freelancerProfile: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const ref = profileRefOf(args.user_id, 'user_id');
      const applicationId = parseId(args.application_id, 'application_id');
      await countProfileRead(context);
      // Only a profile id opens an application: the team's links carry it.
      if (ref.kind !== 'profile-id') throw notFound(messages.profiles.candidateNotFound);
      const userId = await context.services.profiles.candidateIdOf(actor, ref);
      const { profile, application } = await context.services.profiles.freelancer(
        actor,
        userId,
        applicationId,
      );
      const sign = signer(context);
      const [profileAnswer, resumeUrl, documentUrl] = await Promise.all([
        candidateProfileOf(profile, context),
        sign(application.resume),
        sign(application.document),
      ]);
      return {
        profile: profileAnswer,
        application: {
          id: application.id,
          created_at: application.createdAt.toISOString(),
          reason: application.reason,
          opportunity: application.opportunity,
          resumeUrl,
          documentUrl,
        },
      };
    },
    agencyProfile: async (_parent, args, context) => {
      const { team, ...profile } = await context.services.profiles.agency(
        await requestActor(context),
        parseId(args.id, 'id'),
      );
      return {
        id: team.id,
        name: team.company,
        avatar: team.avatar,
        bio: team.bio,
        description: team.description,
        website: team.website,
        contact_email: team.contactEmail,
        budget: agencyBudgetOf(team),
        locations: team.locations,
        vetted: profile.vetted,
        services: profile.services,
        industries: profile.industries,
      };
    },
  },
};
