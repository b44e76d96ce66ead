/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentCredit {\n    currentCredit {\n      team_id\n      balance\n    }\n  }\n": typeof types.CurrentCreditDocument,
    "\n  query OwnMembership {\n    viewUserTeam {\n      user_id\n      associate_ids\n    }\n  }\n": typeof types.OwnMembershipDocument,
    "\n  query AgencyCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n      invoice_address_1\n      invoice_address_2\n      invoice_city\n      invoice_state\n      invoice_country\n      invoice_zip\n      invoice_phone\n      invoice_email\n    }\n  }\n": typeof types.AgencyCreditAccountDocument,
    "\n  query AgencyBillingDetails {\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": typeof types.AgencyBillingDetailsDocument,
    "\n  fragment MarketplaceAgencyCard on AgencyListing {\n    id\n    name\n    agency_name\n    avatar\n    location\n    headline\n    vetted\n    case_studies_count\n    services {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.MarketplaceAgencyCardFragmentDoc,
    "\n  fragment MarketplaceCaseStudyCard on CaseStudy {\n    ...CaseStudyCardFields\n    agency {\n      id\n      services {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.MarketplaceCaseStudyCardFragmentDoc,
    "\n  fragment MarketplacePageInfo on PaginatorInfo {\n    count\n    currentPage\n    hasMorePages\n    total\n  }\n": typeof types.MarketplacePageInfoFragmentDoc,
    "\n  query MarketplaceAgencies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceAgencyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": typeof types.MarketplaceAgenciesDocument,
    "\n  query MarketplaceCaseStudies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": typeof types.MarketplaceCaseStudiesDocument,
    "\n  query MarketplaceServices {\n    services {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.MarketplaceServicesDocument,
    "\n  query AgencyProfileCaseStudies($agencyId: ID!, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agencyId, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": typeof types.AgencyProfileCaseStudiesDocument,
    "\n  fragment OwnAgencyProfileFields on OwnAgencyProfile {\n    id\n    name\n    avatar\n    bio\n    website\n    contact_email\n    budget {\n      currency\n      min\n      max\n    }\n    locations\n    phones\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n": typeof types.OwnAgencyProfileFieldsFragmentDoc,
    "\n  query MyAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n  }\n": typeof types.MyAgencyProfileDocument,
    "\n  query EditAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n": typeof types.EditAgencyProfileDocument,
    "\n  mutation UpdateAgencyProfile($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n": typeof types.UpdateAgencyProfileDocument,
    "\n  mutation UpdateAgencyAccount($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n": typeof types.UpdateAgencyAccountDocument,
    "\n  fragment AgencyPersonalInformationFields on User {\n    id\n    email\n    first_name\n    last_name\n    position\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n": typeof types.AgencyPersonalInformationFieldsFragmentDoc,
    "\n  query AgencyPersonalInformation {\n    me {\n      ...AgencyPersonalInformationFields\n    }\n  }\n": typeof types.AgencyPersonalInformationDocument,
    "\n  mutation UpdateAgencyPersonalInformation($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      ...AgencyPersonalInformationFields\n    }\n  }\n": typeof types.UpdateAgencyPersonalInformationDocument,
    "\n  query ViewApplicants($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      target\n      job_number\n      is_active\n      deleted_at\n    }\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resumeUrl\n      documentUrl\n      user {\n        id\n        profile_id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": typeof types.ViewApplicantsDocument,
    "\n  fragment CandidateOpportunityCard on Opportunity {\n    id\n    title\n    job_number\n    work_mode_label\n    type\n    level\n    is_compensation_displayed\n    minimumBudget\n    maximumBudget\n    compensation_currency\n    compensation_unit\n    agency {\n      id\n      company\n      avatar\n    }\n  }\n": typeof types.CandidateOpportunityCardFragmentDoc,
    "\n  query LatestOpportunities($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.LatestOpportunitiesDocument,
    "\n  query OpportunitiesForYou($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.OpportunitiesForYouDocument,
    "\n  query AppliedOpportunities($first: Int!, $page: Int!) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          ...CandidateOpportunityCard\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.AppliedOpportunitiesDocument,
    "\n  query OpportunitySearchOptions {\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    softwareSkills {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n": typeof types.OpportunitySearchOptionsDocument,
    "\n  query CandidateOpportunity($id: ID!) {\n    opportunity(id: $id) {\n      id\n      target\n      title\n      job_number\n      description\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n        name\n      }\n      is_compensation_displayed\n      minimumBudget\n      maximumBudget\n      compensation_currency\n      compensation_unit\n      is_active\n      deleted_at\n      agency {\n        id\n        company\n        avatar\n      }\n      industries {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      skills {\n        id\n        name\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n        name\n        pivot {\n          must_have\n        }\n      }\n      services {\n        id\n        name\n      }\n      duration\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n    allJobLevels {\n      key\n      name\n    }\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": typeof types.CandidateOpportunityDocument,
    "\n  query ApplyOptions {\n    me {\n      id\n      resumes {\n        id\n        name\n        active\n      }\n      supportingDocuments {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApplyOptionsDocument,
    "\n  mutation CreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n  }\n": typeof types.CreateApplicationDocument,
    "\n  query CompanyProfile($id: ID!, $first: Int!, $page: Int!) {\n    companyProfile(id: $id, first: $first, page: $page) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      vetted\n      city\n      state\n      country\n      opportunities {\n        data {\n          ...CandidateOpportunityCard\n        }\n        paginatorInfo {\n          count\n          currentPage\n          hasMorePages\n          total\n        }\n      }\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  mutation CountOpportunityView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n    }\n  }\n": typeof types.CountOpportunityViewDocument,
    "\n  fragment OwnCandidateProfile on User {\n    id\n    bio\n    job_types\n    working_hours\n    industries {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    otherQualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    resumes {\n      id\n      name\n      fileUrl\n      active\n      created_at\n    }\n    supportingDocuments {\n      id\n      name\n      fileUrl\n      created_at\n    }\n    isProfileComplete {\n      complete\n      missing\n    }\n  }\n": typeof types.OwnCandidateProfileFragmentDoc,
    "\n  query OwnCandidateProfile {\n    me {\n      ...OwnCandidateProfile\n    }\n    industries {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    jobTypes {\n      key\n      name\n    }\n  }\n": typeof types.OwnCandidateProfileDocument,
    "\n  query CandidateProfileOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    otherQualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n": typeof types.CandidateProfileOptionsDocument,
    "\n  mutation SaveCandidateProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.SaveCandidateProfileDocument,
    "\n  mutation SaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.SaveManageCvDocument,
    "\n  mutation AddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.AddExperienceDocument,
    "\n  mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.UpdateExperienceDocument,
    "\n  mutation DeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.DeleteExperienceDocument,
    "\n  mutation AddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.AddEducationDocument,
    "\n  mutation UpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.UpdateEducationDocument,
    "\n  mutation DeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.DeleteEducationDocument,
    "\n  mutation AddResume($file: ID!) {\n    addResume(file: $file) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.AddResumeDocument,
    "\n  mutation ActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.ActivateResumeDocument,
    "\n  mutation DeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.DeleteResumeDocument,
    "\n  mutation AddSupportingDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.AddSupportingDocumentDocument,
    "\n  mutation DeleteSupportingDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": typeof types.DeleteSupportingDocumentDocument,
    "\n  fragment CaseStudyCardFields on CaseStudy {\n    id\n    title\n    thumbnail\n    created_at\n    agency {\n      id\n      agency_name\n      avatar\n    }\n  }\n": typeof types.CaseStudyCardFieldsFragmentDoc,
    "\n  fragment CaseStudyFields on CaseStudy {\n    id\n    title\n    description\n    thumbnail\n    external_url\n    video_url\n    content {\n      layout\n      key\n      image\n      url\n    }\n    created_at\n    updated_at\n    agency {\n      id\n      company\n      agency_name\n      avatar\n      services {\n        id\n        name\n      }\n    }\n    can_edit\n  }\n": typeof types.CaseStudyFieldsFragmentDoc,
    "\n  query CaseStudies($first: Int, $page: Int) {\n    caseStudies(first: $first, page: $page) {\n      data {\n        ...CaseStudyCardFields\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.CaseStudiesDocument,
    "\n  query CaseStudy($id: ID!) {\n    caseStudy(id: $id) {\n      ...CaseStudyFields\n    }\n  }\n": typeof types.CaseStudyDocument,
    "\n  mutation CreateCaseStudy($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      ...CaseStudyFields\n    }\n  }\n": typeof types.CreateCaseStudyDocument,
    "\n  mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      ...CaseStudyFields\n    }\n  }\n": typeof types.UpdateCaseStudyDocument,
    "\n  mutation DeleteCaseStudy($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n": typeof types.DeleteCaseStudyDocument,
    "\n  fragment OwnCompanyProfileFields on OwnCompanyProfile {\n    id\n    company\n    avatar\n    bio\n    description\n    what_sets_apart\n    website\n    can_use_logo\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n": typeof types.OwnCompanyProfileFieldsFragmentDoc,
    "\n  query MyCompanyProfile {\n    myCompanyProfile {\n      ...OwnCompanyProfileFields\n    }\n  }\n": typeof types.MyCompanyProfileDocument,
    "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      ...OwnCompanyProfileFields\n    }\n  }\n": typeof types.UpdateCompanyProfileDocument,
    "\n  fragment ArticleCardFields on Article {\n    id\n    title\n    slug\n    summary\n    image\n    type\n    created_at\n  }\n": typeof types.ArticleCardFieldsFragmentDoc,
    "\n  query Articles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        ...ArticleCardFields\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ArticlesDocument,
    "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      ...ArticleCardFields\n      content\n    }\n  }\n": typeof types.ArticleDocument,
    "\n  query Deals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        id\n        title\n        slug\n        subtitle\n        image\n        link\n        content\n        created_at\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.DealsDocument,
    "\n  query LandingPages {\n    landingPages {\n      id\n      name\n      slug\n      display_in_footer\n    }\n  }\n": typeof types.LandingPagesDocument,
    "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      id\n      name\n      slug\n      content\n    }\n  }\n": typeof types.LandingPageDocument,
    "\n  fragment SavedCard on PaymentMethod {\n    brand\n    last4\n    exp_month\n    exp_year\n  }\n": typeof types.SavedCardFragmentDoc,
    "\n  fragment BillingDetailsFields on BillingDetails {\n    name\n    email\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n": typeof types.BillingDetailsFieldsFragmentDoc,
    "\n  fragment PurchaseOutcome on PurchaseResult {\n    status\n    payment_id\n    balance\n    message\n    client_secret\n  }\n": typeof types.PurchaseOutcomeFragmentDoc,
    "\n  query CalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": typeof types.CalculatePriceDocument,
    "\n  query CreditHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.CreditHistoryDocument,
    "\n  query CheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": typeof types.CheckPromoDocument,
    "\n  query PaymentInfo {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    creditAccount {\n      status\n    }\n  }\n": typeof types.PaymentInfoDocument,
    "\n  query CardSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": typeof types.CardSetupDocument,
    "\n  mutation CreateLocalPaymentMethod($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": typeof types.CreateLocalPaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      ...SavedCard\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation PurchaseCredits($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": typeof types.PurchaseCreditsDocument,
    "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      ...PurchaseOutcome\n    }\n  }\n": typeof types.ConfirmPurchaseDocument,
    "\n  mutation AuthenticateLocalPayment($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n": typeof types.AuthenticateLocalPaymentDocument,
    "\n  mutation RequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n": typeof types.RequestCreditAccountDocument,
    "\n  mutation PurchaseOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": typeof types.PurchaseOnAccountDocument,
    "\n  query PaymentInfoPage {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": typeof types.PaymentInfoPageDocument,
    "\n  mutation UpdateBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": typeof types.UpdateBillingDetailsDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange\n  }\n": typeof types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n": typeof types.CancelEmailChangeDocument,
    "\n  mutation Impersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.ImpersonateDocument,
    "\n  query ImpersonationStatus {\n    impersonation {\n      issued_by\n    }\n  }\n": typeof types.ImpersonationStatusDocument,
    "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    first_name\n    last_name\n    invite_status\n    expires_at\n    updated_at\n  }\n": typeof types.InvitationRowFragmentDoc,
    "\n  query ViewInvitations {\n    viewInvitations {\n      ...InvitationRow\n    }\n  }\n": typeof types.ViewInvitationsDocument,
    "\n  mutation CreateInvitation($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationRow\n    }\n  }\n": typeof types.CreateInvitationDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": typeof types.DeleteInvitationDocument,
    "\n  query Invoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query InvoiceDownloadUrl($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": typeof types.InvoiceDownloadUrlDocument,
    "\n  fragment TeamMemberCard on TeamUser {\n    user_id\n    team_id\n    role\n    can_post_jobs\n    is_owner\n    first_name\n    last_name\n    email\n    avatar\n    position\n    associate_ids\n  }\n": typeof types.TeamMemberCardFragmentDoc,
    "\n  query ViewUserTeam {\n    viewUserTeam {\n      ...TeamMemberCard\n    }\n  }\n": typeof types.ViewUserTeamDocument,
    "\n  mutation UpdateTeamUserSetting($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": typeof types.UpdateTeamUserSettingDocument,
    "\n  mutation DeleteTeamUserSetting($user_id: ID!) {\n    deleteTeamUserSetting(user_id: $user_id)\n  }\n": typeof types.DeleteTeamUserSettingDocument,
    "\n  mutation CreateTeamUserAssociation($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": typeof types.CreateTeamUserAssociationDocument,
    "\n  mutation DeleteTeamUserAssociation($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": typeof types.DeleteTeamUserAssociationDocument,
    "\n  query NotificationSettings {\n    me {\n      id\n      phone\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateEmailNotificationSettings($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n": typeof types.UpdateEmailNotificationSettingsDocument,
    "\n  mutation SendTextNotificationCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n": typeof types.SendTextNotificationCodeDocument,
    "\n  mutation VerifyTextNotificationCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": typeof types.VerifyTextNotificationCodeDocument,
    "\n  mutation DisableTextNotifications {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": typeof types.DisableTextNotificationsDocument,
    "\n  query ProfilePrivacy {\n    me {\n      id\n      privacy\n    }\n  }\n": typeof types.ProfilePrivacyDocument,
    "\n  mutation UpdateProfilePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n": typeof types.UpdateProfilePrivacyDocument,
    "\n  fragment SavedProfile on User {\n    id\n    bio\n    avatar\n    company\n    agency_name\n    teams {\n      team_id\n      user_id\n      team {\n        id\n        company\n        avatar\n      }\n    }\n  }\n": typeof types.SavedProfileFragmentDoc,
    "\n  query CandidateOnboarding {\n    me {\n      id\n      bio\n      avatar\n      industries {\n        id\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n": typeof types.CandidateOnboardingDocument,
    "\n  query OnboardingPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": typeof types.OnboardingPositionsDocument,
    "\n  mutation CompleteCandidateProfile($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": typeof types.CompleteCandidateProfileDocument,
    "\n  query EmployerOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n    }\n  }\n": typeof types.EmployerOnboardingDocument,
    "\n  mutation CompleteEmployerProfile($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": typeof types.CompleteEmployerProfileDocument,
    "\n  query AgencyOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n      agency_name\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n": typeof types.AgencyOnboardingDocument,
    "\n  mutation CompleteAgencyProfile($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": typeof types.CompleteAgencyProfileDocument,
    "\n  query CloseApplicants($opportunityId: ID!) {\n    viewApplicants(opportunity_id: $opportunityId) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CloseApplicantsDocument,
    "\n  query OpportunityFormOptions($withCreators: Boolean!) {\n    industries {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n    services {\n      id\n      name\n    }\n    # An agency project's optional software skills (a project names no discipline).\n    softwareSkills {\n      id\n      name\n    }\n    currentCredit {\n      team_id\n      balance\n    }\n    postingTeamUsers @include(if: $withCreators) {\n      id\n      name\n    }\n  }\n": typeof types.OpportunityFormOptionsDocument,
    "\n  query DisciplineOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n": typeof types.DisciplineOptionsDocument,
    "\n  query AllGenres {\n    genres {\n      id\n      name\n    }\n  }\n": typeof types.AllGenresDocument,
    "\n  query PositionOptions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": typeof types.PositionOptionsDocument,
    "\n  fragment OpportunityDetails on Opportunity {\n    id\n    target\n    title\n    job_number\n    description\n    location\n    work_mode\n    work_mode_label\n    type\n    sub_type\n    level\n    position {\n      id\n      name\n    }\n    duration\n    is_ir35\n    minimumBudget\n    maximumBudget\n    compensation_unit\n    compensation_currency\n    is_compensation_displayed\n    follow_up\n    application_link\n    is_active\n    views\n    created_at\n    deleted_at\n    close_reason\n    closed_at\n    freelancer_name\n    freelancer {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      pivot {\n        must_have\n      }\n    }\n    qualifications {\n      id\n      name\n      pivot {\n        must_have\n      }\n    }\n    services {\n      id\n      name\n    }\n    agency {\n      id\n      company\n    }\n    creator {\n      id\n      name\n    }\n    applicants_count\n    can_edit\n  }\n": typeof types.OpportunityDetailsFragmentDoc,
    "\n  query Opportunity($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n  }\n": typeof types.OpportunityDocument,
    "\n  mutation CreateOpportunity($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": typeof types.CreateOpportunityDocument,
    "\n  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": typeof types.UpdateOpportunityDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  query TeamOpportunities(\n    $target: OpportunityTarget!\n    $closed: Boolean!\n    $first: Int!\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        target\n        title\n        job_number\n        is_active\n        work_mode_label\n        closed_at\n        close_reason\n        applicants_count\n        can_edit\n        creator {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.TeamOpportunitiesDocument,
    "\n  mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n    }\n  }\n": typeof types.CloseOpportunityDocument,
    "\n  mutation RestoreOpportunity($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n    }\n  }\n": typeof types.RestoreOpportunityDocument,
    "\n  query ViewPost($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n": typeof types.ViewPostDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment PersonalInformationFields on User {\n    id\n    email\n    status\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n": typeof types.PersonalInformationFieldsFragmentDoc,
    "\n  fragment PreferenceFields on Preference {\n    id\n    job_types\n    genres {\n      id\n      name\n    }\n    active\n  }\n": typeof types.PreferenceFieldsFragmentDoc,
    "\n  query PersonalInformation {\n    me {\n      ...PersonalInformationFields\n      preferences {\n        ...PreferenceFields\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n": typeof types.PersonalInformationDocument,
    "\n  query PersonalInformationPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": typeof types.PersonalInformationPositionsDocument,
    "\n  query PreferenceGenres {\n    genres {\n      id\n      name\n    }\n  }\n": typeof types.PreferenceGenresDocument,
    "\n  mutation UpdatePersonalInformation($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationFields\n    }\n  }\n": typeof types.UpdatePersonalInformationDocument,
    "\n  mutation AddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      ...PreferenceFields\n    }\n  }\n": typeof types.AddPreferenceDocument,
    "\n  mutation UpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      ...PreferenceFields\n    }\n  }\n": typeof types.UpdatePreferenceDocument,
    "\n  mutation ActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      ...PreferenceFields\n    }\n  }\n": typeof types.ActivatePreferenceDocument,
    "\n  mutation DeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n": typeof types.DeletePreferenceDocument,
    "\n  fragment CandidateProfileFields on CandidateProfile {\n    id\n    name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    other_qualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n    }\n    supporting_documents {\n      id\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n": typeof types.CandidateProfileFieldsFragmentDoc,
    "\n  query CandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...CandidateProfileFields\n    }\n  }\n": typeof types.CandidateProfileDocument,
    "\n  query FreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...CandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n": typeof types.FreelancerProfileDocument,
    "\n  query AgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        id\n        name\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AgencyProfileDocument,
    "\n  query CheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n": typeof types.CheckUserDocument,
    "\n  query RegisterIndustries {\n    industries {\n      id\n      name\n    }\n  }\n": typeof types.RegisterIndustriesDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": typeof types.SocialLoginProvidersDocument,
    "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...SessionPayload\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": typeof types.RedeemSocialLoginDocument,
    "\n  query SubscriptionPage {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        id\n        price\n        period_start\n        ends_at\n        created_at\n      }\n    }\n    subscriptionOffer {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n      }\n    }\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": typeof types.SubscriptionPageDocument,
    "\n  query SubscriptionOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": typeof types.SubscriptionOfferDocument,
    "\n  mutation AddSubscription($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": typeof types.AddSubscriptionDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation ResumeSubscription {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.ResumeSubscriptionDocument,
    "\n  mutation RetrySubscriptionPayment {\n    retrySubscriptionPayment {\n      ...PurchaseOutcome\n    }\n  }\n": typeof types.RetrySubscriptionPaymentDocument,
    "\n  query InvitationLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n": typeof types.InvitationLinkDocument,
    "\n  mutation RegisterTeamMember($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.RegisterTeamMemberDocument,
    "\n  mutation CompleteTeamMemberProfile($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n": typeof types.CompleteTeamMemberProfileDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  fragment CurrentMembership on UserTeam {\n    team_id\n    user_id\n    role\n    can_post_jobs\n    active\n    team {\n      id\n      type\n      company\n      avatar\n      owner_id\n    }\n  }\n": typeof types.CurrentMembershipFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      company\n      agency_name\n      avatar\n      # Onboarding done (complete-profile asks for a bio): where the approval notice links.\n      bio\n      teamType\n      teamOwner\n      activeTeam {\n        ...CurrentMembership\n      }\n      teams {\n        ...CurrentMembership\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  fragment SessionPayload on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n": typeof types.SessionPayloadFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionPayload\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query UserTeam($team_id: ID!) {\n    userTeam(team_id: $team_id) {\n      ...CurrentMembership\n    }\n  }\n": typeof types.UserTeamDocument,
    "\n  query PlaceSearchField($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      label\n    }\n  }\n": typeof types.PlaceSearchFieldDocument,
};
const documents: Documents = {
    "\n  query CurrentCredit {\n    currentCredit {\n      team_id\n      balance\n    }\n  }\n": types.CurrentCreditDocument,
    "\n  query OwnMembership {\n    viewUserTeam {\n      user_id\n      associate_ids\n    }\n  }\n": types.OwnMembershipDocument,
    "\n  query AgencyCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n      invoice_address_1\n      invoice_address_2\n      invoice_city\n      invoice_state\n      invoice_country\n      invoice_zip\n      invoice_phone\n      invoice_email\n    }\n  }\n": types.AgencyCreditAccountDocument,
    "\n  query AgencyBillingDetails {\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": types.AgencyBillingDetailsDocument,
    "\n  fragment MarketplaceAgencyCard on AgencyListing {\n    id\n    name\n    agency_name\n    avatar\n    location\n    headline\n    vetted\n    case_studies_count\n    services {\n      id\n      slug\n      name\n    }\n  }\n": types.MarketplaceAgencyCardFragmentDoc,
    "\n  fragment MarketplaceCaseStudyCard on CaseStudy {\n    ...CaseStudyCardFields\n    agency {\n      id\n      services {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.MarketplaceCaseStudyCardFragmentDoc,
    "\n  fragment MarketplacePageInfo on PaginatorInfo {\n    count\n    currentPage\n    hasMorePages\n    total\n  }\n": types.MarketplacePageInfoFragmentDoc,
    "\n  query MarketplaceAgencies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceAgencyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": types.MarketplaceAgenciesDocument,
    "\n  query MarketplaceCaseStudies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": types.MarketplaceCaseStudiesDocument,
    "\n  query MarketplaceServices {\n    services {\n      id\n      slug\n      name\n    }\n  }\n": types.MarketplaceServicesDocument,
    "\n  query AgencyProfileCaseStudies($agencyId: ID!, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agencyId, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n": types.AgencyProfileCaseStudiesDocument,
    "\n  fragment OwnAgencyProfileFields on OwnAgencyProfile {\n    id\n    name\n    avatar\n    bio\n    website\n    contact_email\n    budget {\n      currency\n      min\n      max\n    }\n    locations\n    phones\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n": types.OwnAgencyProfileFieldsFragmentDoc,
    "\n  query MyAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n  }\n": types.MyAgencyProfileDocument,
    "\n  query EditAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n": types.EditAgencyProfileDocument,
    "\n  mutation UpdateAgencyProfile($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n": types.UpdateAgencyProfileDocument,
    "\n  mutation UpdateAgencyAccount($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n": types.UpdateAgencyAccountDocument,
    "\n  fragment AgencyPersonalInformationFields on User {\n    id\n    email\n    first_name\n    last_name\n    position\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n": types.AgencyPersonalInformationFieldsFragmentDoc,
    "\n  query AgencyPersonalInformation {\n    me {\n      ...AgencyPersonalInformationFields\n    }\n  }\n": types.AgencyPersonalInformationDocument,
    "\n  mutation UpdateAgencyPersonalInformation($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      ...AgencyPersonalInformationFields\n    }\n  }\n": types.UpdateAgencyPersonalInformationDocument,
    "\n  query ViewApplicants($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      target\n      job_number\n      is_active\n      deleted_at\n    }\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resumeUrl\n      documentUrl\n      user {\n        id\n        profile_id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": types.ViewApplicantsDocument,
    "\n  fragment CandidateOpportunityCard on Opportunity {\n    id\n    title\n    job_number\n    work_mode_label\n    type\n    level\n    is_compensation_displayed\n    minimumBudget\n    maximumBudget\n    compensation_currency\n    compensation_unit\n    agency {\n      id\n      company\n      avatar\n    }\n  }\n": types.CandidateOpportunityCardFragmentDoc,
    "\n  query LatestOpportunities($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.LatestOpportunitiesDocument,
    "\n  query OpportunitiesForYou($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.OpportunitiesForYouDocument,
    "\n  query AppliedOpportunities($first: Int!, $page: Int!) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          ...CandidateOpportunityCard\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.AppliedOpportunitiesDocument,
    "\n  query OpportunitySearchOptions {\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    softwareSkills {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n": types.OpportunitySearchOptionsDocument,
    "\n  query CandidateOpportunity($id: ID!) {\n    opportunity(id: $id) {\n      id\n      target\n      title\n      job_number\n      description\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n        name\n      }\n      is_compensation_displayed\n      minimumBudget\n      maximumBudget\n      compensation_currency\n      compensation_unit\n      is_active\n      deleted_at\n      agency {\n        id\n        company\n        avatar\n      }\n      industries {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      skills {\n        id\n        name\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n        name\n        pivot {\n          must_have\n        }\n      }\n      services {\n        id\n        name\n      }\n      duration\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n    allJobLevels {\n      key\n      name\n    }\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": types.CandidateOpportunityDocument,
    "\n  query ApplyOptions {\n    me {\n      id\n      resumes {\n        id\n        name\n        active\n      }\n      supportingDocuments {\n        id\n        name\n      }\n    }\n  }\n": types.ApplyOptionsDocument,
    "\n  mutation CreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n  }\n": types.CreateApplicationDocument,
    "\n  query CompanyProfile($id: ID!, $first: Int!, $page: Int!) {\n    companyProfile(id: $id, first: $first, page: $page) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      vetted\n      city\n      state\n      country\n      opportunities {\n        data {\n          ...CandidateOpportunityCard\n        }\n        paginatorInfo {\n          count\n          currentPage\n          hasMorePages\n          total\n        }\n      }\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  mutation CountOpportunityView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n    }\n  }\n": types.CountOpportunityViewDocument,
    "\n  fragment OwnCandidateProfile on User {\n    id\n    bio\n    job_types\n    working_hours\n    industries {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    otherQualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    resumes {\n      id\n      name\n      fileUrl\n      active\n      created_at\n    }\n    supportingDocuments {\n      id\n      name\n      fileUrl\n      created_at\n    }\n    isProfileComplete {\n      complete\n      missing\n    }\n  }\n": types.OwnCandidateProfileFragmentDoc,
    "\n  query OwnCandidateProfile {\n    me {\n      ...OwnCandidateProfile\n    }\n    industries {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    jobTypes {\n      key\n      name\n    }\n  }\n": types.OwnCandidateProfileDocument,
    "\n  query CandidateProfileOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    otherQualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n": types.CandidateProfileOptionsDocument,
    "\n  mutation SaveCandidateProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.SaveCandidateProfileDocument,
    "\n  mutation SaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.SaveManageCvDocument,
    "\n  mutation AddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.AddExperienceDocument,
    "\n  mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.UpdateExperienceDocument,
    "\n  mutation DeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.DeleteExperienceDocument,
    "\n  mutation AddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.AddEducationDocument,
    "\n  mutation UpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.UpdateEducationDocument,
    "\n  mutation DeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.DeleteEducationDocument,
    "\n  mutation AddResume($file: ID!) {\n    addResume(file: $file) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.AddResumeDocument,
    "\n  mutation ActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.ActivateResumeDocument,
    "\n  mutation DeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.DeleteResumeDocument,
    "\n  mutation AddSupportingDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.AddSupportingDocumentDocument,
    "\n  mutation DeleteSupportingDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n": types.DeleteSupportingDocumentDocument,
    "\n  fragment CaseStudyCardFields on CaseStudy {\n    id\n    title\n    thumbnail\n    created_at\n    agency {\n      id\n      agency_name\n      avatar\n    }\n  }\n": types.CaseStudyCardFieldsFragmentDoc,
    "\n  fragment CaseStudyFields on CaseStudy {\n    id\n    title\n    description\n    thumbnail\n    external_url\n    video_url\n    content {\n      layout\n      key\n      image\n      url\n    }\n    created_at\n    updated_at\n    agency {\n      id\n      company\n      agency_name\n      avatar\n      services {\n        id\n        name\n      }\n    }\n    can_edit\n  }\n": types.CaseStudyFieldsFragmentDoc,
    "\n  query CaseStudies($first: Int, $page: Int) {\n    caseStudies(first: $first, page: $page) {\n      data {\n        ...CaseStudyCardFields\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.CaseStudiesDocument,
    "\n  query CaseStudy($id: ID!) {\n    caseStudy(id: $id) {\n      ...CaseStudyFields\n    }\n  }\n": types.CaseStudyDocument,
    "\n  mutation CreateCaseStudy($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      ...CaseStudyFields\n    }\n  }\n": types.CreateCaseStudyDocument,
    "\n  mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      ...CaseStudyFields\n    }\n  }\n": types.UpdateCaseStudyDocument,
    "\n  mutation DeleteCaseStudy($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n": types.DeleteCaseStudyDocument,
    "\n  fragment OwnCompanyProfileFields on OwnCompanyProfile {\n    id\n    company\n    avatar\n    bio\n    description\n    what_sets_apart\n    website\n    can_use_logo\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n": types.OwnCompanyProfileFieldsFragmentDoc,
    "\n  query MyCompanyProfile {\n    myCompanyProfile {\n      ...OwnCompanyProfileFields\n    }\n  }\n": types.MyCompanyProfileDocument,
    "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      ...OwnCompanyProfileFields\n    }\n  }\n": types.UpdateCompanyProfileDocument,
    "\n  fragment ArticleCardFields on Article {\n    id\n    title\n    slug\n    summary\n    image\n    type\n    created_at\n  }\n": types.ArticleCardFieldsFragmentDoc,
    "\n  query Articles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        ...ArticleCardFields\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ArticlesDocument,
    "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      ...ArticleCardFields\n      content\n    }\n  }\n": types.ArticleDocument,
    "\n  query Deals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        id\n        title\n        slug\n        subtitle\n        image\n        link\n        content\n        created_at\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.DealsDocument,
    "\n  query LandingPages {\n    landingPages {\n      id\n      name\n      slug\n      display_in_footer\n    }\n  }\n": types.LandingPagesDocument,
    "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      id\n      name\n      slug\n      content\n    }\n  }\n": types.LandingPageDocument,
    "\n  fragment SavedCard on PaymentMethod {\n    brand\n    last4\n    exp_month\n    exp_year\n  }\n": types.SavedCardFragmentDoc,
    "\n  fragment BillingDetailsFields on BillingDetails {\n    name\n    email\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n": types.BillingDetailsFieldsFragmentDoc,
    "\n  fragment PurchaseOutcome on PurchaseResult {\n    status\n    payment_id\n    balance\n    message\n    client_secret\n  }\n": types.PurchaseOutcomeFragmentDoc,
    "\n  query CalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": types.CalculatePriceDocument,
    "\n  query CreditHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.CreditHistoryDocument,
    "\n  query CheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": types.CheckPromoDocument,
    "\n  query PaymentInfo {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    creditAccount {\n      status\n    }\n  }\n": types.PaymentInfoDocument,
    "\n  query CardSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": types.CardSetupDocument,
    "\n  mutation CreateLocalPaymentMethod($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": types.CreateLocalPaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      ...SavedCard\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation PurchaseCredits($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": types.PurchaseCreditsDocument,
    "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      ...PurchaseOutcome\n    }\n  }\n": types.ConfirmPurchaseDocument,
    "\n  mutation AuthenticateLocalPayment($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n": types.AuthenticateLocalPaymentDocument,
    "\n  mutation RequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n": types.RequestCreditAccountDocument,
    "\n  mutation PurchaseOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": types.PurchaseOnAccountDocument,
    "\n  query PaymentInfoPage {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": types.PaymentInfoPageDocument,
    "\n  mutation UpdateBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": types.UpdateBillingDetailsDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange\n  }\n": types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n": types.CancelEmailChangeDocument,
    "\n  mutation Impersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.ImpersonateDocument,
    "\n  query ImpersonationStatus {\n    impersonation {\n      issued_by\n    }\n  }\n": types.ImpersonationStatusDocument,
    "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    first_name\n    last_name\n    invite_status\n    expires_at\n    updated_at\n  }\n": types.InvitationRowFragmentDoc,
    "\n  query ViewInvitations {\n    viewInvitations {\n      ...InvitationRow\n    }\n  }\n": types.ViewInvitationsDocument,
    "\n  mutation CreateInvitation($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationRow\n    }\n  }\n": types.CreateInvitationDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": types.DeleteInvitationDocument,
    "\n  query Invoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query InvoiceDownloadUrl($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": types.InvoiceDownloadUrlDocument,
    "\n  fragment TeamMemberCard on TeamUser {\n    user_id\n    team_id\n    role\n    can_post_jobs\n    is_owner\n    first_name\n    last_name\n    email\n    avatar\n    position\n    associate_ids\n  }\n": types.TeamMemberCardFragmentDoc,
    "\n  query ViewUserTeam {\n    viewUserTeam {\n      ...TeamMemberCard\n    }\n  }\n": types.ViewUserTeamDocument,
    "\n  mutation UpdateTeamUserSetting($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": types.UpdateTeamUserSettingDocument,
    "\n  mutation DeleteTeamUserSetting($user_id: ID!) {\n    deleteTeamUserSetting(user_id: $user_id)\n  }\n": types.DeleteTeamUserSettingDocument,
    "\n  mutation CreateTeamUserAssociation($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": types.CreateTeamUserAssociationDocument,
    "\n  mutation DeleteTeamUserAssociation($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n": types.DeleteTeamUserAssociationDocument,
    "\n  query NotificationSettings {\n    me {\n      id\n      phone\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateEmailNotificationSettings($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n": types.UpdateEmailNotificationSettingsDocument,
    "\n  mutation SendTextNotificationCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n": types.SendTextNotificationCodeDocument,
    "\n  mutation VerifyTextNotificationCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": types.VerifyTextNotificationCodeDocument,
    "\n  mutation DisableTextNotifications {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": types.DisableTextNotificationsDocument,
    "\n  query ProfilePrivacy {\n    me {\n      id\n      privacy\n    }\n  }\n": types.ProfilePrivacyDocument,
    "\n  mutation UpdateProfilePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n": types.UpdateProfilePrivacyDocument,
    "\n  fragment SavedProfile on User {\n    id\n    bio\n    avatar\n    company\n    agency_name\n    teams {\n      team_id\n      user_id\n      team {\n        id\n        company\n        avatar\n      }\n    }\n  }\n": types.SavedProfileFragmentDoc,
    "\n  query CandidateOnboarding {\n    me {\n      id\n      bio\n      avatar\n      industries {\n        id\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n": types.CandidateOnboardingDocument,
    "\n  query OnboardingPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": types.OnboardingPositionsDocument,
    "\n  mutation CompleteCandidateProfile($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": types.CompleteCandidateProfileDocument,
    "\n  query EmployerOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n    }\n  }\n": types.EmployerOnboardingDocument,
    "\n  mutation CompleteEmployerProfile($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": types.CompleteEmployerProfileDocument,
    "\n  query AgencyOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n      agency_name\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n": types.AgencyOnboardingDocument,
    "\n  mutation CompleteAgencyProfile($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n": types.CompleteAgencyProfileDocument,
    "\n  query CloseApplicants($opportunityId: ID!) {\n    viewApplicants(opportunity_id: $opportunityId) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.CloseApplicantsDocument,
    "\n  query OpportunityFormOptions($withCreators: Boolean!) {\n    industries {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n    services {\n      id\n      name\n    }\n    # An agency project's optional software skills (a project names no discipline).\n    softwareSkills {\n      id\n      name\n    }\n    currentCredit {\n      team_id\n      balance\n    }\n    postingTeamUsers @include(if: $withCreators) {\n      id\n      name\n    }\n  }\n": types.OpportunityFormOptionsDocument,
    "\n  query DisciplineOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n": types.DisciplineOptionsDocument,
    "\n  query AllGenres {\n    genres {\n      id\n      name\n    }\n  }\n": types.AllGenresDocument,
    "\n  query PositionOptions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": types.PositionOptionsDocument,
    "\n  fragment OpportunityDetails on Opportunity {\n    id\n    target\n    title\n    job_number\n    description\n    location\n    work_mode\n    work_mode_label\n    type\n    sub_type\n    level\n    position {\n      id\n      name\n    }\n    duration\n    is_ir35\n    minimumBudget\n    maximumBudget\n    compensation_unit\n    compensation_currency\n    is_compensation_displayed\n    follow_up\n    application_link\n    is_active\n    views\n    created_at\n    deleted_at\n    close_reason\n    closed_at\n    freelancer_name\n    freelancer {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      pivot {\n        must_have\n      }\n    }\n    qualifications {\n      id\n      name\n      pivot {\n        must_have\n      }\n    }\n    services {\n      id\n      name\n    }\n    agency {\n      id\n      company\n    }\n    creator {\n      id\n      name\n    }\n    applicants_count\n    can_edit\n  }\n": types.OpportunityDetailsFragmentDoc,
    "\n  query Opportunity($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n  }\n": types.OpportunityDocument,
    "\n  mutation CreateOpportunity($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": types.CreateOpportunityDocument,
    "\n  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": types.UpdateOpportunityDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  query TeamOpportunities(\n    $target: OpportunityTarget!\n    $closed: Boolean!\n    $first: Int!\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        target\n        title\n        job_number\n        is_active\n        work_mode_label\n        closed_at\n        close_reason\n        applicants_count\n        can_edit\n        creator {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.TeamOpportunitiesDocument,
    "\n  mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n    }\n  }\n": types.CloseOpportunityDocument,
    "\n  mutation RestoreOpportunity($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n    }\n  }\n": types.RestoreOpportunityDocument,
    "\n  query ViewPost($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n": types.ViewPostDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment PersonalInformationFields on User {\n    id\n    email\n    status\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n": types.PersonalInformationFieldsFragmentDoc,
    "\n  fragment PreferenceFields on Preference {\n    id\n    job_types\n    genres {\n      id\n      name\n    }\n    active\n  }\n": types.PreferenceFieldsFragmentDoc,
    "\n  query PersonalInformation {\n    me {\n      ...PersonalInformationFields\n      preferences {\n        ...PreferenceFields\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n": types.PersonalInformationDocument,
    "\n  query PersonalInformationPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n": types.PersonalInformationPositionsDocument,
    "\n  query PreferenceGenres {\n    genres {\n      id\n      name\n    }\n  }\n": types.PreferenceGenresDocument,
    "\n  mutation UpdatePersonalInformation($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationFields\n    }\n  }\n": types.UpdatePersonalInformationDocument,
    "\n  mutation AddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      ...PreferenceFields\n    }\n  }\n": types.AddPreferenceDocument,
    "\n  mutation UpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      ...PreferenceFields\n    }\n  }\n": types.UpdatePreferenceDocument,
    "\n  mutation ActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      ...PreferenceFields\n    }\n  }\n": types.ActivatePreferenceDocument,
    "\n  mutation DeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n": types.DeletePreferenceDocument,
    "\n  fragment CandidateProfileFields on CandidateProfile {\n    id\n    name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    other_qualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n    }\n    supporting_documents {\n      id\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n": types.CandidateProfileFieldsFragmentDoc,
    "\n  query CandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...CandidateProfileFields\n    }\n  }\n": types.CandidateProfileDocument,
    "\n  query FreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...CandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n": types.FreelancerProfileDocument,
    "\n  query AgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        id\n        name\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n": types.AgencyProfileDocument,
    "\n  query CheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n": types.CheckUserDocument,
    "\n  query RegisterIndustries {\n    industries {\n      id\n      name\n    }\n  }\n": types.RegisterIndustriesDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.RegisterDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": types.SocialLoginProvidersDocument,
    "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...SessionPayload\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": types.RedeemSocialLoginDocument,
    "\n  query SubscriptionPage {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        id\n        price\n        period_start\n        ends_at\n        created_at\n      }\n    }\n    subscriptionOffer {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n      }\n    }\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n": types.SubscriptionPageDocument,
    "\n  query SubscriptionOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": types.SubscriptionOfferDocument,
    "\n  mutation AddSubscription($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n": types.AddSubscriptionDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation ResumeSubscription {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.ResumeSubscriptionDocument,
    "\n  mutation RetrySubscriptionPayment {\n    retrySubscriptionPayment {\n      ...PurchaseOutcome\n    }\n  }\n": types.RetrySubscriptionPaymentDocument,
    "\n  query InvitationLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n": types.InvitationLinkDocument,
    "\n  mutation RegisterTeamMember($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.RegisterTeamMemberDocument,
    "\n  mutation CompleteTeamMemberProfile($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n": types.CompleteTeamMemberProfileDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  fragment CurrentMembership on UserTeam {\n    team_id\n    user_id\n    role\n    can_post_jobs\n    active\n    team {\n      id\n      type\n      company\n      avatar\n      owner_id\n    }\n  }\n": types.CurrentMembershipFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      company\n      agency_name\n      avatar\n      # Onboarding done (complete-profile asks for a bio): where the approval notice links.\n      bio\n      teamType\n      teamOwner\n      activeTeam {\n        ...CurrentMembership\n      }\n      teams {\n        ...CurrentMembership\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  fragment SessionPayload on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n": types.SessionPayloadFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionPayload\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query UserTeam($team_id: ID!) {\n    userTeam(team_id: $team_id) {\n      ...CurrentMembership\n    }\n  }\n": types.UserTeamDocument,
    "\n  query PlaceSearchField($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      label\n    }\n  }\n": types.PlaceSearchFieldDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentCredit {\n    currentCredit {\n      team_id\n      balance\n    }\n  }\n"): (typeof documents)["\n  query CurrentCredit {\n    currentCredit {\n      team_id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnMembership {\n    viewUserTeam {\n      user_id\n      associate_ids\n    }\n  }\n"): (typeof documents)["\n  query OwnMembership {\n    viewUserTeam {\n      user_id\n      associate_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n      invoice_address_1\n      invoice_address_2\n      invoice_city\n      invoice_state\n      invoice_country\n      invoice_zip\n      invoice_phone\n      invoice_email\n    }\n  }\n"): (typeof documents)["\n  query AgencyCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n      invoice_address_1\n      invoice_address_2\n      invoice_city\n      invoice_state\n      invoice_country\n      invoice_zip\n      invoice_phone\n      invoice_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyBillingDetails {\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query AgencyBillingDetails {\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplaceAgencyCard on AgencyListing {\n    id\n    name\n    agency_name\n    avatar\n    location\n    headline\n    vetted\n    case_studies_count\n    services {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment MarketplaceAgencyCard on AgencyListing {\n    id\n    name\n    agency_name\n    avatar\n    location\n    headline\n    vetted\n    case_studies_count\n    services {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplaceCaseStudyCard on CaseStudy {\n    ...CaseStudyCardFields\n    agency {\n      id\n      services {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MarketplaceCaseStudyCard on CaseStudy {\n    ...CaseStudyCardFields\n    agency {\n      id\n      services {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplacePageInfo on PaginatorInfo {\n    count\n    currentPage\n    hasMorePages\n    total\n  }\n"): (typeof documents)["\n  fragment MarketplacePageInfo on PaginatorInfo {\n    count\n    currentPage\n    hasMorePages\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceAgencies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceAgencyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceAgencies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceAgencyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceCaseStudies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceCaseStudies($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceServices {\n    services {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceServices {\n    services {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyProfileCaseStudies($agencyId: ID!, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agencyId, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyProfileCaseStudies($agencyId: ID!, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agencyId, first: $first, page: $page) {\n      data {\n        ...MarketplaceCaseStudyCard\n      }\n      paginatorInfo {\n        ...MarketplacePageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnAgencyProfileFields on OwnAgencyProfile {\n    id\n    name\n    avatar\n    bio\n    website\n    contact_email\n    budget {\n      currency\n      min\n      max\n    }\n    locations\n    phones\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n"): (typeof documents)["\n  fragment OwnAgencyProfileFields on OwnAgencyProfile {\n    id\n    name\n    avatar\n    bio\n    website\n    contact_email\n    budget {\n      currency\n      min\n      max\n    }\n    locations\n    phones\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EditAgencyProfile {\n    myAgencyProfile {\n      ...OwnAgencyProfileFields\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgencyProfile($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgencyProfile($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgencyAccount($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgencyAccount($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      ...OwnAgencyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgencyPersonalInformationFields on User {\n    id\n    email\n    first_name\n    last_name\n    position\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n"): (typeof documents)["\n  fragment AgencyPersonalInformationFields on User {\n    id\n    email\n    first_name\n    last_name\n    position\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyPersonalInformation {\n    me {\n      ...AgencyPersonalInformationFields\n    }\n  }\n"): (typeof documents)["\n  query AgencyPersonalInformation {\n    me {\n      ...AgencyPersonalInformationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgencyPersonalInformation($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      ...AgencyPersonalInformationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgencyPersonalInformation($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      ...AgencyPersonalInformationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewApplicants($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      target\n      job_number\n      is_active\n      deleted_at\n    }\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resumeUrl\n      documentUrl\n      user {\n        id\n        profile_id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewApplicants($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      target\n      job_number\n      is_active\n      deleted_at\n    }\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resumeUrl\n      documentUrl\n      user {\n        id\n        profile_id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateOpportunityCard on Opportunity {\n    id\n    title\n    job_number\n    work_mode_label\n    type\n    level\n    is_compensation_displayed\n    minimumBudget\n    maximumBudget\n    compensation_currency\n    compensation_unit\n    agency {\n      id\n      company\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment CandidateOpportunityCard on Opportunity {\n    id\n    title\n    job_number\n    work_mode_label\n    type\n    level\n    is_compensation_displayed\n    minimumBudget\n    maximumBudget\n    compensation_currency\n    compensation_unit\n    agency {\n      id\n      company\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestOpportunities($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestOpportunities($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitiesForYou($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpportunitiesForYou($filter: OpportunitySearch, $first: Int!, $page: Int!) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        ...CandidateOpportunityCard\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppliedOpportunities($first: Int!, $page: Int!) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          ...CandidateOpportunityCard\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppliedOpportunities($first: Int!, $page: Int!) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          ...CandidateOpportunityCard\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitySearchOptions {\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    softwareSkills {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query OpportunitySearchOptions {\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    softwareSkills {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateOpportunity($id: ID!) {\n    opportunity(id: $id) {\n      id\n      target\n      title\n      job_number\n      description\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n        name\n      }\n      is_compensation_displayed\n      minimumBudget\n      maximumBudget\n      compensation_currency\n      compensation_unit\n      is_active\n      deleted_at\n      agency {\n        id\n        company\n        avatar\n      }\n      industries {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      skills {\n        id\n        name\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n        name\n        pivot {\n          must_have\n        }\n      }\n      services {\n        id\n        name\n      }\n      duration\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n    allJobLevels {\n      key\n      name\n    }\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"): (typeof documents)["\n  query CandidateOpportunity($id: ID!) {\n    opportunity(id: $id) {\n      id\n      target\n      title\n      job_number\n      description\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n        name\n      }\n      is_compensation_displayed\n      minimumBudget\n      maximumBudget\n      compensation_currency\n      compensation_unit\n      is_active\n      deleted_at\n      agency {\n        id\n        company\n        avatar\n      }\n      industries {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      skills {\n        id\n        name\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n        name\n        pivot {\n          must_have\n        }\n      }\n      services {\n        id\n        name\n      }\n      duration\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n    allJobLevels {\n      key\n      name\n    }\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyOptions {\n    me {\n      id\n      resumes {\n        id\n        name\n        active\n      }\n      supportingDocuments {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplyOptions {\n    me {\n      id\n      resumes {\n        id\n        name\n        active\n      }\n      supportingDocuments {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile($id: ID!, $first: Int!, $page: Int!) {\n    companyProfile(id: $id, first: $first, page: $page) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      vetted\n      city\n      state\n      country\n      opportunities {\n        data {\n          ...CandidateOpportunityCard\n        }\n        paginatorInfo {\n          count\n          currentPage\n          hasMorePages\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfile($id: ID!, $first: Int!, $page: Int!) {\n    companyProfile(id: $id, first: $first, page: $page) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      vetted\n      city\n      state\n      country\n      opportunities {\n        data {\n          ...CandidateOpportunityCard\n        }\n        paginatorInfo {\n          count\n          currentPage\n          hasMorePages\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountOpportunityView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CountOpportunityView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnCandidateProfile on User {\n    id\n    bio\n    job_types\n    working_hours\n    industries {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    otherQualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    resumes {\n      id\n      name\n      fileUrl\n      active\n      created_at\n    }\n    supportingDocuments {\n      id\n      name\n      fileUrl\n      created_at\n    }\n    isProfileComplete {\n      complete\n      missing\n    }\n  }\n"): (typeof documents)["\n  fragment OwnCandidateProfile on User {\n    id\n    bio\n    job_types\n    working_hours\n    industries {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    otherQualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    resumes {\n      id\n      name\n      fileUrl\n      active\n      created_at\n    }\n    supportingDocuments {\n      id\n      name\n      fileUrl\n      created_at\n    }\n    isProfileComplete {\n      complete\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnCandidateProfile {\n    me {\n      ...OwnCandidateProfile\n    }\n    industries {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    jobTypes {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query OwnCandidateProfile {\n    me {\n      ...OwnCandidateProfile\n    }\n    industries {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    jobTypes {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateProfileOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    otherQualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CandidateProfileOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    otherQualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCandidateProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCandidateProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation SaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddResume($file: ID!) {\n    addResume(file: $file) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AddResume($file: ID!) {\n    addResume(file: $file) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSupportingDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AddSupportingDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupportingDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSupportingDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      ...OwnCandidateProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseStudyCardFields on CaseStudy {\n    id\n    title\n    thumbnail\n    created_at\n    agency {\n      id\n      agency_name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment CaseStudyCardFields on CaseStudy {\n    id\n    title\n    thumbnail\n    created_at\n    agency {\n      id\n      agency_name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseStudyFields on CaseStudy {\n    id\n    title\n    description\n    thumbnail\n    external_url\n    video_url\n    content {\n      layout\n      key\n      image\n      url\n    }\n    created_at\n    updated_at\n    agency {\n      id\n      company\n      agency_name\n      avatar\n      services {\n        id\n        name\n      }\n    }\n    can_edit\n  }\n"): (typeof documents)["\n  fragment CaseStudyFields on CaseStudy {\n    id\n    title\n    description\n    thumbnail\n    external_url\n    video_url\n    content {\n      layout\n      key\n      image\n      url\n    }\n    created_at\n    updated_at\n    agency {\n      id\n      company\n      agency_name\n      avatar\n      services {\n        id\n        name\n      }\n    }\n    can_edit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseStudies($first: Int, $page: Int) {\n    caseStudies(first: $first, page: $page) {\n      data {\n        ...CaseStudyCardFields\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseStudies($first: Int, $page: Int) {\n    caseStudies(first: $first, page: $page) {\n      data {\n        ...CaseStudyCardFields\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseStudy($id: ID!) {\n    caseStudy(id: $id) {\n      ...CaseStudyFields\n    }\n  }\n"): (typeof documents)["\n  query CaseStudy($id: ID!) {\n    caseStudy(id: $id) {\n      ...CaseStudyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaseStudy($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      ...CaseStudyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaseStudy($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      ...CaseStudyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      ...CaseStudyFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      ...CaseStudyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCaseStudy($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCaseStudy($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnCompanyProfileFields on OwnCompanyProfile {\n    id\n    company\n    avatar\n    bio\n    description\n    what_sets_apart\n    website\n    can_use_logo\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n"): (typeof documents)["\n  fragment OwnCompanyProfileFields on OwnCompanyProfile {\n    id\n    company\n    avatar\n    bio\n    description\n    what_sets_apart\n    website\n    can_use_logo\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    vetted\n    email\n    pending_email\n    can_edit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanyProfile {\n    myCompanyProfile {\n      ...OwnCompanyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyCompanyProfile {\n    myCompanyProfile {\n      ...OwnCompanyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      ...OwnCompanyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      ...OwnCompanyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCardFields on Article {\n    id\n    title\n    slug\n    summary\n    image\n    type\n    created_at\n  }\n"): (typeof documents)["\n  fragment ArticleCardFields on Article {\n    id\n    title\n    slug\n    summary\n    image\n    type\n    created_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Articles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        ...ArticleCardFields\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Articles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        ...ArticleCardFields\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      ...ArticleCardFields\n      content\n    }\n  }\n"): (typeof documents)["\n  query Article($slug: String!) {\n    article(slug: $slug) {\n      ...ArticleCardFields\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        id\n        title\n        slug\n        subtitle\n        image\n        link\n        content\n        created_at\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Deals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        id\n        title\n        slug\n        subtitle\n        image\n        link\n        content\n        created_at\n      }\n      paginatorInfo {\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPages {\n    landingPages {\n      id\n      name\n      slug\n      display_in_footer\n    }\n  }\n"): (typeof documents)["\n  query LandingPages {\n    landingPages {\n      id\n      name\n      slug\n      display_in_footer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      id\n      name\n      slug\n      content\n    }\n  }\n"): (typeof documents)["\n  query LandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      id\n      name\n      slug\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedCard on PaymentMethod {\n    brand\n    last4\n    exp_month\n    exp_year\n  }\n"): (typeof documents)["\n  fragment SavedCard on PaymentMethod {\n    brand\n    last4\n    exp_month\n    exp_year\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingDetailsFields on BillingDetails {\n    name\n    email\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n"): (typeof documents)["\n  fragment BillingDetailsFields on BillingDetails {\n    name\n    email\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOutcome on PurchaseResult {\n    status\n    payment_id\n    balance\n    message\n    client_secret\n  }\n"): (typeof documents)["\n  fragment PurchaseOutcome on PurchaseResult {\n    status\n    payment_id\n    balance\n    message\n    client_secret\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n"): (typeof documents)["\n  query CalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n"): (typeof documents)["\n  query CheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentInfo {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    creditAccount {\n      status\n    }\n  }\n"): (typeof documents)["\n  query PaymentInfo {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    creditAccount {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query CardSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocalPaymentMethod($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"): (typeof documents)["\n  mutation CreateLocalPaymentMethod($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      ...SavedCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      ...SavedCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseCredits($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseCredits($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      ...PurchaseOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      ...PurchaseOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthenticateLocalPayment($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n"): (typeof documents)["\n  mutation AuthenticateLocalPayment($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentInfoPage {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentInfoPage {\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailChange {\n    resendEmailChange\n  }\n"): (typeof documents)["\n  mutation ResendEmailChange {\n    resendEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n"): (typeof documents)["\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Impersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation Impersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpersonationStatus {\n    impersonation {\n      issued_by\n    }\n  }\n"): (typeof documents)["\n  query ImpersonationStatus {\n    impersonation {\n      issued_by\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    first_name\n    last_name\n    invite_status\n    expires_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment InvitationRow on Invitation {\n    id\n    email\n    first_name\n    last_name\n    invite_status\n    expires_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewInvitations {\n    viewInvitations {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  query ViewInvitations {\n    viewInvitations {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvitation($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvitation($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDownloadUrl($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"): (typeof documents)["\n  query InvoiceDownloadUrl($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberCard on TeamUser {\n    user_id\n    team_id\n    role\n    can_post_jobs\n    is_owner\n    first_name\n    last_name\n    email\n    avatar\n    position\n    associate_ids\n  }\n"): (typeof documents)["\n  fragment TeamMemberCard on TeamUser {\n    user_id\n    team_id\n    role\n    can_post_jobs\n    is_owner\n    first_name\n    last_name\n    email\n    avatar\n    position\n    associate_ids\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewUserTeam {\n    viewUserTeam {\n      ...TeamMemberCard\n    }\n  }\n"): (typeof documents)["\n  query ViewUserTeam {\n    viewUserTeam {\n      ...TeamMemberCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamUserSetting($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeamUserSetting($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamUserSetting($user_id: ID!) {\n    deleteTeamUserSetting(user_id: $user_id)\n  }\n"): (typeof documents)["\n  mutation DeleteTeamUserSetting($user_id: ID!) {\n    deleteTeamUserSetting(user_id: $user_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamUserAssociation($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeamUserAssociation($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamUserAssociation($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeamUserAssociation($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      ...TeamMemberCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    me {\n      id\n      phone\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    me {\n      id\n      phone\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailNotificationSettings($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailNotificationSettings($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTextNotificationCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n"): (typeof documents)["\n  mutation SendTextNotificationCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTextNotificationCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTextNotificationCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTextNotifications {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTextNotifications {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePrivacy {\n    me {\n      id\n      privacy\n    }\n  }\n"): (typeof documents)["\n  query ProfilePrivacy {\n    me {\n      id\n      privacy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedProfile on User {\n    id\n    bio\n    avatar\n    company\n    agency_name\n    teams {\n      team_id\n      user_id\n      team {\n        id\n        company\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SavedProfile on User {\n    id\n    bio\n    avatar\n    company\n    agency_name\n    teams {\n      team_id\n      user_id\n      team {\n        id\n        company\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateOnboarding {\n    me {\n      id\n      bio\n      avatar\n      industries {\n        id\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query CandidateOnboarding {\n    me {\n      id\n      bio\n      avatar\n      industries {\n        id\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OnboardingPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteCandidateProfile($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteCandidateProfile($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployerOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n    }\n  }\n"): (typeof documents)["\n  query EmployerOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteEmployerProfile($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteEmployerProfile($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n      agency_name\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AgencyOnboarding {\n    me {\n      id\n      bio\n      avatar\n      company\n      agency_name\n    }\n    services {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAgencyProfile($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAgencyProfile($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...SavedProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloseApplicants($opportunityId: ID!) {\n    viewApplicants(opportunity_id: $opportunityId) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CloseApplicants($opportunityId: ID!) {\n    viewApplicants(opportunity_id: $opportunityId) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunityFormOptions($withCreators: Boolean!) {\n    industries {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n    services {\n      id\n      name\n    }\n    # An agency project's optional software skills (a project names no discipline).\n    softwareSkills {\n      id\n      name\n    }\n    currentCredit {\n      team_id\n      balance\n    }\n    postingTeamUsers @include(if: $withCreators) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OpportunityFormOptions($withCreators: Boolean!) {\n    industries {\n      id\n      name\n    }\n    allJobLevels {\n      key\n      name\n    }\n    services {\n      id\n      name\n    }\n    # An agency project's optional software skills (a project names no discipline).\n    softwareSkills {\n      id\n      name\n    }\n    currentCredit {\n      team_id\n      balance\n    }\n    postingTeamUsers @include(if: $withCreators) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisciplineOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DisciplineOptions($industries: [ID!]!) {\n    skills(industries: $industries) {\n      id\n      name\n      software\n    }\n    qualifications(industries: $industries) {\n      id\n      name\n    }\n    genres(industries: $industries) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllGenres {\n    genres {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AllGenres {\n    genres {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PositionOptions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PositionOptions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpportunityDetails on Opportunity {\n    id\n    target\n    title\n    job_number\n    description\n    location\n    work_mode\n    work_mode_label\n    type\n    sub_type\n    level\n    position {\n      id\n      name\n    }\n    duration\n    is_ir35\n    minimumBudget\n    maximumBudget\n    compensation_unit\n    compensation_currency\n    is_compensation_displayed\n    follow_up\n    application_link\n    is_active\n    views\n    created_at\n    deleted_at\n    close_reason\n    closed_at\n    freelancer_name\n    freelancer {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      pivot {\n        must_have\n      }\n    }\n    qualifications {\n      id\n      name\n      pivot {\n        must_have\n      }\n    }\n    services {\n      id\n      name\n    }\n    agency {\n      id\n      company\n    }\n    creator {\n      id\n      name\n    }\n    applicants_count\n    can_edit\n  }\n"): (typeof documents)["\n  fragment OpportunityDetails on Opportunity {\n    id\n    target\n    title\n    job_number\n    description\n    location\n    work_mode\n    work_mode_label\n    type\n    sub_type\n    level\n    position {\n      id\n      name\n    }\n    duration\n    is_ir35\n    minimumBudget\n    maximumBudget\n    compensation_unit\n    compensation_currency\n    is_compensation_displayed\n    follow_up\n    application_link\n    is_active\n    views\n    created_at\n    deleted_at\n    close_reason\n    closed_at\n    freelancer_name\n    freelancer {\n      id\n      name\n    }\n    industries {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    skills {\n      id\n      name\n      software\n      pivot {\n        must_have\n      }\n    }\n    qualifications {\n      id\n      name\n      pivot {\n        must_have\n      }\n    }\n    services {\n      id\n      name\n    }\n    agency {\n      id\n      company\n    }\n    creator {\n      id\n      name\n    }\n    applicants_count\n    can_edit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Opportunity($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n  }\n"): (typeof documents)["\n  query Opportunity($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOpportunity($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOpportunity($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...OpportunityDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamOpportunities(\n    $target: OpportunityTarget!\n    $closed: Boolean!\n    $first: Int!\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        target\n        title\n        job_number\n        is_active\n        work_mode_label\n        closed_at\n        close_reason\n        applicants_count\n        can_edit\n        creator {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamOpportunities(\n    $target: OpportunityTarget!\n    $closed: Boolean!\n    $first: Int!\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        target\n        title\n        job_number\n        is_active\n        work_mode_label\n        closed_at\n        close_reason\n        applicants_count\n        can_edit\n        creator {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n    }\n  }\n"): (typeof documents)["\n  mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreOpportunity($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreOpportunity($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewPost($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query ViewPost($id: ID!) {\n    opportunity(id: $id) {\n      ...OpportunityDetails\n    }\n    allJobLevels {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalInformationFields on User {\n    id\n    email\n    status\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n"): (typeof documents)["\n  fragment PersonalInformationFields on User {\n    id\n    email\n    status\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferenceFields on Preference {\n    id\n    job_types\n    genres {\n      id\n      name\n    }\n    active\n  }\n"): (typeof documents)["\n  fragment PreferenceFields on Preference {\n    id\n    job_types\n    genres {\n      id\n      name\n    }\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalInformation {\n    me {\n      ...PersonalInformationFields\n      preferences {\n        ...PreferenceFields\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query PersonalInformation {\n    me {\n      ...PersonalInformationFields\n      preferences {\n        ...PreferenceFields\n      }\n    }\n    allJobLevels {\n      key\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalInformationPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PersonalInformationPositions($industries: [ID!]!, $jobLevels: [String!]!) {\n    positions(industries: $industries, jobLevels: $jobLevels) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreferenceGenres {\n    genres {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PreferenceGenres {\n    genres {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersonalInformation($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePersonalInformation($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      ...PreferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      ...PreferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      ...PreferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      ...PreferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      ...PreferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      ...PreferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateProfileFields on CandidateProfile {\n    id\n    name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    other_qualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n    }\n    supporting_documents {\n      id\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CandidateProfileFields on CandidateProfile {\n    id\n    name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      id\n      school_name\n      qualification\n      description\n      from\n      to\n    }\n    experiences {\n      id\n      title\n      company\n      description\n      from\n      to\n      years\n    }\n    skills {\n      id\n      name\n      software\n      is_top\n    }\n    qualifications {\n      id\n      name\n    }\n    other_qualifications {\n      id\n      name\n    }\n    services {\n      id\n      name\n    }\n    genres {\n      id\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n    }\n    supporting_documents {\n      id\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...CandidateProfileFields\n    }\n  }\n"): (typeof documents)["\n  query CandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...CandidateProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...CandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...CandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        id\n        name\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        id\n        name\n      }\n      industries {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n"): (typeof documents)["\n  query CheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterIndustries {\n    industries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegisterIndustries {\n    industries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n"): (typeof documents)["\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...SessionPayload\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...SessionPayload\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPage {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        id\n        price\n        period_start\n        ends_at\n        created_at\n      }\n    }\n    subscriptionOffer {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n      }\n    }\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPage {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        id\n        price\n        period_start\n        ends_at\n        created_at\n      }\n    }\n    subscriptionOffer {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n      }\n    }\n    paymentSetup {\n      gateway\n    }\n    defaultPaymentMethod {\n      ...SavedCard\n    }\n    billingDetails {\n      ...BillingDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubscription($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation AddSubscription($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      ...PurchaseOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeSubscription {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeSubscription {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetrySubscriptionPayment {\n    retrySubscriptionPayment {\n      ...PurchaseOutcome\n    }\n  }\n"): (typeof documents)["\n  mutation RetrySubscriptionPayment {\n    retrySubscriptionPayment {\n      ...PurchaseOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n"): (typeof documents)["\n  query InvitationLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterTeamMember($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterTeamMember($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTeamMemberProfile($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTeamMemberProfile($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentMembership on UserTeam {\n    team_id\n    user_id\n    role\n    can_post_jobs\n    active\n    team {\n      id\n      type\n      company\n      avatar\n      owner_id\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentMembership on UserTeam {\n    team_id\n    user_id\n    role\n    can_post_jobs\n    active\n    team {\n      id\n      type\n      company\n      avatar\n      owner_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      company\n      agency_name\n      avatar\n      # Onboarding done (complete-profile asks for a bio): where the approval notice links.\n      bio\n      teamType\n      teamOwner\n      activeTeam {\n        ...CurrentMembership\n      }\n      teams {\n        ...CurrentMembership\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      company\n      agency_name\n      avatar\n      # Onboarding done (complete-profile asks for a bio): where the approval notice links.\n      bio\n      teamType\n      teamOwner\n      activeTeam {\n        ...CurrentMembership\n      }\n      teams {\n        ...CurrentMembership\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionPayload on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n"): (typeof documents)["\n  fragment SessionPayload on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTeam($team_id: ID!) {\n    userTeam(team_id: $team_id) {\n      ...CurrentMembership\n    }\n  }\n"): (typeof documents)["\n  query UserTeam($team_id: ID!) {\n    userTeam(team_id: $team_id) {\n      ...CurrentMembership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSearchField($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query PlaceSearchField($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      label\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;