import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseIds } from '../../platform/graphql/ids';

export const taxonomyResolvers: Resolvers = {
  Query: {
    industries: (_parent, _args, { services }) => services.taxonomies.industries(),
    services: (_parent, _args, { services }) => services.taxonomies.services(),
    allJobLevels: (_parent, _args, { services }) => services.taxonomies.jobLevels(),
    jobTypes: (_parent, _args, { services }) => services.taxonomies.jobTypes(),
    softwareSkills: (_parent, _args, { services }) => services.taxonomies.softwareSkills(),
    skills: (_parent, { industries }, { services }) =>
      services.taxonomies.skills(parseIds(industries, 'industries')),
    qualifications: (_parent, { industries }, { services }) =>
      services.taxonomies.qualifications(parseIds(industries, 'industries')),
    otherQualifications: (_parent, { industries }, { services }) =>
      services.taxonomies.otherQualifications(
        industries ? parseIds(industries, 'industries') : undefined,
      ),
    genres: (_parent, { industries }, { services }) =>
      services.taxonomies.genres(industries ? parseIds(industries, 'industries') : undefined),
    positions: (_parent, { industries, jobLevels }, { services }) =>
      services.taxonomies.positions(parseIds(industries, 'industries'), jobLevels),
  },
};
