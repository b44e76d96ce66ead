import { CASE_STUDY_PAGE_SIZE } from '../../../shared/case-studies';
import { caseStudySchema } from '../../../shared/validation/case-studies';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { parseIds } from '../../platform/graphql/ids';
import { mappedPaginatorOf, pageRequestOf } from '../../platform/graphql/paginator';
import { validateInput } from '../../platform/graphql/validate';
import { requestActor, userLoaders } from '../identity';
import type { CaseStudyRecord } from './case-study-service';

/**
 * The GraphQL shape of a case study (here and in the marketplace). The agency's services come
 * from the per-request loader, so a page of case studies reads every agency's services in one
 * statement.
 */
export async function caseStudyOf(
  record: CaseStudyRecord,
  context: GraphQLContext,
): Promise<ResolversTypes['CaseStudy']> {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    thumbnail: record.thumbnail,
    external_url: record.externalUrl,
    video_url: record.videoUrl,
    content: record.content.map((block) => ({
      layout: block.layout,
      key: block.key,
      image: block.layout === 'image' ? block.attributes.image : null,
      url: block.layout === 'video' ? block.attributes.url : null,
    })),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    agency: {
      id: record.agency.id,
      company: record.agency.company,
      agency_name: record.agency.agencyName,
      avatar: record.agency.avatar,
      services: await userLoaders(context).teamServices.load(record.agency.id),
    },
    can_edit: record.canEdit,
  };
}

/** A case study's id from the client: one that is no id is simply not found (the service). */
const idOf = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : 0);

export const caseStudiesResolvers: Resolvers = {
  Query: {
    caseStudies: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const agencyId =
        args.agency_id === null || args.agency_id === undefined
          ? null
          : (parseIds([args.agency_id], 'agency_id')[0] as number);
      const page = await context.services.caseStudies.list(actor, {
        agencyId,
        ...pageRequestOf(args, CASE_STUDY_PAGE_SIZE),
      });
      return mappedPaginatorOf(page, (record) => caseStudyOf(record, context));
    },
    caseStudy: async (_parent, { id }, context) =>
      caseStudyOf(
        await context.services.caseStudies.get(await requestActor(context), idOf(id)),
        context,
      ),
  },
  Mutation: {
    createCaseStudy: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(caseStudySchema, input, 'input');
      return caseStudyOf(await context.services.caseStudies.create(actor, values), context);
    },
    updateCaseStudy: async (_parent, { id, input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(caseStudySchema, input, 'input');
      return caseStudyOf(
        await context.services.caseStudies.update(actor, idOf(id), values),
        context,
      );
    },
    deleteCaseStudy: async (_parent, { id }, context) =>
      String(await context.services.caseStudies.delete(await requestActor(context), idOf(id))),
  },
};
