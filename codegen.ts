import type { CodegenConfig } from '@graphql-codegen/cli';

// SDL-first: each module's .graphql under src/server/modules is the source of truth.
// Outputs (all committed): the merged schema for reviewers, resolver types for the
// server, and typed documents for the renderer and for the main process. Documents are
// given per output: root `documents` would be added to every output.
const config: CodegenConfig = {
  schema: ['src/server/modules/*/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/server/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true },
      // Committed and read by reviewers, so formatted as `npm run format` would leave it.
      hooks: { afterOneFileWrite: ['prettier --write'] },
    },
    'src/server/platform/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        // Resolvers return rows (or a service's record); each type's fields read the rest on
        // demand (e.g. identity/user.ts), through per-request loaders where they cost a query.
        // Each module's mappers.ts, beside its index: it imports nothing that imports these
        // types, so the generated file and the modules make no import cycle.
        mappers: {
          User: '../../../modules/identity/mappers#UserParent',
          UserTeam: '../../../modules/identity/mappers#UserTeamParent',
          Team: '../../../modules/identity/mappers#TeamParent',
          Opportunity: '../../../modules/opportunities/mappers#OpportunityParent',
          OpportunityCreator: '../../../modules/opportunities/mappers#UserSummary',
          AppliedOpportunity: '../../../modules/opportunities/mappers#AppliedRow',
          CompanyProfile: '../../../modules/opportunities/mappers#CompanyProfileParent',
          ViewerApplication: '../../../modules/opportunities/mappers#ViewerApplicationRow',
          CaseStudy: '../../../modules/case-studies/mappers#CaseStudyParent',
          CaseStudyAgency: '../../../modules/case-studies/mappers#CaseStudyAgencyParent',
          CaseStudyBlock: '../../../modules/case-studies/mappers#CaseStudyBlockParent',
          AgencyListing: '../../../modules/marketplace/mappers#AgencyListingParent',
          PaymentMethod: '../../../modules/payments/mappers#PaymentMethodRow',
          PurchaseResult: '../../../modules/payments/mappers#PurchaseResultParent',
          CreditAccount: '../../../modules/payments/mappers#CreditAccountRow',
          BillingDetails: '../../../modules/payments/mappers#BillingDetailsRow',
          Invoice: '../../../modules/invoices/mappers#InvoiceRow',
          TeamSubscription: '../../../modules/subscriptions/mappers#SubscriptionRow',
          SubscriptionHistoryEntry: '../../../modules/subscriptions/mappers#SubscriptionPeriodRow',
          CreditHistoryEntry: '../../../modules/credits/mappers#CreditEntryRow',
          Applicant: '../../../modules/applications/mappers#ApplicationRow',
          ApplicantUser: '../../../modules/applications/mappers#ApplicantUserParent',
          Education: '../../../modules/candidates/mappers#EducationRow',
          Experience: '../../../modules/candidates/mappers#ExperienceRow',
          CandidateSkill: '../../../modules/candidates/mappers#CandidateSkillRow',
          Resume: '../../../modules/candidates/mappers#ResumeRow',
          SupportingDocument: '../../../modules/candidates/mappers#SupportingDocumentRow',
          CandidateProfile: '../../../modules/profiles/mappers#CandidateProfileRow',
          CandidateApplication: '../../../modules/profiles/mappers#CandidateApplicationRow',
          CandidateApplicationDetail:
            '../../../modules/profiles/mappers#CandidateApplicationDetailRow',
          FreelancerProfile: '../../../modules/profiles/mappers#FreelancerProfileRow',
          AgencyProfile: '../../../modules/profiles/mappers#AgencyProfileRow',
          TeamUser: '../../../modules/teams/mappers#TeamMember',
          Invitation: '../../../modules/invitations/mappers#InvitationRow',
          InvitationLink: '../../../modules/invitations/mappers#InvitationLinkView',
          Article: '../../../modules/content/mappers#ArticleRow',
          Deal: '../../../modules/content/mappers#DealRow',
          LandingPage: '../../../modules/content/mappers#LandingPageRow',
          OwnAgencyProfile: '../../../modules/agency-profile/mappers#OwnAgencyProfileParent',
          OwnCompanyProfile: '../../../modules/company-profile/mappers#OwnCompanyProfileParent',
          Preference: '../../../modules/personal-information/mappers#PreferenceView',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        scalars: { ID: { input: 'string', output: 'string | number' } },
      },
    },
    'src/renderer/gql/': {
      documents: ['src/renderer/**/*.{ts,tsx}', '!src/renderer/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    // The server's tests send their documents as strings too; those checked here are the
    // contract the renderer relies on (a document built at run time, such as an alias batch
    // for a rate limit, stays a plain string).
    'src/server/testing/gql/': {
      documents: [
        'src/server/**/*.test.ts',
        'src/server/testing/**/*.ts',
        '!src/server/testing/gql/**',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Only what the tests' operations use: the renderer's output already carries the
      // schema's types, and each document is printed by TestApp when sent.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        onlyOperationTypes: true,
      },
    },
    // Main sends its few operations with fetch, so documents are typed strings, not ASTs.
    'src/main/gql/': {
      documents: ['src/main/**/*.ts', '!src/main/gql/**', '!src/main/**/*.test.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        documentMode: 'string',
      },
    },
  },
};

export default config;
