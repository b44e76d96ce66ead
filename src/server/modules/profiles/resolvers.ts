import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseIds } from '../../platform/graphql/ids';
import { requestActor } from '../opportunities/resolvers';

const idOf = (args: { id: string }) => parseIds([args.id], 'id')[0] as number;

export const profileResolvers: Resolvers = {
  Query: {
    candidateProfile: async (_parent, args, context) => {
      const { user, ...profile } = await context.services.profiles.candidate(
        await requestActor(context),
        idOf(args),
      );
      return {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        first_name: user.firstName,
        last_name: user.lastName,
        pronouns: user.pronouns,
        position: user.position,
        bio: user.bio,
        avatar: user.avatar,
        city: user.city,
        state: user.state,
        country: user.country,
        vetted: user.vetted,
        industries: profile.industries,
        positions: profile.positions,
        applications: profile.applications.map((application) => ({
          id: application.id,
          created_at: application.createdAt.toISOString(),
          opportunity: application.opportunity,
        })),
      };
    },
    agencyProfile: async (_parent, args, context) => {
      const { team, ...profile } = await context.services.profiles.agency(
        await requestActor(context),
        idOf(args),
      );
      return {
        id: team.id,
        name: team.company,
        avatar: team.avatar,
        bio: team.bio,
        description: team.description,
        website: team.website,
        locations: team.locations,
        vetted: profile.vetted,
        services: profile.services,
        industries: profile.industries,
      };
    },
  },
};
