import { CASE_STUDY_PAGE_SIZE } from '../../../shared/case-studies';
import { caseStudySchema } from '../../../shared/validation/case-studies';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { rowIdOf } from '../../platform/ids';
import { pageRequestOf, paginatorOf } from '../../platform/graphql/paginator';
import { validateInput } from '../../platform/graphql/validate';
import { requestActor, userLoaders } from '../identity';

/**
 * A `CaseStudy` and its parts, resolved from the service's record (`mappers.ts`) here and in
 * the marketplace. The agency's services come from the per-request loader, so a page of case
 * studies reads every agency's services in one statement, and only when asked.
 */
const caseStudyFields: Pick<Resolvers, 'CaseStudy' | 'CaseStudyAgency' | 'CaseStudyBlock'> = {
  CaseStudy: {
    external_url: (record) => record.externalUrl,
    video_url: (record) => record.videoUrl,
    created_at: (record) => record.createdAt.toISOString(),
    updated_at: (record) => record.updatedAt.toISOString(),
    can_edit: (record) => record.canEdit,
  },
  CaseStudyAgency: {
    agency_name: (agency) => agency.agencyName,
    services: (agency, _args, context) => userLoaders(context).teamServices.load(agency.id),
  },
  CaseStudyBlock: {
    image: (block) => (block.layout === 'image' ? block.attributes.image : null),
    url: (block) => (block.layout === 'video' ? block.attributes.url : null),
  },
};

/** A case study's id from the client: one that is no id is simply not found (no row has id 0). */
const idOf = (id: string) => rowIdOf(id) ?? 0;

export const caseStudiesResolvers: Resolvers = {
  ...caseStudyFields,
  Query: {
    caseStudies: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const agencyId =
        args.agency_id === null || args.agency_id === undefined
          ? null
          : parseId(args.agency_id, 'agency_id');
      const page = await context.services.caseStudies.list(actor, {
        agencyId,
        ...pageRequestOf(args, CASE_STUDY_PAGE_SIZE),
      });
      return paginatorOf(page);
    },
    caseStudy: async (_parent, { id }, context) =>
      context.services.caseStudies.get(await requestActor(context), idOf(id)),
  },
  Mutation: {
    createCaseStudy: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(caseStudySchema, input, 'input');
      return context.services.caseStudies.create(actor, values);
    },
    updateCaseStudy: async (_parent, { id, input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(caseStudySchema, input, 'input');
      return context.services.caseStudies.update(actor, idOf(id), values);
    },
    deleteCaseStudy: async (_parent, { id }, context) =>
      String(await context.services.caseStudies.delete(await requestActor(context), idOf(id))),
  },
};
