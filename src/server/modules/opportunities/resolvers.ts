import { workModeLabel, workModeOf } from '../../../shared/opportunities';
import {
  closeOpportunitySchema,
  jobOpportunitySchema,
  projectSchema,
} from '../../../shared/validation/opportunities';
import type { GraphQLContext } from '../../platform/graphql/context';
import type {
  OpportunityCreatorResolvers,
  OpportunityResolvers,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import { parseId, parseIds } from '../../platform/graphql/ids';
import { cursorPaginatorOf, pageRequestOf, paginatorOf } from '../../platform/graphql/paginator';
import { requestScoped } from '../../platform/graphql/request-scoped';
import { validateInput } from '../../platform/graphql/validate';
import { applicantIdOf, teamViewOf } from './opportunity-access';
import { canPost, companyMembership } from '../teams';
import type { UserSummary } from './opportunity-loaders';
import type { OpportunityParent } from './mappers';
import type { OpportunitySearch } from './opportunity-finder';
import type {
  InputMaybe,
  OpportunitySearch as SearchInput,
} from '../../platform/graphql/generated/resolvers';

const loaders = requestScoped(({ services }) => services.opportunityLoaders());

import { requestActor } from '../identity';

const NO_ASSOCIATES: ReadonlySet<number> = new Set();

/**
 * The caller's membership of the post's team when they see the post as its member (an admin
 * all of the team's posts, a member their own and their associates', on the side they act
 * for: opportunity-access.ts, teamViewOf); null for anyone else. A page of posts costs one
 * statement for the associations, and none for admins or callers outside the team.
 */
async function teamView(row: OpportunityParent, context: GraphQLContext) {
  const actor = await requestActor(context);
  if (!companyMembership(actor, row.teamId)) return null;
  // Admins and the post's creator need no association read.
  const direct = teamViewOf(actor, row, NO_ASSOCIATES);
  if (direct) return direct;
  const associates = await loaders(context).associatesOf(actor.user.id).load(row.teamId);
  return teamViewOf(actor, row, associates);
}

/** Those who see the post as its team's member see these fields; everyone else gets null. */
async function teamOnly<T>(row: OpportunityParent, context: GraphQLContext, value: () => T) {
  return (await teamView(row, context)) ? value() : null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function pageRequest(args: { first?: number | null; page?: number | null }) {
  return pageRequestOf(args, 10);
}

/** The published lists' search, its ids parsed (BAD_USER_INPUT for one that is not an id). */
function searchOf(filter: InputMaybe<SearchInput> | undefined): OpportunitySearch {
  if (!filter) return {};
  const ids = (list: readonly string[] | null | undefined, field: string) =>
    list?.length ? parseIds(list, `filter.${field}`) : null;
  return {
    search: filter.search,
    industries: ids(filter.industries, 'industries'),
    genres: ids(filter.genres, 'genres'),
    types: filter.types,
    levels: filter.levels,
    workModes: filter.work_modes,
    location: filter.location,
    compensationUnit: filter.compensation_unit,
    compensationMin: filter.compensation_min,
    compensationMax: filter.compensation_max,
    services: ids(filter.services, 'services'),
    softwareSkills: ids(filter.software_skills, 'software_skills'),
    budgetMin: filter.budget_min,
    budgetMax: filter.budget_max,
  };
}

const opportunityFields: OpportunityResolvers<GraphQLContext, OpportunityParent> = {
  job_number: (row) => row.jobNumber,
  description: (row) => JSON.stringify(row.description),
  is_on_site: (row) => row.isOnSite,
  is_remote: (row) => row.isRemote,
  work_mode: (row) => workModeOf(row),
  work_mode_label: (row) => workModeLabel(row),
  sub_type: (row) => row.subType,
  position: (row, _args, context) =>
    row.positionId === null ? null : loaders(context).position.load(row.positionId),
  is_ir35: (row) => row.isIr35,
  compensation_unit: (row) => row.compensationUnit,
  compensation_currency: (row) => row.compensationCurrency,
  is_compensation_displayed: (row) => row.isCompensationDisplayed,
  follow_up: (row, _args, context) => teamOnly(row, context, () => row.followUp),
  application_link: (row) => row.applicationLink,
  is_public: (row) => row.isPublic,
  is_active: (row) => row.isActive,
  views: (row, _args, context) => teamOnly(row, context, () => row.views),
  created_by: (row) => row.createdBy,
  updated_by: (row) => row.updatedBy,
  created_at: (row) => row.createdAt.toISOString(),
  updated_at: (row) => row.updatedAt.toISOString(),
  deleted_at: (row) => iso(row.deletedAt),
  close_reason: (row, _args, context) => teamOnly(row, context, () => row.closeReason),
  closed_at: (row, _args, context) => teamOnly(row, context, () => row.closedAt),
  freelancer: async (row, _args, context) => {
    const freelancerId = await teamOnly(row, context, () => row.closedFreelancerId);
    return freelancerId ? loaders(context).user.load(freelancerId) : null;
  },
  freelancer_name: (row, _args, context) => teamOnly(row, context, () => row.closedFreelancerName),
  agency: async (row, _args, context) => {
    const team = 'team' in row ? row.team : await loaders(context).team.load(row.teamId);
    if (!team) throw new Error(`Team ${row.teamId} no longer exists`);
    return team;
  },
  creator: async (row, _args, context) => {
    const creator =
      'creator' in row ? row.creator : await loaders(context).user.load(row.createdBy);
    if (!creator) throw new Error(`User ${row.createdBy} no longer exists`);
    return creator;
  },
  industries: (row, _args, context) => loaders(context).industries.load(row.id),
  skills: (row, _args, context) => loaders(context).skills.load(row.id),
  qualifications: (row, _args, context) => loaders(context).qualifications.load(row.id),
  genres: (row, _args, context) => loaders(context).genres.load(row.id),
  services: (row, _args, context) => loaders(context).services.load(row.id),
  applicants_count: async (row, _args, context) => {
    if (!(await teamView(row, context))) return null;
    return 'applicantsCount' in row
      ? row.applicantsCount
      : loaders(context).applicantsCount.load(row.id);
  },
  applied: async (row, _args, context) => {
    const actor = await requestActor(context);
    return Boolean(await loaders(context).applicationOf(applicantIdOf(actor)).load(row.id));
  },
  viewerApplication: async (row, _args, context) => {
    const actor = await requestActor(context);
    return loaders(context).applicationOf(applicantIdOf(actor)).load(row.id);
  },
  // Not every row a team user is answered is one they see as its member (their company's
  // public page lists all its published posts): editing needs both (the service's rule).
  can_edit: async (row, _args, context) => {
    const membership = await teamView(row, context);
    return Boolean(membership && canPost(await requestActor(context), membership));
  },
};

const creatorFields: OpportunityCreatorResolvers<GraphQLContext, UserSummary> = {
  name: (user) => `${user.firstName} ${user.lastName}`.trim(),
  first_name: (user) => user.firstName,
  last_name: (user) => user.lastName,
};

export const opportunityResolvers: Resolvers = {
  Query: {
    opportunity: async (_parent, args, context) =>
      context.services.opportunities.get(await requestActor(context), parseId(args.id, 'id')),
    viewTeamOpportunity: async (_parent, args, context) =>
      cursorPaginatorOf(
        await context.services.opportunities.teamList(await requestActor(context), {
          teamId: args.team_id ? parseId(args.team_id, 'team_id') : undefined,
          target: args.target,
          closed: args.closed ?? false,
          first: args.first ?? 20,
          after: args.after,
        }),
      ),
    publishedOpportunities: async (_parent, args, context) =>
      cursorPaginatorOf(
        await context.services.opportunities.publishedList(await requestActor(context), {
          target: args.target,
          first: args.first ?? 20,
          after: args.after,
        }),
      ),
    latestOpportunities: async (_parent, args, context) =>
      paginatorOf(
        await context.services.opportunityFinder.latest(
          await requestActor(context),
          searchOf(args.filter),
          pageRequest(args),
        ),
      ),
    opportunitiesForYou: async (_parent, args, context) =>
      paginatorOf(
        await context.services.opportunityFinder.forYou(
          await requestActor(context),
          searchOf(args.filter),
          pageRequest(args),
        ),
      ),
    appliedOpportunities: async (_parent, args, context) =>
      paginatorOf(
        await context.services.opportunityFinder.applied(
          await requestActor(context),
          pageRequest(args),
        ),
      ),
    // The page of its posts the query asked for is read when its `opportunities` are.
    companyProfile: async (_parent, args, context) => ({
      ...(await context.services.opportunityFinder.companyProfile(
        await requestActor(context),
        parseId(args.id, 'id'),
      )),
      postsPage: pageRequest(args),
    }),
    postingTeamUsers: async (_parent, _args, context) =>
      context.services.opportunities.postingTeamUsers(await requestActor(context)),
  },
  Mutation: {
    createOpportunity: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(jobOpportunitySchema, input, 'input');
      return context.services.opportunities.createJob(actor, values);
    },
    updateOpportunity: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(jobOpportunitySchema, args.input, 'input');
      return context.services.opportunities.updateJob(actor, parseId(args.id, 'id'), values);
    },
    createProject: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(projectSchema, input, 'input');
      return context.services.opportunities.createProject(actor, values);
    },
    updateProject: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(projectSchema, args.input, 'input');
      return context.services.opportunities.updateProject(actor, parseId(args.id, 'id'), values);
    },
    closeOpportunity: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(closeOpportunitySchema, args.input, 'input');
      return context.services.opportunities.close(actor, parseId(args.id, 'id'), values);
    },
    restoreOpportunity: async (_parent, args, context) =>
      context.services.opportunities.restore(await requestActor(context), parseId(args.id, 'id')),
    viewOpportunity: async (_parent, args, context) =>
      context.services.opportunities.view(await requestActor(context), parseId(args.id, 'id')),
  },
  Opportunity: opportunityFields,
  OpportunityCreator: creatorFields,
  // The caller's applications, a company's profile and the caller's own application to a post,
  // from their rows (mappers.ts).
  AppliedOpportunity: {
    id: (row) => row.applicationId,
    status: (row) => (row.open ? 'OPEN' : 'CLOSED'),
    created_at: (row) => row.appliedAt.toISOString(),
  },
  CompanyProfile: {
    what_sets_apart: (profile) => profile.whatSetsApart,
    opportunities: async (profile, _args, context) =>
      paginatorOf(
        await context.services.opportunityFinder.companyOpportunities(profile, profile.postsPage),
      ),
  },
  ViewerApplication: {
    created_at: (application) => application.createdAt.toISOString(),
  },
};
