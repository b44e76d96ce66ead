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
    "\n  query AppTypename {\n    __typename\n  }\n": typeof types.AppTypenameDocument,
    "\n  fragment AccountsUserFields on User {\n    id\n    email\n    type\n    status\n    first_name\n    last_name\n    company\n    agency_name\n    position\n    avatar\n    pronouns\n    bio\n    description\n    what_sets_apart\n    can_use_logo\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    hear_us\n    hear_us_additional\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    services {\n      id\n      slug\n    }\n    agency_location\n    agency_phone\n    teamType\n    teams {\n      role\n      can_post_jobs\n      team {\n        type\n        company\n      }\n    }\n  }\n": typeof types.AccountsUserFieldsFragmentDoc,
    "\n  query AccountsMe {\n    me {\n      ...AccountsUserFields\n    }\n  }\n": typeof types.AccountsMeDocument,
    "\n  query AccountsCheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n": typeof types.AccountsCheckUserDocument,
    "\n  mutation AccountsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...TestSession\n    }\n  }\n": typeof types.AccountsRegisterDocument,
    "\n  mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": typeof types.AccountsCompleteCandidateDocument,
    "\n  mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": typeof types.AccountsCompleteEmployerDocument,
    "\n  mutation AccountsCompleteAgency($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": typeof types.AccountsCompleteAgencyDocument,
    "\n  mutation AccountsChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.AccountsChangePasswordDocument,
    "\n        query AccountsCheckUserAliases {\n          a: checkUser(email: \"a@x.test\")\n          b: checkUser(email: \"b@x.test\")\n          c: checkUser(email: \"c@x.test\")\n          d: checkUser(email: \"d@x.test\")\n        }\n      ": typeof types.AccountsCheckUserAliasesDocument,
    "\n  mutation AgencyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.AgencyProfileConfirmEmailDocument,
    "\n  query AgencyProfileMine {\n    myAgencyProfile {\n      id\n      name\n      avatar\n      bio\n      website\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      address_1\n      city\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": typeof types.AgencyProfileMineDocument,
    "\n  mutation AgencyProfileUpdate($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      id\n      name\n      bio\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      can_edit\n    }\n  }\n": typeof types.AgencyProfileUpdateDocument,
    "\n  mutation AgencyAccountUpdate($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      avatar\n      bio\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      email\n      pending_email\n    }\n  }\n": typeof types.AgencyAccountUpdateDocument,
    "\n  mutation AgencyPersonalUpdate($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      first_name\n      last_name\n      position\n      phone\n      address_1\n      city\n      country\n    }\n  }\n": typeof types.AgencyPersonalUpdateDocument,
    "\n  mutation AgencyApply($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n    }\n  }\n": typeof types.AgencyApplyDocument,
    "\n  query AgencyApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": typeof types.AgencyApplyEligibilityDocument,
    "\n  query AgencyApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n    }\n  }\n": typeof types.AgencyApplyDetailDocument,
    "\n  query AgencyApplyApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      reason\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": typeof types.AgencyApplyApplicantsDocument,
    "\n  mutation AgencyApplyClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AgencyApplyCloseDocument,
    "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": typeof types.ApplicationsViewApplicantsDocument,
    "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApplicationsCloseModalApplicantsDocument,
    "\n  mutation ApplyCreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        reason\n      }\n    }\n  }\n": typeof types.ApplyCreateApplicationDocument,
    "\n  query ApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": typeof types.ApplyEligibilityDocument,
    "\n  query ApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n      follow_up\n    }\n  }\n": typeof types.ApplyDetailDocument,
    "\n  query CandidatesOwnProfile {\n    me {\n      id\n      education {\n        id\n        school_name\n        qualification\n        description\n        from\n        to\n      }\n      experiences {\n        id\n        title\n        company\n        description\n        from\n        to\n        years\n      }\n      skills {\n        id\n        name\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n        industry {\n          id\n        }\n      }\n      genres {\n        id\n      }\n      services {\n        id\n      }\n      job_types\n      working_hours\n      resumes {\n        id\n      }\n      supportingDocuments {\n        id\n      }\n      isProfileComplete {\n        complete\n        missing\n      }\n    }\n  }\n": typeof types.CandidatesOwnProfileDocument,
    "\n  mutation CandidatesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n      experiences {\n        id\n        title\n        company\n        from\n        to\n        years\n      }\n    }\n  }\n": typeof types.CandidatesAddExperienceDocument,
    "\n  mutation CandidatesUpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      experiences {\n        id\n        title\n        to\n      }\n    }\n  }\n": typeof types.CandidatesUpdateExperienceDocument,
    "\n  mutation CandidatesDeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      experiences {\n        id\n      }\n    }\n  }\n": typeof types.CandidatesDeleteExperienceDocument,
    "\n  mutation CandidatesAddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      education {\n        id\n        school_name\n        qualification\n        to\n      }\n    }\n  }\n": typeof types.CandidatesAddEducationDocument,
    "\n  mutation CandidatesUpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      education {\n        id\n        qualification\n        to\n      }\n    }\n  }\n": typeof types.CandidatesUpdateEducationDocument,
    "\n  mutation CandidatesDeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      education {\n        id\n      }\n    }\n  }\n": typeof types.CandidatesDeleteEducationDocument,
    "\n  fragment CandidatesResumeList on User {\n    resumes {\n      id\n      name\n      file\n      fileUrl\n      active\n      created_at\n    }\n  }\n": typeof types.CandidatesResumeListFragmentDoc,
    "\n  mutation CandidatesAddResume($file: ID!) {\n    addResume(file: $file) {\n      ...CandidatesResumeList\n    }\n  }\n": typeof types.CandidatesAddResumeDocument,
    "\n  mutation CandidatesActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n": typeof types.CandidatesActivateResumeDocument,
    "\n  mutation CandidatesDeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n": typeof types.CandidatesDeleteResumeDocument,
    "\n  mutation CandidatesAddDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      supportingDocuments {\n        id\n        name\n        file\n        fileUrl\n      }\n    }\n  }\n": typeof types.CandidatesAddDocumentDocument,
    "\n  mutation CandidatesDeleteDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      supportingDocuments {\n        id\n      }\n    }\n  }\n": typeof types.CandidatesDeleteDocumentDocument,
    "\n  mutation CandidatesSaveProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      id\n      bio\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n      }\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n": typeof types.CandidatesSaveProfileDocument,
    "\n  mutation CandidatesSaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      id\n      job_types\n      working_hours\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n    }\n  }\n": typeof types.CandidatesSaveManageCvDocument,
    "\n  mutation CandidatesSavesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n    }\n  }\n": typeof types.CandidatesSavesAddExperienceDocument,
    "\n  query CaseStudiesList($agency_id: ID, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agency_id, first: $first, page: $page) {\n      data {\n        id\n        title\n        can_edit\n        agency {\n          id\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.CaseStudiesListDocument,
    "\n  query CaseStudyOne($id: ID!) {\n    caseStudy(id: $id) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n": typeof types.CaseStudyOneDocument,
    "\n  mutation CaseStudyCreate($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n": typeof types.CaseStudyCreateDocument,
    "\n  mutation CaseStudyUpdate($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      id\n      title\n      thumbnail\n      external_url\n      content {\n        layout\n        image\n        url\n      }\n      can_edit\n    }\n  }\n": typeof types.CaseStudyUpdateDocument,
    "\n  mutation CaseStudyDelete($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n": typeof types.CaseStudyDeleteDocument,
    "\n  query CompanyProfileMine {\n    myCompanyProfile {\n      id\n      company\n      avatar\n      bio\n      website\n      city\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": typeof types.CompanyProfileMineDocument,
    "\n  mutation CompanyProfileUpdate($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      can_use_logo\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": typeof types.CompanyProfileUpdateDocument,
    "\n  mutation CompanyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.CompanyProfileConfirmEmailDocument,
    "\n  mutation CompanyProfileResendEmail {\n    resendEmailChange\n  }\n": typeof types.CompanyProfileResendEmailDocument,
    "\n  mutation CompanyProfileCancelEmail {\n    cancelEmailChange\n  }\n": typeof types.CompanyProfileCancelEmailDocument,
    "\n  query CompanyProfilePublic($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      vetted\n      city\n      state\n      country\n    }\n  }\n": typeof types.CompanyProfilePublicDocument,
    "\n  query ContentArticles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        slug\n        title\n        summary\n        image\n        content\n        type\n        availability\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ContentArticlesDocument,
    "\n  query ContentArticle($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.ContentArticleDocument,
    "\n  query ContentDeals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        slug\n        title\n        subtitle\n        link\n        image\n        content\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ContentDealsDocument,
    "\n  query ContentLandingPages {\n    landingPages {\n      slug\n      name\n      sort_order\n      display_in_footer\n    }\n  }\n": typeof types.ContentLandingPagesDocument,
    "\n  query ContentLandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      slug\n      name\n      content\n    }\n  }\n": typeof types.ContentLandingPageDocument,
    "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n": typeof types.CreditsCurrentDocument,
    "\n  query CreditsHistory($first: Int, $after: String, $type: CreditEntryType) {\n    creditHistory(first: $first, after: $after, type: $type) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.CreditsHistoryDocument,
    "\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": typeof types.PricesCalculatePriceDocument,
    "\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": typeof types.PricesCheckPromoDocument,
    "\n  query PromoGuessesCheck($code: String!) {\n    checkPromo(code: $code) {\n      code\n    }\n  }\n": typeof types.PromoGuessesCheckDocument,
    "\n  query PromoGuessesPrice($promo: String) {\n    calculatePrice(qty: 1, promo: $promo) {\n      total\n    }\n  }\n": typeof types.PromoGuessesPriceDocument,
    "\n  query PromoGuessesOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n    }\n  }\n": typeof types.PromoGuessesOfferDocument,
    "\n  mutation PromoGuessesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": typeof types.PromoGuessesPurchaseDocument,
    "\n  mutation PromoGuessesOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n": typeof types.PromoGuessesOnAccountDocument,
    "\n  mutation PromoGuessesSubscribe($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n    }\n  }\n": typeof types.PromoGuessesSubscribeDocument,
    "\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": typeof types.AccessTokensIssueDocument,
    "\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n": typeof types.AccessTokensMeDocument,
    "\n  mutation AccessTokensLogout {\n    logout\n  }\n": typeof types.AccessTokensLogoutDocument,
    "\n  query ActiveTeamOfMe {\n    me {\n      teamType\n      company\n      teams {\n        team_id\n      }\n      activeTeam {\n        team_id\n        role\n      }\n    }\n    currentCredit {\n      team_id\n    }\n  }\n": typeof types.ActiveTeamOfMeDocument,
    "\n  query ActiveTeamUserTeam($teamId: ID!) {\n    userTeam(team_id: $teamId) {\n      team_id\n      role\n      team {\n        company\n      }\n    }\n  }\n": typeof types.ActiveTeamUserTeamDocument,
    "\n  mutation ImpersonationLogout {\n    logout\n  }\n": typeof types.ImpersonationLogoutDocument,
    "\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n": typeof types.ImpersonationImpersonateDocument,
    "\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n": typeof types.ImpersonationSessionDocument,
    "\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n": typeof types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": typeof types.SessionsLogoutDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": typeof types.SocialLoginProvidersDocument,
    "\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": typeof types.SocialLoginRedeemDocument,
    "\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n": typeof types.SocialLoginRegisterDocument,
    "\n  mutation SocialLoginUpdateCompany($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      email\n      pending_email\n    }\n  }\n": typeof types.SocialLoginUpdateCompanyDocument,
    "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.SocialLoginMeDocument,
    "\n  mutation InvitationsCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      first_name\n      last_name\n      team_id\n      invite_status\n      expires_at\n      updated_at\n    }\n  }\n": typeof types.InvitationsCreateDocument,
    "\n  query InvitationsList($teamId: ID) {\n    viewInvitations(team_id: $teamId) {\n      id\n      email\n      invite_status\n      team_id\n    }\n  }\n": typeof types.InvitationsListDocument,
    "\n  mutation InvitationsResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invite_status\n      expires_at\n    }\n  }\n": typeof types.InvitationsResendDocument,
    "\n  mutation InvitationsDelete($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": typeof types.InvitationsDeleteDocument,
    "\n  query InvitationsLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n": typeof types.InvitationsLinkDocument,
    "\n  mutation InvitationsRegister($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      id\n      type\n      teamType\n      access_token\n    }\n  }\n": typeof types.InvitationsRegisterDocument,
    "\n  mutation InvitationsComplete($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n": typeof types.InvitationsCompleteDocument,
    "\n  mutation InvitationsAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n      can_post_jobs\n      active\n      team {\n        id\n        type\n        company\n      }\n    }\n  }\n": typeof types.InvitationsAcceptDocument,
    "\n  query InvitationsMe {\n    me {\n      id\n      type\n      status\n      email\n      first_name\n      teams {\n        team_id\n        role\n        can_post_jobs\n      }\n      activeTeam {\n        team_id\n        role\n        can_post_jobs\n      }\n    }\n  }\n": typeof types.InvitationsMeDocument,
    "\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": typeof types.InvoicesPurchaseDocument,
    "\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.InvoicesListDocument,
    "\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": typeof types.InvoicesDownloadDocument,
    "\n  query MarketplaceAgenciesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        name\n        agency_name\n        avatar\n        location\n        headline\n        vetted\n        case_studies_count\n        services {\n          id\n          slug\n          name\n        }\n        industries {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.MarketplaceAgenciesTestDocument,
    "\n  query MarketplaceCaseStudiesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        thumbnail\n        created_at\n        can_edit\n        content {\n          layout\n          key\n          image\n          url\n        }\n        agency {\n          id\n          company\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.MarketplaceCaseStudiesTestDocument,
    "\n  query NotificationSettingsMe {\n    me {\n      id\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n      privacy\n    }\n  }\n": typeof types.NotificationSettingsMeDocument,
    "\n  mutation NotificationSettingsUpdateEmail($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n": typeof types.NotificationSettingsUpdateEmailDocument,
    "\n  mutation NotificationSettingsSendCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n": typeof types.NotificationSettingsSendCodeDocument,
    "\n  mutation NotificationSettingsVerifyCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": typeof types.NotificationSettingsVerifyCodeDocument,
    "\n  mutation NotificationSettingsDisableTexts {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": typeof types.NotificationSettingsDisableTextsDocument,
    "\n  mutation NotificationSettingsUpdatePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n": typeof types.NotificationSettingsUpdatePrivacyDocument,
    "\n  query AgencyListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        job_number\n        applied\n        agency {\n          id\n          company\n        }\n        genres {\n          id\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": typeof types.AgencyListsLatestDocument,
    "\n  query AgencyListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        services {\n          id\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": typeof types.AgencyListsForYouDocument,
    "\n  query AgencyListsProjectSkills($id: ID!) {\n    opportunity(id: $id) {\n      skills {\n        id\n        software\n      }\n    }\n  }\n": typeof types.AgencyListsProjectSkillsDocument,
    "\n  query AgencyListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        opportunity {\n          id\n          title\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": typeof types.AgencyListsAppliedDocument,
    "\n  query ListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        agency {\n          id\n          company\n        }\n        industries {\n          id\n        }\n        genres {\n          id\n          name\n        }\n        skills {\n          id\n          name\n        }\n        position {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ListsLatestDocument,
    "\n  query ListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": typeof types.ListsForYouDocument,
    "\n  query ListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          id\n          title\n          agency {\n            company\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": typeof types.ListsAppliedDocument,
    "\n  query ListsCompanyProfile($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      opportunities {\n        data {\n          id\n          title\n        }\n        paginatorInfo {\n          total\n        }\n      }\n    }\n  }\n": typeof types.ListsCompanyProfileDocument,
    "\n  mutation OpportunitiesCreateJob($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      id\n      target\n      title\n      job_number\n      description\n      location\n      is_on_site\n      is_remote\n      work_mode\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n      }\n      duration\n      is_ir35\n      minimumBudget\n      maximumBudget\n      compensation_unit\n      compensation_currency\n      is_compensation_displayed\n      follow_up\n      application_link\n      is_active\n      is_public\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n      }\n      agency {\n        id\n        company\n      }\n      creator {\n        id\n        name\n      }\n      can_edit\n      applicants_count\n    }\n  }\n": typeof types.OpportunitiesCreateJobDocument,
    "\n  mutation OpportunitiesUpdateJob($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      id\n      title\n      is_active\n      updated_by\n    }\n  }\n": typeof types.OpportunitiesUpdateJobDocument,
    "\n  mutation OpportunitiesCreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      target\n      type\n      sub_type\n      level\n      is_on_site\n      is_remote\n      work_mode\n      compensation_unit\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n": typeof types.OpportunitiesCreateProjectDocument,
    "\n  mutation OpportunitiesUpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.OpportunitiesUpdateProjectDocument,
    "\n  mutation OpportunitiesClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n      close_reason\n      closed_at\n      freelancer {\n        id\n      }\n      freelancer_name\n    }\n  }\n": typeof types.OpportunitiesCloseDocument,
    "\n  mutation OpportunitiesRestore($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n      close_reason\n    }\n  }\n": typeof types.OpportunitiesRestoreDocument,
    "\n  query OpportunitiesOne($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      follow_up\n      views\n      applicants_count\n      can_edit\n    }\n  }\n": typeof types.OpportunitiesOneDocument,
    "\n  mutation OpportunitiesView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n      views\n    }\n  }\n": typeof types.OpportunitiesViewDocument,
    "\n  query OpportunitiesTeamList(\n    $target: OpportunityTarget!\n    $closed: Boolean\n    $first: Int\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        title\n        applicants_count\n        can_edit\n        creator {\n          id\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.OpportunitiesTeamListDocument,
    "\n  query OpportunitiesPublished($target: OpportunityTarget!, $first: Int, $after: String) {\n    publishedOpportunities(target: $target, first: $first, after: $after) {\n      data {\n        id\n        title\n        featured\n        work_mode_label\n        follow_up\n        applicants_count\n        agency {\n          company\n        }\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.OpportunitiesPublishedDocument,
    "\n  query OpportunitiesPostingUsers {\n    postingTeamUsers {\n      id\n      name\n    }\n  }\n": typeof types.OpportunitiesPostingUsersDocument,
    "\n  mutation BillingDetailsSave($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n      email\n      phone\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n    }\n  }\n": typeof types.BillingDetailsSaveDocument,
    "\n  query BillingDetailsCurrent {\n    billingDetails {\n      name\n      country\n    }\n  }\n": typeof types.BillingDetailsCurrentDocument,
    "\n  mutation BillingAccessApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n    }\n  }\n": typeof types.BillingAccessApplyDocument,
    "\n  query BillingAccessCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n    }\n  }\n": typeof types.BillingAccessCreditAccountDocument,
    "\n  mutation BillingAccessSaveDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": typeof types.BillingAccessSaveDetailsDocument,
    "\n  query BillingAccessDetails {\n    billingDetails {\n      name\n    }\n  }\n": typeof types.BillingAccessDetailsDocument,
    "\n  query BillingAccessInvoices {\n    invoices {\n      data {\n        number\n      }\n    }\n  }\n": typeof types.BillingAccessInvoicesDocument,
    "\n  query BillingAccessDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": typeof types.BillingAccessDownloadDocument,
    "\n  query BillingAccessCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n": typeof types.BillingAccessCardDocument,
    "\n  mutation BillingAccessPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": typeof types.BillingAccessPurchaseDocument,
    "\n  query BillingAccessPrice {\n    calculatePrice(qty: 1) {\n      total\n    }\n  }\n": typeof types.BillingAccessPriceDocument,
    "\n  mutation BillingAccessOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n": typeof types.BillingAccessOnAccountDocument,
    "\n  mutation CreditAccountsApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n      invoice_country\n      invoice_phone\n    }\n  }\n": typeof types.CreditAccountsApplyDocument,
    "\n  query CreditAccountsCurrent {\n    creditAccount {\n      status\n      invoice_email\n    }\n  }\n": typeof types.CreditAccountsCurrentDocument,
    "\n  mutation CreditAccountsPurchase($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n      amount\n      balance\n    }\n  }\n": typeof types.CreditAccountsPurchaseDocument,
    "\n  query CreditAccountsInvoices {\n    invoices {\n      data {\n        number\n        status\n        issued_at\n        due_at\n        total\n      }\n    }\n  }\n": typeof types.CreditAccountsInvoicesDocument,
    "\n  query PaymentsSavedCard {\n    defaultPaymentMethod {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n    paymentSetup {\n      gateway\n    }\n  }\n": typeof types.PaymentsSavedCardDocument,
    "\n  mutation PaymentsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n": typeof types.PaymentsPurchaseDocument,
    "\n  mutation PaymentsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n": typeof types.PaymentsConfirmDocument,
    "\n  mutation PaymentsAuthenticate($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n": typeof types.PaymentsAuthenticateDocument,
    "\n  query StripeSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n  }\n": typeof types.StripeSetupDocument,
    "\n  mutation StripeSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n": typeof types.StripeSaveCardDocument,
    "\n  mutation StripePurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n": typeof types.StripePurchaseDocument,
    "\n  mutation StripeConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n": typeof types.StripeConfirmDocument,
    "\n  fragment PersonalInformationUserFields on User {\n    id\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n": typeof types.PersonalInformationUserFieldsFragmentDoc,
    "\n  mutation PersonalInformationUpdate($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationUserFields\n    }\n  }\n": typeof types.PersonalInformationUpdateDocument,
    "\n  query PersonalInformationMe {\n    me {\n      ...PersonalInformationUserFields\n      preferences {\n        id\n        job_types\n        genres {\n          id\n          name\n        }\n        active\n      }\n    }\n  }\n": typeof types.PersonalInformationMeDocument,
    "\n  mutation PersonalInformationAddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n": typeof types.PersonalInformationAddPreferenceDocument,
    "\n  mutation PersonalInformationUpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n": typeof types.PersonalInformationUpdatePreferenceDocument,
    "\n  mutation PersonalInformationActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.PersonalInformationActivatePreferenceDocument,
    "\n  mutation PersonalInformationDeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n": typeof types.PersonalInformationDeletePreferenceDocument,
    "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n": typeof types.PlacesSearchDocument,
    "\n  fragment ProfilesCandidateProfileFields on CandidateProfile {\n    profile_id\n    id\n    name\n    first_name\n    last_name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      school_name\n      qualification\n      from\n      to\n    }\n    experiences {\n      title\n      company\n      from\n      to\n      years\n    }\n    skills {\n      name\n      software\n      is_top\n    }\n    qualifications {\n      name\n    }\n    other_qualifications {\n      name\n    }\n    services {\n      name\n    }\n    genres {\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n      active\n    }\n    supporting_documents {\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n": typeof types.ProfilesCandidateProfileFieldsFragmentDoc,
    "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...ProfilesCandidateProfileFields\n    }\n  }\n": typeof types.ProfilesCandidateProfileDocument,
    "\n  query ProfilesFreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...ProfilesCandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.ProfilesFreelancerProfileDocument,
    "\n  query ProfilesApplicantProfileIds($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        profile_id\n      }\n    }\n  }\n": typeof types.ProfilesApplicantProfileIdsDocument,
    "\n  query ProfilesAliases($id: ID!) {\n    a: candidateProfile(id: $id) {\n      id\n    }\n    b: candidateProfile(id: $id) {\n      id\n    }\n    c: candidateProfile(id: $id) {\n      id\n    }\n    d: candidateProfile(id: $id) {\n      id\n    }\n  }\n": typeof types.ProfilesAliasesDocument,
    "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n": typeof types.ProfilesAgencyProfileDocument,
    "\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": typeof types.SubscriptionsOfferDocument,
    "\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n": typeof types.SubscriptionsCurrentDocument,
    "\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n": typeof types.SubscriptionsAddDocument,
    "\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.SubscriptionsCancelDocument,
    "\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.SubscriptionsResumeDocument,
    "\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n": typeof types.SubscriptionsRetryDocument,
    "\n  mutation SubscriptionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n    }\n  }\n": typeof types.SubscriptionsPurchaseDocument,
    "\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n": typeof types.SubscriptionsConfirmDocument,
    "\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n": typeof types.SubscriptionsAuthenticateDocument,
    "\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      ": typeof types.TaxonomiesAllGenresDocument,
    "\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      ": typeof types.TaxonomiesNoGenresDocument,
    "\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      ": typeof types.TaxonomiesSkillsOfBadIdsDocument,
    "\n  query TeamPermissionsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n": typeof types.TeamPermissionsBillingDetailsDocument,
    "\n  mutation TeamPermissionsSaveBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": typeof types.TeamPermissionsSaveBillingDetailsDocument,
    "\n  mutation TeamPermissionsRequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n": typeof types.TeamPermissionsRequestCreditAccountDocument,
    "\n  query TeamPermissionsCalculatePrice {\n    calculatePrice(qty: 2) {\n      total\n    }\n  }\n": typeof types.TeamPermissionsCalculatePriceDocument,
    "\n  mutation TeamPermissionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": typeof types.TeamPermissionsPurchaseDocument,
    "\n  query TeamPermissionsCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n": typeof types.TeamPermissionsCardDocument,
    "\n  mutation TeamPermissionsNewLocalCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": typeof types.TeamPermissionsNewLocalCardDocument,
    "\n  mutation TeamPermissionsSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      last4\n    }\n  }\n": typeof types.TeamPermissionsSaveCardDocument,
    "\n  query TeamPermissionsCreditHistory {\n    creditHistory {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.TeamPermissionsCreditHistoryDocument,
    "\n  query TeamPermissionsInvoices {\n    invoices {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.TeamPermissionsInvoicesDocument,
    "\n  query TeamPermissionsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n": typeof types.TeamPermissionsTeamListDocument,
    "\n  mutation TeamPermissionsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n": typeof types.TeamPermissionsTeamUpdateDocument,
    "\n  mutation TeamPermissionsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": typeof types.TeamPermissionsTeamRemoveDocument,
    "\n  mutation TeamPermissionsTeamAssociations($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n    }\n  }\n": typeof types.TeamPermissionsTeamAssociationsDocument,
    "\n  mutation TeamPermissionsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n": typeof types.TeamPermissionsInviteDocument,
    "\n  query TeamPermissionsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n": typeof types.TeamPermissionsInvitationsDocument,
    "\n  query TeamPermissionsDashboard($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.TeamPermissionsDashboardDocument,
    "\n  query TeamRightsApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      resumeUrl\n    }\n  }\n": typeof types.TeamRightsApplicantsDocument,
    "\n  query TeamRightsFreelancerProfile($user_id: ID!, $application_id: ID!) {\n    freelancerProfile(user_id: $user_id, application_id: $application_id) {\n      application {\n        id\n      }\n    }\n  }\n": typeof types.TeamRightsFreelancerProfileDocument,
    "\n  query TeamRightsCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n    }\n  }\n": typeof types.TeamRightsCandidateProfileDocument,
    "\n  query TeamRightsPost($id: ID!) {\n    opportunity(id: $id) {\n      ...TeamRightsPostFields\n    }\n  }\n": typeof types.TeamRightsPostDocument,
    "\n  query TeamRightsCompanyPage($id: ID!) {\n    companyProfile(id: $id) {\n      opportunities {\n        data {\n          ...TeamRightsPostFields\n        }\n      }\n    }\n  }\n": typeof types.TeamRightsCompanyPageDocument,
    "\n  fragment TeamRightsPostFields on Opportunity {\n    id\n    follow_up\n    views\n    close_reason\n    closed_at\n    freelancer_name\n    applicants_count\n    can_edit\n  }\n": typeof types.TeamRightsPostFieldsFragmentDoc,
    "\n  query TeamRightsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n": typeof types.TeamRightsTeamListDocument,
    "\n  mutation TeamRightsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n": typeof types.TeamRightsTeamUpdateDocument,
    "\n  mutation TeamRightsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": typeof types.TeamRightsTeamRemoveDocument,
    "\n  mutation TeamRightsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n": typeof types.TeamRightsInviteDocument,
    "\n  query TeamRightsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n": typeof types.TeamRightsInvitationsDocument,
    "\n  mutation TeamRightsCancelInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": typeof types.TeamRightsCancelInvitationDocument,
    "\n  query TeamRightsCredit($team_id: ID) {\n    currentCredit(team_id: $team_id) {\n      team_id\n    }\n  }\n": typeof types.TeamRightsCreditDocument,
    "\n  query TeamRightsCompanyProfile {\n    myCompanyProfile {\n      can_edit\n    }\n  }\n": typeof types.TeamRightsCompanyProfileDocument,
    "\n  query TeamRightsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n": typeof types.TeamRightsBillingDetailsDocument,
    "\n  query TeamsMembers($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n      team_id\n      role\n      can_post_jobs\n      active\n      is_owner\n      type\n      first_name\n      last_name\n      email\n      avatar\n      position\n      associate_ids\n    }\n  }\n": typeof types.TeamsMembersDocument,
    "\n  mutation TeamsUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n      role\n      can_post_jobs\n    }\n  }\n": typeof types.TeamsUpdateDocument,
    "\n  mutation TeamsRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": typeof types.TeamsRemoveDocument,
    "\n  mutation TeamsAssociate($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": typeof types.TeamsAssociateDocument,
    "\n  mutation TeamsDissociate($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": typeof types.TeamsDissociateDocument,
    "\n  mutation TeamsSync($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": typeof types.TeamsSyncDocument,
    "\n  query TeamsTeamPosts($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.TeamsTeamPostsDocument,
    "\n  mutation TestingCreateCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": typeof types.TestingCreateCardDocument,
    "\n  mutation TestingSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n": typeof types.TestingSaveCardDocument,
    "\n  fragment TestSession on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n": typeof types.TestSessionFragmentDoc,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...TestSession\n    }\n  }\n": typeof types.TestLoginDocument,
    "\n  query TestPing {\n    ping\n  }\n": typeof types.TestPingDocument,
};
const documents: Documents = {
    "\n  query AppTypename {\n    __typename\n  }\n": types.AppTypenameDocument,
    "\n  fragment AccountsUserFields on User {\n    id\n    email\n    type\n    status\n    first_name\n    last_name\n    company\n    agency_name\n    position\n    avatar\n    pronouns\n    bio\n    description\n    what_sets_apart\n    can_use_logo\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    hear_us\n    hear_us_additional\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    services {\n      id\n      slug\n    }\n    agency_location\n    agency_phone\n    teamType\n    teams {\n      role\n      can_post_jobs\n      team {\n        type\n        company\n      }\n    }\n  }\n": types.AccountsUserFieldsFragmentDoc,
    "\n  query AccountsMe {\n    me {\n      ...AccountsUserFields\n    }\n  }\n": types.AccountsMeDocument,
    "\n  query AccountsCheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n": types.AccountsCheckUserDocument,
    "\n  mutation AccountsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...TestSession\n    }\n  }\n": types.AccountsRegisterDocument,
    "\n  mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": types.AccountsCompleteCandidateDocument,
    "\n  mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": types.AccountsCompleteEmployerDocument,
    "\n  mutation AccountsCompleteAgency($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n": types.AccountsCompleteAgencyDocument,
    "\n  mutation AccountsChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.AccountsChangePasswordDocument,
    "\n        query AccountsCheckUserAliases {\n          a: checkUser(email: \"a@x.test\")\n          b: checkUser(email: \"b@x.test\")\n          c: checkUser(email: \"c@x.test\")\n          d: checkUser(email: \"d@x.test\")\n        }\n      ": types.AccountsCheckUserAliasesDocument,
    "\n  mutation AgencyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": types.AgencyProfileConfirmEmailDocument,
    "\n  query AgencyProfileMine {\n    myAgencyProfile {\n      id\n      name\n      avatar\n      bio\n      website\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      address_1\n      city\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": types.AgencyProfileMineDocument,
    "\n  mutation AgencyProfileUpdate($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      id\n      name\n      bio\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      can_edit\n    }\n  }\n": types.AgencyProfileUpdateDocument,
    "\n  mutation AgencyAccountUpdate($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      avatar\n      bio\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      email\n      pending_email\n    }\n  }\n": types.AgencyAccountUpdateDocument,
    "\n  mutation AgencyPersonalUpdate($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      first_name\n      last_name\n      position\n      phone\n      address_1\n      city\n      country\n    }\n  }\n": types.AgencyPersonalUpdateDocument,
    "\n  mutation AgencyApply($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n    }\n  }\n": types.AgencyApplyDocument,
    "\n  query AgencyApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": types.AgencyApplyEligibilityDocument,
    "\n  query AgencyApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n    }\n  }\n": types.AgencyApplyDetailDocument,
    "\n  query AgencyApplyApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      reason\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": types.AgencyApplyApplicantsDocument,
    "\n  mutation AgencyApplyClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AgencyApplyCloseDocument,
    "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": types.ApplicationsViewApplicantsDocument,
    "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.ApplicationsCloseModalApplicantsDocument,
    "\n  mutation ApplyCreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        reason\n      }\n    }\n  }\n": types.ApplyCreateApplicationDocument,
    "\n  query ApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n": types.ApplyEligibilityDocument,
    "\n  query ApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n      follow_up\n    }\n  }\n": types.ApplyDetailDocument,
    "\n  query CandidatesOwnProfile {\n    me {\n      id\n      education {\n        id\n        school_name\n        qualification\n        description\n        from\n        to\n      }\n      experiences {\n        id\n        title\n        company\n        description\n        from\n        to\n        years\n      }\n      skills {\n        id\n        name\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n        industry {\n          id\n        }\n      }\n      genres {\n        id\n      }\n      services {\n        id\n      }\n      job_types\n      working_hours\n      resumes {\n        id\n      }\n      supportingDocuments {\n        id\n      }\n      isProfileComplete {\n        complete\n        missing\n      }\n    }\n  }\n": types.CandidatesOwnProfileDocument,
    "\n  mutation CandidatesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n      experiences {\n        id\n        title\n        company\n        from\n        to\n        years\n      }\n    }\n  }\n": types.CandidatesAddExperienceDocument,
    "\n  mutation CandidatesUpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      experiences {\n        id\n        title\n        to\n      }\n    }\n  }\n": types.CandidatesUpdateExperienceDocument,
    "\n  mutation CandidatesDeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      experiences {\n        id\n      }\n    }\n  }\n": types.CandidatesDeleteExperienceDocument,
    "\n  mutation CandidatesAddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      education {\n        id\n        school_name\n        qualification\n        to\n      }\n    }\n  }\n": types.CandidatesAddEducationDocument,
    "\n  mutation CandidatesUpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      education {\n        id\n        qualification\n        to\n      }\n    }\n  }\n": types.CandidatesUpdateEducationDocument,
    "\n  mutation CandidatesDeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      education {\n        id\n      }\n    }\n  }\n": types.CandidatesDeleteEducationDocument,
    "\n  fragment CandidatesResumeList on User {\n    resumes {\n      id\n      name\n      file\n      fileUrl\n      active\n      created_at\n    }\n  }\n": types.CandidatesResumeListFragmentDoc,
    "\n  mutation CandidatesAddResume($file: ID!) {\n    addResume(file: $file) {\n      ...CandidatesResumeList\n    }\n  }\n": types.CandidatesAddResumeDocument,
    "\n  mutation CandidatesActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n": types.CandidatesActivateResumeDocument,
    "\n  mutation CandidatesDeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n": types.CandidatesDeleteResumeDocument,
    "\n  mutation CandidatesAddDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      supportingDocuments {\n        id\n        name\n        file\n        fileUrl\n      }\n    }\n  }\n": types.CandidatesAddDocumentDocument,
    "\n  mutation CandidatesDeleteDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      supportingDocuments {\n        id\n      }\n    }\n  }\n": types.CandidatesDeleteDocumentDocument,
    "\n  mutation CandidatesSaveProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      id\n      bio\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n      }\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n": types.CandidatesSaveProfileDocument,
    "\n  mutation CandidatesSaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      id\n      job_types\n      working_hours\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n    }\n  }\n": types.CandidatesSaveManageCvDocument,
    "\n  mutation CandidatesSavesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n    }\n  }\n": types.CandidatesSavesAddExperienceDocument,
    "\n  query CaseStudiesList($agency_id: ID, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agency_id, first: $first, page: $page) {\n      data {\n        id\n        title\n        can_edit\n        agency {\n          id\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.CaseStudiesListDocument,
    "\n  query CaseStudyOne($id: ID!) {\n    caseStudy(id: $id) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n": types.CaseStudyOneDocument,
    "\n  mutation CaseStudyCreate($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n": types.CaseStudyCreateDocument,
    "\n  mutation CaseStudyUpdate($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      id\n      title\n      thumbnail\n      external_url\n      content {\n        layout\n        image\n        url\n      }\n      can_edit\n    }\n  }\n": types.CaseStudyUpdateDocument,
    "\n  mutation CaseStudyDelete($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n": types.CaseStudyDeleteDocument,
    "\n  query CompanyProfileMine {\n    myCompanyProfile {\n      id\n      company\n      avatar\n      bio\n      website\n      city\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": types.CompanyProfileMineDocument,
    "\n  mutation CompanyProfileUpdate($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      can_use_logo\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n": types.CompanyProfileUpdateDocument,
    "\n  mutation CompanyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": types.CompanyProfileConfirmEmailDocument,
    "\n  mutation CompanyProfileResendEmail {\n    resendEmailChange\n  }\n": types.CompanyProfileResendEmailDocument,
    "\n  mutation CompanyProfileCancelEmail {\n    cancelEmailChange\n  }\n": types.CompanyProfileCancelEmailDocument,
    "\n  query CompanyProfilePublic($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      vetted\n      city\n      state\n      country\n    }\n  }\n": types.CompanyProfilePublicDocument,
    "\n  query ContentArticles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        slug\n        title\n        summary\n        image\n        content\n        type\n        availability\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ContentArticlesDocument,
    "\n  query ContentArticle($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": types.ContentArticleDocument,
    "\n  query ContentDeals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        slug\n        title\n        subtitle\n        link\n        image\n        content\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ContentDealsDocument,
    "\n  query ContentLandingPages {\n    landingPages {\n      slug\n      name\n      sort_order\n      display_in_footer\n    }\n  }\n": types.ContentLandingPagesDocument,
    "\n  query ContentLandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      slug\n      name\n      content\n    }\n  }\n": types.ContentLandingPageDocument,
    "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n": types.CreditsCurrentDocument,
    "\n  query CreditsHistory($first: Int, $after: String, $type: CreditEntryType) {\n    creditHistory(first: $first, after: $after, type: $type) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.CreditsHistoryDocument,
    "\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": types.PricesCalculatePriceDocument,
    "\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": types.PricesCheckPromoDocument,
    "\n  query PromoGuessesCheck($code: String!) {\n    checkPromo(code: $code) {\n      code\n    }\n  }\n": types.PromoGuessesCheckDocument,
    "\n  query PromoGuessesPrice($promo: String) {\n    calculatePrice(qty: 1, promo: $promo) {\n      total\n    }\n  }\n": types.PromoGuessesPriceDocument,
    "\n  query PromoGuessesOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n    }\n  }\n": types.PromoGuessesOfferDocument,
    "\n  mutation PromoGuessesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": types.PromoGuessesPurchaseDocument,
    "\n  mutation PromoGuessesOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n": types.PromoGuessesOnAccountDocument,
    "\n  mutation PromoGuessesSubscribe($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n    }\n  }\n": types.PromoGuessesSubscribeDocument,
    "\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": types.AccessTokensIssueDocument,
    "\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n": types.AccessTokensMeDocument,
    "\n  mutation AccessTokensLogout {\n    logout\n  }\n": types.AccessTokensLogoutDocument,
    "\n  query ActiveTeamOfMe {\n    me {\n      teamType\n      company\n      teams {\n        team_id\n      }\n      activeTeam {\n        team_id\n        role\n      }\n    }\n    currentCredit {\n      team_id\n    }\n  }\n": types.ActiveTeamOfMeDocument,
    "\n  query ActiveTeamUserTeam($teamId: ID!) {\n    userTeam(team_id: $teamId) {\n      team_id\n      role\n      team {\n        company\n      }\n    }\n  }\n": types.ActiveTeamUserTeamDocument,
    "\n  mutation ImpersonationLogout {\n    logout\n  }\n": types.ImpersonationLogoutDocument,
    "\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n": types.ImpersonationImpersonateDocument,
    "\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n": types.ImpersonationSessionDocument,
    "\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n": types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": types.SessionsLogoutDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": types.SocialLoginProvidersDocument,
    "\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": types.SocialLoginRedeemDocument,
    "\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n": types.SocialLoginRegisterDocument,
    "\n  mutation SocialLoginUpdateCompany($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      email\n      pending_email\n    }\n  }\n": types.SocialLoginUpdateCompanyDocument,
    "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n": types.SocialLoginMeDocument,
    "\n  mutation InvitationsCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      first_name\n      last_name\n      team_id\n      invite_status\n      expires_at\n      updated_at\n    }\n  }\n": types.InvitationsCreateDocument,
    "\n  query InvitationsList($teamId: ID) {\n    viewInvitations(team_id: $teamId) {\n      id\n      email\n      invite_status\n      team_id\n    }\n  }\n": types.InvitationsListDocument,
    "\n  mutation InvitationsResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invite_status\n      expires_at\n    }\n  }\n": types.InvitationsResendDocument,
    "\n  mutation InvitationsDelete($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": types.InvitationsDeleteDocument,
    "\n  query InvitationsLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n": types.InvitationsLinkDocument,
    "\n  mutation InvitationsRegister($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      id\n      type\n      teamType\n      access_token\n    }\n  }\n": types.InvitationsRegisterDocument,
    "\n  mutation InvitationsComplete($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n": types.InvitationsCompleteDocument,
    "\n  mutation InvitationsAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n      can_post_jobs\n      active\n      team {\n        id\n        type\n        company\n      }\n    }\n  }\n": types.InvitationsAcceptDocument,
    "\n  query InvitationsMe {\n    me {\n      id\n      type\n      status\n      email\n      first_name\n      teams {\n        team_id\n        role\n        can_post_jobs\n      }\n      activeTeam {\n        team_id\n        role\n        can_post_jobs\n      }\n    }\n  }\n": types.InvitationsMeDocument,
    "\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": types.InvoicesPurchaseDocument,
    "\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.InvoicesListDocument,
    "\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": types.InvoicesDownloadDocument,
    "\n  query MarketplaceAgenciesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        name\n        agency_name\n        avatar\n        location\n        headline\n        vetted\n        case_studies_count\n        services {\n          id\n          slug\n          name\n        }\n        industries {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.MarketplaceAgenciesTestDocument,
    "\n  query MarketplaceCaseStudiesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        thumbnail\n        created_at\n        can_edit\n        content {\n          layout\n          key\n          image\n          url\n        }\n        agency {\n          id\n          company\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.MarketplaceCaseStudiesTestDocument,
    "\n  query NotificationSettingsMe {\n    me {\n      id\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n      privacy\n    }\n  }\n": types.NotificationSettingsMeDocument,
    "\n  mutation NotificationSettingsUpdateEmail($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n": types.NotificationSettingsUpdateEmailDocument,
    "\n  mutation NotificationSettingsSendCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n": types.NotificationSettingsSendCodeDocument,
    "\n  mutation NotificationSettingsVerifyCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": types.NotificationSettingsVerifyCodeDocument,
    "\n  mutation NotificationSettingsDisableTexts {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n": types.NotificationSettingsDisableTextsDocument,
    "\n  mutation NotificationSettingsUpdatePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n": types.NotificationSettingsUpdatePrivacyDocument,
    "\n  query AgencyListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        job_number\n        applied\n        agency {\n          id\n          company\n        }\n        genres {\n          id\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": types.AgencyListsLatestDocument,
    "\n  query AgencyListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        services {\n          id\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": types.AgencyListsForYouDocument,
    "\n  query AgencyListsProjectSkills($id: ID!) {\n    opportunity(id: $id) {\n      skills {\n        id\n        software\n      }\n    }\n  }\n": types.AgencyListsProjectSkillsDocument,
    "\n  query AgencyListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        opportunity {\n          id\n          title\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": types.AgencyListsAppliedDocument,
    "\n  query ListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        agency {\n          id\n          company\n        }\n        industries {\n          id\n        }\n        genres {\n          id\n          name\n        }\n        skills {\n          id\n          name\n        }\n        position {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ListsLatestDocument,
    "\n  query ListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n": types.ListsForYouDocument,
    "\n  query ListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          id\n          title\n          agency {\n            company\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n": types.ListsAppliedDocument,
    "\n  query ListsCompanyProfile($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      opportunities {\n        data {\n          id\n          title\n        }\n        paginatorInfo {\n          total\n        }\n      }\n    }\n  }\n": types.ListsCompanyProfileDocument,
    "\n  mutation OpportunitiesCreateJob($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      id\n      target\n      title\n      job_number\n      description\n      location\n      is_on_site\n      is_remote\n      work_mode\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n      }\n      duration\n      is_ir35\n      minimumBudget\n      maximumBudget\n      compensation_unit\n      compensation_currency\n      is_compensation_displayed\n      follow_up\n      application_link\n      is_active\n      is_public\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n      }\n      agency {\n        id\n        company\n      }\n      creator {\n        id\n        name\n      }\n      can_edit\n      applicants_count\n    }\n  }\n": types.OpportunitiesCreateJobDocument,
    "\n  mutation OpportunitiesUpdateJob($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      id\n      title\n      is_active\n      updated_by\n    }\n  }\n": types.OpportunitiesUpdateJobDocument,
    "\n  mutation OpportunitiesCreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      target\n      type\n      sub_type\n      level\n      is_on_site\n      is_remote\n      work_mode\n      compensation_unit\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n": types.OpportunitiesCreateProjectDocument,
    "\n  mutation OpportunitiesUpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": types.OpportunitiesUpdateProjectDocument,
    "\n  mutation OpportunitiesClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n      close_reason\n      closed_at\n      freelancer {\n        id\n      }\n      freelancer_name\n    }\n  }\n": types.OpportunitiesCloseDocument,
    "\n  mutation OpportunitiesRestore($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n      close_reason\n    }\n  }\n": types.OpportunitiesRestoreDocument,
    "\n  query OpportunitiesOne($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      follow_up\n      views\n      applicants_count\n      can_edit\n    }\n  }\n": types.OpportunitiesOneDocument,
    "\n  mutation OpportunitiesView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n      views\n    }\n  }\n": types.OpportunitiesViewDocument,
    "\n  query OpportunitiesTeamList(\n    $target: OpportunityTarget!\n    $closed: Boolean\n    $first: Int\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        title\n        applicants_count\n        can_edit\n        creator {\n          id\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.OpportunitiesTeamListDocument,
    "\n  query OpportunitiesPublished($target: OpportunityTarget!, $first: Int, $after: String) {\n    publishedOpportunities(target: $target, first: $first, after: $after) {\n      data {\n        id\n        title\n        featured\n        work_mode_label\n        follow_up\n        applicants_count\n        agency {\n          company\n        }\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.OpportunitiesPublishedDocument,
    "\n  query OpportunitiesPostingUsers {\n    postingTeamUsers {\n      id\n      name\n    }\n  }\n": types.OpportunitiesPostingUsersDocument,
    "\n  mutation BillingDetailsSave($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n      email\n      phone\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n    }\n  }\n": types.BillingDetailsSaveDocument,
    "\n  query BillingDetailsCurrent {\n    billingDetails {\n      name\n      country\n    }\n  }\n": types.BillingDetailsCurrentDocument,
    "\n  mutation BillingAccessApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n    }\n  }\n": types.BillingAccessApplyDocument,
    "\n  query BillingAccessCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n    }\n  }\n": types.BillingAccessCreditAccountDocument,
    "\n  mutation BillingAccessSaveDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": types.BillingAccessSaveDetailsDocument,
    "\n  query BillingAccessDetails {\n    billingDetails {\n      name\n    }\n  }\n": types.BillingAccessDetailsDocument,
    "\n  query BillingAccessInvoices {\n    invoices {\n      data {\n        number\n      }\n    }\n  }\n": types.BillingAccessInvoicesDocument,
    "\n  query BillingAccessDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": types.BillingAccessDownloadDocument,
    "\n  query BillingAccessCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n": types.BillingAccessCardDocument,
    "\n  mutation BillingAccessPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": types.BillingAccessPurchaseDocument,
    "\n  query BillingAccessPrice {\n    calculatePrice(qty: 1) {\n      total\n    }\n  }\n": types.BillingAccessPriceDocument,
    "\n  mutation BillingAccessOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n": types.BillingAccessOnAccountDocument,
    "\n  mutation CreditAccountsApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n      invoice_country\n      invoice_phone\n    }\n  }\n": types.CreditAccountsApplyDocument,
    "\n  query CreditAccountsCurrent {\n    creditAccount {\n      status\n      invoice_email\n    }\n  }\n": types.CreditAccountsCurrentDocument,
    "\n  mutation CreditAccountsPurchase($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n      amount\n      balance\n    }\n  }\n": types.CreditAccountsPurchaseDocument,
    "\n  query CreditAccountsInvoices {\n    invoices {\n      data {\n        number\n        status\n        issued_at\n        due_at\n        total\n      }\n    }\n  }\n": types.CreditAccountsInvoicesDocument,
    "\n  query PaymentsSavedCard {\n    defaultPaymentMethod {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n    paymentSetup {\n      gateway\n    }\n  }\n": types.PaymentsSavedCardDocument,
    "\n  mutation PaymentsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n": types.PaymentsPurchaseDocument,
    "\n  mutation PaymentsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n": types.PaymentsConfirmDocument,
    "\n  mutation PaymentsAuthenticate($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n": types.PaymentsAuthenticateDocument,
    "\n  query StripeSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n  }\n": types.StripeSetupDocument,
    "\n  mutation StripeSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n": types.StripeSaveCardDocument,
    "\n  mutation StripePurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n": types.StripePurchaseDocument,
    "\n  mutation StripeConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n": types.StripeConfirmDocument,
    "\n  fragment PersonalInformationUserFields on User {\n    id\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n": types.PersonalInformationUserFieldsFragmentDoc,
    "\n  mutation PersonalInformationUpdate($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationUserFields\n    }\n  }\n": types.PersonalInformationUpdateDocument,
    "\n  query PersonalInformationMe {\n    me {\n      ...PersonalInformationUserFields\n      preferences {\n        id\n        job_types\n        genres {\n          id\n          name\n        }\n        active\n      }\n    }\n  }\n": types.PersonalInformationMeDocument,
    "\n  mutation PersonalInformationAddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n": types.PersonalInformationAddPreferenceDocument,
    "\n  mutation PersonalInformationUpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n": types.PersonalInformationUpdatePreferenceDocument,
    "\n  mutation PersonalInformationActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.PersonalInformationActivatePreferenceDocument,
    "\n  mutation PersonalInformationDeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n": types.PersonalInformationDeletePreferenceDocument,
    "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n": types.PlacesSearchDocument,
    "\n  fragment ProfilesCandidateProfileFields on CandidateProfile {\n    profile_id\n    id\n    name\n    first_name\n    last_name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      school_name\n      qualification\n      from\n      to\n    }\n    experiences {\n      title\n      company\n      from\n      to\n      years\n    }\n    skills {\n      name\n      software\n      is_top\n    }\n    qualifications {\n      name\n    }\n    other_qualifications {\n      name\n    }\n    services {\n      name\n    }\n    genres {\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n      active\n    }\n    supporting_documents {\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n": types.ProfilesCandidateProfileFieldsFragmentDoc,
    "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...ProfilesCandidateProfileFields\n    }\n  }\n": types.ProfilesCandidateProfileDocument,
    "\n  query ProfilesFreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...ProfilesCandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.ProfilesFreelancerProfileDocument,
    "\n  query ProfilesApplicantProfileIds($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        profile_id\n      }\n    }\n  }\n": types.ProfilesApplicantProfileIdsDocument,
    "\n  query ProfilesAliases($id: ID!) {\n    a: candidateProfile(id: $id) {\n      id\n    }\n    b: candidateProfile(id: $id) {\n      id\n    }\n    c: candidateProfile(id: $id) {\n      id\n    }\n    d: candidateProfile(id: $id) {\n      id\n    }\n  }\n": types.ProfilesAliasesDocument,
    "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n": types.ProfilesAgencyProfileDocument,
    "\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": types.SubscriptionsOfferDocument,
    "\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n": types.SubscriptionsCurrentDocument,
    "\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n": types.SubscriptionsAddDocument,
    "\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.SubscriptionsCancelDocument,
    "\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.SubscriptionsResumeDocument,
    "\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n": types.SubscriptionsRetryDocument,
    "\n  mutation SubscriptionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n    }\n  }\n": types.SubscriptionsPurchaseDocument,
    "\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n": types.SubscriptionsConfirmDocument,
    "\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n": types.SubscriptionsAuthenticateDocument,
    "\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      ": types.TaxonomiesAllGenresDocument,
    "\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      ": types.TaxonomiesNoGenresDocument,
    "\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      ": types.TaxonomiesSkillsOfBadIdsDocument,
    "\n  query TeamPermissionsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n": types.TeamPermissionsBillingDetailsDocument,
    "\n  mutation TeamPermissionsSaveBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n": types.TeamPermissionsSaveBillingDetailsDocument,
    "\n  mutation TeamPermissionsRequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n": types.TeamPermissionsRequestCreditAccountDocument,
    "\n  query TeamPermissionsCalculatePrice {\n    calculatePrice(qty: 2) {\n      total\n    }\n  }\n": types.TeamPermissionsCalculatePriceDocument,
    "\n  mutation TeamPermissionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": types.TeamPermissionsPurchaseDocument,
    "\n  query TeamPermissionsCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n": types.TeamPermissionsCardDocument,
    "\n  mutation TeamPermissionsNewLocalCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": types.TeamPermissionsNewLocalCardDocument,
    "\n  mutation TeamPermissionsSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      last4\n    }\n  }\n": types.TeamPermissionsSaveCardDocument,
    "\n  query TeamPermissionsCreditHistory {\n    creditHistory {\n      data {\n        id\n      }\n    }\n  }\n": types.TeamPermissionsCreditHistoryDocument,
    "\n  query TeamPermissionsInvoices {\n    invoices {\n      data {\n        id\n      }\n    }\n  }\n": types.TeamPermissionsInvoicesDocument,
    "\n  query TeamPermissionsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n": types.TeamPermissionsTeamListDocument,
    "\n  mutation TeamPermissionsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n": types.TeamPermissionsTeamUpdateDocument,
    "\n  mutation TeamPermissionsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": types.TeamPermissionsTeamRemoveDocument,
    "\n  mutation TeamPermissionsTeamAssociations($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n    }\n  }\n": types.TeamPermissionsTeamAssociationsDocument,
    "\n  mutation TeamPermissionsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n": types.TeamPermissionsInviteDocument,
    "\n  query TeamPermissionsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n": types.TeamPermissionsInvitationsDocument,
    "\n  query TeamPermissionsDashboard($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n": types.TeamPermissionsDashboardDocument,
    "\n  query TeamRightsApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      resumeUrl\n    }\n  }\n": types.TeamRightsApplicantsDocument,
    "\n  query TeamRightsFreelancerProfile($user_id: ID!, $application_id: ID!) {\n    freelancerProfile(user_id: $user_id, application_id: $application_id) {\n      application {\n        id\n      }\n    }\n  }\n": types.TeamRightsFreelancerProfileDocument,
    "\n  query TeamRightsCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n    }\n  }\n": types.TeamRightsCandidateProfileDocument,
    "\n  query TeamRightsPost($id: ID!) {\n    opportunity(id: $id) {\n      ...TeamRightsPostFields\n    }\n  }\n": types.TeamRightsPostDocument,
    "\n  query TeamRightsCompanyPage($id: ID!) {\n    companyProfile(id: $id) {\n      opportunities {\n        data {\n          ...TeamRightsPostFields\n        }\n      }\n    }\n  }\n": types.TeamRightsCompanyPageDocument,
    "\n  fragment TeamRightsPostFields on Opportunity {\n    id\n    follow_up\n    views\n    close_reason\n    closed_at\n    freelancer_name\n    applicants_count\n    can_edit\n  }\n": types.TeamRightsPostFieldsFragmentDoc,
    "\n  query TeamRightsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n": types.TeamRightsTeamListDocument,
    "\n  mutation TeamRightsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n": types.TeamRightsTeamUpdateDocument,
    "\n  mutation TeamRightsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": types.TeamRightsTeamRemoveDocument,
    "\n  mutation TeamRightsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n": types.TeamRightsInviteDocument,
    "\n  query TeamRightsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n": types.TeamRightsInvitationsDocument,
    "\n  mutation TeamRightsCancelInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n": types.TeamRightsCancelInvitationDocument,
    "\n  query TeamRightsCredit($team_id: ID) {\n    currentCredit(team_id: $team_id) {\n      team_id\n    }\n  }\n": types.TeamRightsCreditDocument,
    "\n  query TeamRightsCompanyProfile {\n    myCompanyProfile {\n      can_edit\n    }\n  }\n": types.TeamRightsCompanyProfileDocument,
    "\n  query TeamRightsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n": types.TeamRightsBillingDetailsDocument,
    "\n  query TeamsMembers($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n      team_id\n      role\n      can_post_jobs\n      active\n      is_owner\n      type\n      first_name\n      last_name\n      email\n      avatar\n      position\n      associate_ids\n    }\n  }\n": types.TeamsMembersDocument,
    "\n  mutation TeamsUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n      role\n      can_post_jobs\n    }\n  }\n": types.TeamsUpdateDocument,
    "\n  mutation TeamsRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n": types.TeamsRemoveDocument,
    "\n  mutation TeamsAssociate($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": types.TeamsAssociateDocument,
    "\n  mutation TeamsDissociate($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": types.TeamsDissociateDocument,
    "\n  mutation TeamsSync($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n": types.TeamsSyncDocument,
    "\n  query TeamsTeamPosts($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n": types.TeamsTeamPostsDocument,
    "\n  mutation TestingCreateCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n": types.TestingCreateCardDocument,
    "\n  mutation TestingSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n": types.TestingSaveCardDocument,
    "\n  fragment TestSession on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n": types.TestSessionFragmentDoc,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...TestSession\n    }\n  }\n": types.TestLoginDocument,
    "\n  query TestPing {\n    ping\n  }\n": types.TestPingDocument,
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
export function graphql(source: "\n  query AppTypename {\n    __typename\n  }\n"): (typeof documents)["\n  query AppTypename {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountsUserFields on User {\n    id\n    email\n    type\n    status\n    first_name\n    last_name\n    company\n    agency_name\n    position\n    avatar\n    pronouns\n    bio\n    description\n    what_sets_apart\n    can_use_logo\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    hear_us\n    hear_us_additional\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    services {\n      id\n      slug\n    }\n    agency_location\n    agency_phone\n    teamType\n    teams {\n      role\n      can_post_jobs\n      team {\n        type\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AccountsUserFields on User {\n    id\n    email\n    type\n    status\n    first_name\n    last_name\n    company\n    agency_name\n    position\n    avatar\n    pronouns\n    bio\n    description\n    what_sets_apart\n    can_use_logo\n    phone\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    hear_us\n    hear_us_additional\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    services {\n      id\n      slug\n    }\n    agency_location\n    agency_phone\n    teamType\n    teams {\n      role\n      can_post_jobs\n      team {\n        type\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsMe {\n    me {\n      ...AccountsUserFields\n    }\n  }\n"): (typeof documents)["\n  query AccountsMe {\n    me {\n      ...AccountsUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsCheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n"): (typeof documents)["\n  query AccountsCheckUser($email: String!) {\n    checkUser(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...TestSession\n    }\n  }\n"): (typeof documents)["\n  mutation AccountsRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...TestSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {\n    completeCandidateProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {\n    completeEmployerProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsCompleteAgency($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AccountsCompleteAgency($input: AgencyProfileInput!) {\n    completeAgencyProfile(input: $input) {\n      ...AccountsUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountsChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AccountsCheckUserAliases {\n          a: checkUser(email: \"a@x.test\")\n          b: checkUser(email: \"b@x.test\")\n          c: checkUser(email: \"c@x.test\")\n          d: checkUser(email: \"d@x.test\")\n        }\n      "): (typeof documents)["\n        query AccountsCheckUserAliases {\n          a: checkUser(email: \"a@x.test\")\n          b: checkUser(email: \"b@x.test\")\n          c: checkUser(email: \"c@x.test\")\n          d: checkUser(email: \"d@x.test\")\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyProfileMine {\n    myAgencyProfile {\n      id\n      name\n      avatar\n      bio\n      website\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      address_1\n      city\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  query AgencyProfileMine {\n    myAgencyProfile {\n      id\n      name\n      avatar\n      bio\n      website\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      address_1\n      city\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyProfileUpdate($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      id\n      name\n      bio\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyProfileUpdate($input: AgencyProfileEditInput!) {\n    updateAgencyProfile(input: $input) {\n      id\n      name\n      bio\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      phones\n      services {\n        id\n      }\n      industries {\n        id\n      }\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyAccountUpdate($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      avatar\n      bio\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      email\n      pending_email\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyAccountUpdate($input: AgencyAccountInput!) {\n    updateAgencyAccount(input: $input) {\n      avatar\n      bio\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      email\n      pending_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyPersonalUpdate($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      first_name\n      last_name\n      position\n      phone\n      address_1\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyPersonalUpdate($input: AgencyPersonalInformationInput!) {\n    updateAgencyPersonalInformation(input: $input) {\n      first_name\n      last_name\n      position\n      phone\n      address_1\n      city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyApply($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyApply($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"): (typeof documents)["\n  query AgencyApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n    }\n  }\n"): (typeof documents)["\n  query AgencyApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyApplyApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      reason\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyApplyApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      reason\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgencyApplyClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AgencyApplyClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyCreateApplication($input: ApplicationInput!) {\n    createApplication(input: $input) {\n      id\n      applied\n      viewerApplication {\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"): (typeof documents)["\n  query ApplyEligibility {\n    applicationEligibility {\n      eligible\n      blocked\n      missing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n      follow_up\n    }\n  }\n"): (typeof documents)["\n  query ApplyDetail($id: ID!) {\n    opportunity(id: $id) {\n      id\n      applied\n      viewerApplication {\n        reason\n      }\n      follow_up\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidatesOwnProfile {\n    me {\n      id\n      education {\n        id\n        school_name\n        qualification\n        description\n        from\n        to\n      }\n      experiences {\n        id\n        title\n        company\n        description\n        from\n        to\n        years\n      }\n      skills {\n        id\n        name\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n        industry {\n          id\n        }\n      }\n      genres {\n        id\n      }\n      services {\n        id\n      }\n      job_types\n      working_hours\n      resumes {\n        id\n      }\n      supportingDocuments {\n        id\n      }\n      isProfileComplete {\n        complete\n        missing\n      }\n    }\n  }\n"): (typeof documents)["\n  query CandidatesOwnProfile {\n    me {\n      id\n      education {\n        id\n        school_name\n        qualification\n        description\n        from\n        to\n      }\n      experiences {\n        id\n        title\n        company\n        description\n        from\n        to\n        years\n      }\n      skills {\n        id\n        name\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n        industry {\n          id\n        }\n      }\n      genres {\n        id\n      }\n      services {\n        id\n      }\n      job_types\n      working_hours\n      resumes {\n        id\n      }\n      supportingDocuments {\n        id\n      }\n      isProfileComplete {\n        complete\n        missing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n      experiences {\n        id\n        title\n        company\n        from\n        to\n        years\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n      experiences {\n        id\n        title\n        company\n        from\n        to\n        years\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesUpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      experiences {\n        id\n        title\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesUpdateExperience($id: ID!, $input: ExperienceInput!) {\n    updateExperience(id: $id, input: $input) {\n      experiences {\n        id\n        title\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesDeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      experiences {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesDeleteExperience($id: ID!) {\n    deleteExperience(id: $id) {\n      experiences {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesAddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      education {\n        id\n        school_name\n        qualification\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesAddEducation($input: EducationInput!) {\n    addEducation(input: $input) {\n      education {\n        id\n        school_name\n        qualification\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesUpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      education {\n        id\n        qualification\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesUpdateEducation($id: ID!, $input: EducationInput!) {\n    updateEducation(id: $id, input: $input) {\n      education {\n        id\n        qualification\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesDeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      education {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesDeleteEducation($id: ID!) {\n    deleteEducation(id: $id) {\n      education {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidatesResumeList on User {\n    resumes {\n      id\n      name\n      file\n      fileUrl\n      active\n      created_at\n    }\n  }\n"): (typeof documents)["\n  fragment CandidatesResumeList on User {\n    resumes {\n      id\n      name\n      file\n      fileUrl\n      active\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesAddResume($file: ID!) {\n    addResume(file: $file) {\n      ...CandidatesResumeList\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesAddResume($file: ID!) {\n    addResume(file: $file) {\n      ...CandidatesResumeList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesActivateResume($id: ID!) {\n    activateResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesDeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesDeleteResume($id: ID!) {\n    deleteResume(id: $id) {\n      ...CandidatesResumeList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesAddDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      supportingDocuments {\n        id\n        name\n        file\n        fileUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesAddDocument($input: AddSupportingDocumentInput!) {\n    addSupportingDocument(input: $input) {\n      supportingDocuments {\n        id\n        name\n        file\n        fileUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesDeleteDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      supportingDocuments {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesDeleteDocument($id: ID!) {\n    deleteSupportingDocument(id: $id) {\n      supportingDocuments {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesSaveProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      id\n      bio\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n      }\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesSaveProfile($input: EditCandidateProfileInput!) {\n    saveCandidateProfile(input: $input) {\n      id\n      bio\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n      qualifications {\n        id\n      }\n      otherQualifications {\n        id\n      }\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesSaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      id\n      job_types\n      working_hours\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesSaveManageCv($input: ManageCvInput!) {\n    saveManageCv(input: $input) {\n      id\n      job_types\n      working_hours\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        is_top\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CandidatesSavesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CandidatesSavesAddExperience($input: ExperienceInput!) {\n    addExperience(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseStudiesList($agency_id: ID, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agency_id, first: $first, page: $page) {\n      data {\n        id\n        title\n        can_edit\n        agency {\n          id\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseStudiesList($agency_id: ID, $first: Int, $page: Int) {\n    caseStudies(agency_id: $agency_id, first: $first, page: $page) {\n      data {\n        id\n        title\n        can_edit\n        agency {\n          id\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseStudyOne($id: ID!) {\n    caseStudy(id: $id) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  query CaseStudyOne($id: ID!) {\n    caseStudy(id: $id) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseStudyCreate($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  mutation CaseStudyCreate($input: CaseStudyInput!) {\n    createCaseStudy(input: $input) {\n      id\n      title\n      description\n      thumbnail\n      external_url\n      video_url\n      content {\n        layout\n        key\n        image\n        url\n      }\n      agency {\n        id\n        company\n        agency_name\n        avatar\n        services {\n          slug\n        }\n      }\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseStudyUpdate($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      id\n      title\n      thumbnail\n      external_url\n      content {\n        layout\n        image\n        url\n      }\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  mutation CaseStudyUpdate($id: ID!, $input: CaseStudyInput!) {\n    updateCaseStudy(id: $id, input: $input) {\n      id\n      title\n      thumbnail\n      external_url\n      content {\n        layout\n        image\n        url\n      }\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseStudyDelete($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n"): (typeof documents)["\n  mutation CaseStudyDelete($id: ID!) {\n    deleteCaseStudy(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfileMine {\n    myCompanyProfile {\n      id\n      company\n      avatar\n      bio\n      website\n      city\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfileMine {\n    myCompanyProfile {\n      id\n      company\n      avatar\n      bio\n      website\n      city\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyProfileUpdate($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      can_use_logo\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyProfileUpdate($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      can_use_logo\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n      vetted\n      email\n      pending_email\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyProfileConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyProfileResendEmail {\n    resendEmailChange\n  }\n"): (typeof documents)["\n  mutation CompanyProfileResendEmail {\n    resendEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyProfileCancelEmail {\n    cancelEmailChange\n  }\n"): (typeof documents)["\n  mutation CompanyProfileCancelEmail {\n    cancelEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfilePublic($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      vetted\n      city\n      state\n      country\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfilePublic($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      vetted\n      city\n      state\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentArticles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        slug\n        title\n        summary\n        image\n        content\n        type\n        availability\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentArticles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {\n    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {\n      data {\n        slug\n        title\n        summary\n        image\n        content\n        type\n        availability\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentArticle($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query ContentArticle($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentDeals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        slug\n        title\n        subtitle\n        link\n        image\n        content\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentDeals($first: Int, $page: Int) {\n    deals(first: $first, page: $page) {\n      data {\n        slug\n        title\n        subtitle\n        link\n        image\n        content\n        created_at\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentLandingPages {\n    landingPages {\n      slug\n      name\n      sort_order\n      display_in_footer\n    }\n  }\n"): (typeof documents)["\n  query ContentLandingPages {\n    landingPages {\n      slug\n      name\n      sort_order\n      display_in_footer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentLandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      slug\n      name\n      content\n    }\n  }\n"): (typeof documents)["\n  query ContentLandingPage($slug: String!) {\n    landingPage(slug: $slug) {\n      slug\n      name\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n"): (typeof documents)["\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsHistory($first: Int, $after: String, $type: CreditEntryType) {\n    creditHistory(first: $first, after: $after, type: $type) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditsHistory($first: Int, $after: String, $type: CreditEntryType) {\n    creditHistory(first: $first, after: $after, type: $type) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n"): (typeof documents)["\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n"): (typeof documents)["\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoGuessesCheck($code: String!) {\n    checkPromo(code: $code) {\n      code\n    }\n  }\n"): (typeof documents)["\n  query PromoGuessesCheck($code: String!) {\n    checkPromo(code: $code) {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoGuessesPrice($promo: String) {\n    calculatePrice(qty: 1, promo: $promo) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query PromoGuessesPrice($promo: String) {\n    calculatePrice(qty: 1, promo: $promo) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoGuessesOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n    }\n  }\n"): (typeof documents)["\n  query PromoGuessesOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoGuessesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PromoGuessesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoGuessesOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PromoGuessesOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoGuessesSubscribe($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PromoGuessesSubscribe($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n"): (typeof documents)["\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessTokensLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AccessTokensLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveTeamOfMe {\n    me {\n      teamType\n      company\n      teams {\n        team_id\n      }\n      activeTeam {\n        team_id\n        role\n      }\n    }\n    currentCredit {\n      team_id\n    }\n  }\n"): (typeof documents)["\n  query ActiveTeamOfMe {\n    me {\n      teamType\n      company\n      teams {\n        team_id\n      }\n      activeTeam {\n        team_id\n        role\n      }\n    }\n    currentCredit {\n      team_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveTeamUserTeam($teamId: ID!) {\n    userTeam(team_id: $teamId) {\n      team_id\n      role\n      team {\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveTeamUserTeam($teamId: ID!) {\n    userTeam(team_id: $teamId) {\n      team_id\n      role\n      team {\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonationLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation ImpersonationLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n"): (typeof documents)["\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation SessionsLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n"): (typeof documents)["\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLoginUpdateCompany($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      email\n      pending_email\n    }\n  }\n"): (typeof documents)["\n  mutation SocialLoginUpdateCompany($input: CompanyProfileInput!) {\n    updateCompanyProfile(input: $input) {\n      email\n      pending_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      first_name\n      last_name\n      team_id\n      invite_status\n      expires_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationsCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      first_name\n      last_name\n      team_id\n      invite_status\n      expires_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationsList($teamId: ID) {\n    viewInvitations(team_id: $teamId) {\n      id\n      email\n      invite_status\n      team_id\n    }\n  }\n"): (typeof documents)["\n  query InvitationsList($teamId: ID) {\n    viewInvitations(team_id: $teamId) {\n      id\n      email\n      invite_status\n      team_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invite_status\n      expires_at\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationsResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invite_status\n      expires_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsDelete($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation InvitationsDelete($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationsLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n"): (typeof documents)["\n  query InvitationsLink($token: String!) {\n    invitation(token: $token) {\n      state\n      email\n      first_name\n      last_name\n      team_name\n      team_type\n      account_exists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsRegister($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      id\n      type\n      teamType\n      access_token\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationsRegister($input: TeamMemberRegistrationInput!) {\n    registerTeamMember(input: $input) {\n      id\n      type\n      teamType\n      access_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsComplete($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationsComplete($input: TeamMemberProfileInput!) {\n    completeTeamMemberProfile(input: $input) {\n      id\n      avatar\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationsAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n      can_post_jobs\n      active\n      team {\n        id\n        type\n        company\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationsAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      team_id\n      user_id\n      role\n      can_post_jobs\n      active\n      team {\n        id\n        type\n        company\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationsMe {\n    me {\n      id\n      type\n      status\n      email\n      first_name\n      teams {\n        team_id\n        role\n        can_post_jobs\n      }\n      activeTeam {\n        team_id\n        role\n        can_post_jobs\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvitationsMe {\n    me {\n      id\n      type\n      status\n      email\n      first_name\n      teams {\n        team_id\n        role\n        can_post_jobs\n      }\n      activeTeam {\n        team_id\n        role\n        can_post_jobs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"): (typeof documents)["\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceAgenciesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        name\n        agency_name\n        avatar\n        location\n        headline\n        vetted\n        case_studies_count\n        services {\n          id\n          slug\n          name\n        }\n        industries {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceAgenciesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceAgencies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        name\n        agency_name\n        avatar\n        location\n        headline\n        vetted\n        case_studies_count\n        services {\n          id\n          slug\n          name\n        }\n        industries {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceCaseStudiesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        thumbnail\n        created_at\n        can_edit\n        content {\n          layout\n          key\n          image\n          url\n        }\n        agency {\n          id\n          company\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceCaseStudiesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {\n    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        thumbnail\n        created_at\n        can_edit\n        content {\n          layout\n          key\n          image\n          url\n        }\n        agency {\n          id\n          company\n          agency_name\n          services {\n            slug\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettingsMe {\n    me {\n      id\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n      privacy\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettingsMe {\n    me {\n      id\n      send_email\n      notification_frequency\n      send_text_notification\n      text_notification_phone\n      privacy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSettingsUpdateEmail($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationSettingsUpdateEmail($input: EmailNotificationSettingsInput!) {\n    updateEmailNotificationSettings(input: $input) {\n      id\n      send_email\n      notification_frequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSettingsSendCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationSettingsSendCode($input: SendTextNotificationCodeInput!) {\n    sendTextNotificationCode(input: $input) {\n      phone\n      expires_in\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSettingsVerifyCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationSettingsVerifyCode($input: VerifyTextNotificationCodeInput!) {\n    verifyTextNotificationCode(input: $input) {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSettingsDisableTexts {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationSettingsDisableTexts {\n    disableTextNotifications {\n      id\n      send_text_notification\n      text_notification_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationSettingsUpdatePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationSettingsUpdatePrivacy($privacy: ProfilePrivacy!) {\n    updateProfilePrivacy(privacy: $privacy) {\n      id\n      privacy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        job_number\n        applied\n        agency {\n          id\n          company\n        }\n        genres {\n          id\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        job_number\n        applied\n        agency {\n          id\n          company\n        }\n        genres {\n          id\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        services {\n          id\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        services {\n          id\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyListsProjectSkills($id: ID!) {\n    opportunity(id: $id) {\n      skills {\n        id\n        software\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyListsProjectSkills($id: ID!) {\n    opportunity(id: $id) {\n      skills {\n        id\n        software\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        opportunity {\n          id\n          title\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgencyListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        opportunity {\n          id\n          title\n        }\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        agency {\n          id\n          company\n        }\n        industries {\n          id\n        }\n        genres {\n          id\n          name\n        }\n        skills {\n          id\n          name\n        }\n        position {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {\n    latestOpportunities(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n        applied\n        agency {\n          id\n          company\n        }\n        industries {\n          id\n        }\n        genres {\n          id\n          name\n        }\n        skills {\n          id\n          name\n        }\n        position {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {\n    opportunitiesForYou(filter: $filter, first: $first, page: $page) {\n      data {\n        id\n        title\n      }\n      paginatorInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          id\n          title\n          agency {\n            company\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListsApplied($first: Int, $page: Int) {\n    appliedOpportunities(first: $first, page: $page) {\n      data {\n        id\n        status\n        created_at\n        opportunity {\n          id\n          title\n          agency {\n            company\n          }\n        }\n      }\n      paginatorInfo {\n        count\n        currentPage\n        hasMorePages\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsCompanyProfile($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      opportunities {\n        data {\n          id\n          title\n        }\n        paginatorInfo {\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListsCompanyProfile($id: ID!) {\n    companyProfile(id: $id) {\n      id\n      company\n      avatar\n      bio\n      description\n      what_sets_apart\n      website\n      opportunities {\n        data {\n          id\n          title\n        }\n        paginatorInfo {\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesCreateJob($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      id\n      target\n      title\n      job_number\n      description\n      location\n      is_on_site\n      is_remote\n      work_mode\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n      }\n      duration\n      is_ir35\n      minimumBudget\n      maximumBudget\n      compensation_unit\n      compensation_currency\n      is_compensation_displayed\n      follow_up\n      application_link\n      is_active\n      is_public\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n      }\n      agency {\n        id\n        company\n      }\n      creator {\n        id\n        name\n      }\n      can_edit\n      applicants_count\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesCreateJob($input: OpportunityInput!) {\n    createOpportunity(input: $input) {\n      id\n      target\n      title\n      job_number\n      description\n      location\n      is_on_site\n      is_remote\n      work_mode\n      work_mode_label\n      type\n      sub_type\n      level\n      position {\n        id\n      }\n      duration\n      is_ir35\n      minimumBudget\n      maximumBudget\n      compensation_unit\n      compensation_currency\n      is_compensation_displayed\n      follow_up\n      application_link\n      is_active\n      is_public\n      industries {\n        id\n      }\n      skills {\n        id\n        software\n        pivot {\n          must_have\n        }\n      }\n      qualifications {\n        id\n      }\n      agency {\n        id\n        company\n      }\n      creator {\n        id\n        name\n      }\n      can_edit\n      applicants_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesUpdateJob($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      id\n      title\n      is_active\n      updated_by\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesUpdateJob($id: ID!, $input: OpportunityInput!) {\n    updateOpportunity(id: $id, input: $input) {\n      id\n      title\n      is_active\n      updated_by\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesCreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      target\n      type\n      sub_type\n      level\n      is_on_site\n      is_remote\n      work_mode\n      compensation_unit\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesCreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      target\n      type\n      sub_type\n      level\n      is_on_site\n      is_remote\n      work_mode\n      compensation_unit\n      services {\n        id\n      }\n      genres {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesUpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesUpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n      close_reason\n      closed_at\n      freelancer {\n        id\n      }\n      freelancer_name\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesClose($id: ID!, $input: CloseOpportunityInput!) {\n    closeOpportunity(id: $id, input: $input) {\n      id\n      deleted_at\n      close_reason\n      closed_at\n      freelancer {\n        id\n      }\n      freelancer_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesRestore($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n      close_reason\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesRestore($id: ID!) {\n    restoreOpportunity(id: $id) {\n      id\n      deleted_at\n      close_reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitiesOne($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      follow_up\n      views\n      applicants_count\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  query OpportunitiesOne($id: ID!) {\n    opportunity(id: $id) {\n      id\n      title\n      follow_up\n      views\n      applicants_count\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpportunitiesView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n      views\n    }\n  }\n"): (typeof documents)["\n  mutation OpportunitiesView($id: ID!) {\n    viewOpportunity(id: $id) {\n      id\n      views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitiesTeamList(\n    $target: OpportunityTarget!\n    $closed: Boolean\n    $first: Int\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        title\n        applicants_count\n        can_edit\n        creator {\n          id\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpportunitiesTeamList(\n    $target: OpportunityTarget!\n    $closed: Boolean\n    $first: Int\n    $after: String\n  ) {\n    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {\n      data {\n        id\n        title\n        applicants_count\n        can_edit\n        creator {\n          id\n        }\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitiesPublished($target: OpportunityTarget!, $first: Int, $after: String) {\n    publishedOpportunities(target: $target, first: $first, after: $after) {\n      data {\n        id\n        title\n        featured\n        work_mode_label\n        follow_up\n        applicants_count\n        agency {\n          company\n        }\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpportunitiesPublished($target: OpportunityTarget!, $first: Int, $after: String) {\n    publishedOpportunities(target: $target, first: $first, after: $after) {\n      data {\n        id\n        title\n        featured\n        work_mode_label\n        follow_up\n        applicants_count\n        agency {\n          company\n        }\n      }\n      paginatorInfo {\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpportunitiesPostingUsers {\n    postingTeamUsers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OpportunitiesPostingUsers {\n    postingTeamUsers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingDetailsSave($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n      email\n      phone\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation BillingDetailsSave($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n      email\n      phone\n      address_1\n      address_2\n      city\n      state\n      zip\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingDetailsCurrent {\n    billingDetails {\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query BillingDetailsCurrent {\n    billingDetails {\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingAccessApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n    }\n  }\n"): (typeof documents)["\n  mutation BillingAccessApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n    }\n  }\n"): (typeof documents)["\n  query BillingAccessCreditAccount {\n    creditAccount {\n      status\n      invoice_company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingAccessSaveDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation BillingAccessSaveDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessDetails {\n    billingDetails {\n      name\n    }\n  }\n"): (typeof documents)["\n  query BillingAccessDetails {\n    billingDetails {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessInvoices {\n    invoices {\n      data {\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingAccessInvoices {\n    invoices {\n      data {\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"): (typeof documents)["\n  query BillingAccessDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n"): (typeof documents)["\n  query BillingAccessCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingAccessPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BillingAccessPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccessPrice {\n    calculatePrice(qty: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query BillingAccessPrice {\n    calculatePrice(qty: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingAccessOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BillingAccessOnAccount($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreditAccountsApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n      invoice_country\n      invoice_phone\n    }\n  }\n"): (typeof documents)["\n  mutation CreditAccountsApply($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n      invoice_company\n      invoice_country\n      invoice_phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditAccountsCurrent {\n    creditAccount {\n      status\n      invoice_email\n    }\n  }\n"): (typeof documents)["\n  query CreditAccountsCurrent {\n    creditAccount {\n      status\n      invoice_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreditAccountsPurchase($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n      amount\n      balance\n    }\n  }\n"): (typeof documents)["\n  mutation CreditAccountsPurchase($input: PurchaseCreditsInput!) {\n    purchaseOnAccount(input: $input) {\n      status\n      amount\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditAccountsInvoices {\n    invoices {\n      data {\n        number\n        status\n        issued_at\n        due_at\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditAccountsInvoices {\n    invoices {\n      data {\n        number\n        status\n        issued_at\n        due_at\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsSavedCard {\n    defaultPaymentMethod {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n    paymentSetup {\n      gateway\n    }\n  }\n"): (typeof documents)["\n  query PaymentsSavedCard {\n    defaultPaymentMethod {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n    paymentSetup {\n      gateway\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsAuthenticate($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n"): (typeof documents)["\n  mutation PaymentsAuthenticate($id: ID!, $approved: Boolean!) {\n    authenticateLocalPayment(payment_id: $id, approved: $approved)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StripeSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n  }\n"): (typeof documents)["\n  query StripeSetup {\n    paymentSetup {\n      gateway\n      publishable_key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StripeSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n"): (typeof documents)["\n  mutation StripeSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StripePurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n"): (typeof documents)["\n  mutation StripePurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n      client_secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StripeConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StripeConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalInformationUserFields on User {\n    id\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n"): (typeof documents)["\n  fragment PersonalInformationUserFields on User {\n    id\n    first_name\n    last_name\n    pronouns\n    position\n    company\n    phone\n    phone_secondary\n    linkedin\n    supporting_url\n    address_1\n    address_2\n    city\n    state\n    zip\n    country\n    location\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    ethnicity\n    referee_1\n    referee_2\n    looking_for\n    languages\n    positions {\n      id\n      name\n    }\n    salary_currency\n    salary_unit\n    minimum_salary\n    maximum_salary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInformationUpdate($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalInformationUpdate($input: PersonalInformationInput!) {\n    updatePersonalInformation(input: $input) {\n      ...PersonalInformationUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalInformationMe {\n    me {\n      ...PersonalInformationUserFields\n      preferences {\n        id\n        job_types\n        genres {\n          id\n          name\n        }\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonalInformationMe {\n    me {\n      ...PersonalInformationUserFields\n      preferences {\n        id\n        job_types\n        genres {\n          id\n          name\n        }\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInformationAddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalInformationAddPreference($input: PreferenceInput!) {\n    addPreference(input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInformationUpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalInformationUpdatePreference($id: ID!, $input: PreferenceInput!) {\n    updatePreference(id: $id, input: $input) {\n      id\n      job_types\n      genres {\n        id\n      }\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInformationActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation PersonalInformationActivatePreference($id: ID!, $active: Boolean!) {\n    activatePreference(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalInformationDeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n"): (typeof documents)["\n  mutation PersonalInformationDeletePreference($id: ID!) {\n    deletePreference(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n"): (typeof documents)["\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilesCandidateProfileFields on CandidateProfile {\n    profile_id\n    id\n    name\n    first_name\n    last_name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      school_name\n      qualification\n      from\n      to\n    }\n    experiences {\n      title\n      company\n      from\n      to\n      years\n    }\n    skills {\n      name\n      software\n      is_top\n    }\n    qualifications {\n      name\n    }\n    other_qualifications {\n      name\n    }\n    services {\n      name\n    }\n    genres {\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n      active\n    }\n    supporting_documents {\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfilesCandidateProfileFields on CandidateProfile {\n    profile_id\n    id\n    name\n    first_name\n    last_name\n    pronouns\n    position\n    linkedin\n    supporting_url\n    bio\n    avatar\n    city\n    state\n    country\n    vetted\n    work_location\n    industries {\n      id\n      name\n    }\n    positions {\n      id\n      name\n    }\n    role_levels {\n      key\n      name\n    }\n    job_types {\n      key\n      name\n    }\n    working_hours\n    languages\n    education {\n      school_name\n      qualification\n      from\n      to\n    }\n    experiences {\n      title\n      company\n      from\n      to\n      years\n    }\n    skills {\n      name\n      software\n      is_top\n    }\n    qualifications {\n      name\n    }\n    other_qualifications {\n      name\n    }\n    services {\n      name\n    }\n    genres {\n      name\n    }\n    salary_currency\n    minimum_salary\n    maximum_salary\n    salary_unit\n    payroll_status\n    right_to_work\n    start_date\n    notice_period\n    notice_period_unit\n    cv {\n      id\n      name\n      fileUrl\n      active\n    }\n    supporting_documents {\n      name\n      fileUrl\n    }\n    applications {\n      id\n      created_at\n      opportunity {\n        id\n        title\n        target\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...ProfilesCandidateProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      ...ProfilesCandidateProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesFreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...ProfilesCandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilesFreelancerProfile($userId: ID!, $applicationId: ID!) {\n    freelancerProfile(user_id: $userId, application_id: $applicationId) {\n      profile {\n        ...ProfilesCandidateProfileFields\n      }\n      application {\n        id\n        created_at\n        reason\n        resumeUrl\n        documentUrl\n        opportunity {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesApplicantProfileIds($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        profile_id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilesApplicantProfileIds($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        profile_id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesAliases($id: ID!) {\n    a: candidateProfile(id: $id) {\n      id\n    }\n    b: candidateProfile(id: $id) {\n      id\n    }\n    c: candidateProfile(id: $id) {\n      id\n    }\n    d: candidateProfile(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ProfilesAliases($id: ID!) {\n    a: candidateProfile(id: $id) {\n      id\n    }\n    b: candidateProfile(id: $id) {\n      id\n    }\n    c: candidateProfile(id: $id) {\n      id\n    }\n    d: candidateProfile(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      contact_email\n      budget {\n        currency\n        min\n        max\n      }\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n      payment_id\n      qty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n"): (typeof documents)["\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      "): (typeof documents)["\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsSaveBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsSaveBillingDetails($input: BillingDetailsInput!) {\n    updateBillingDetails(input: $input) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsRequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsRequestCreditAccount($input: CreditAccountInput!) {\n    requestCreditAccount(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsCalculatePrice {\n    calculatePrice(qty: 2) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsCalculatePrice {\n    calculatePrice(qty: 2) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsCard {\n    defaultPaymentMethod {\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsNewLocalCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsNewLocalCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      last4\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      last4\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsCreditHistory {\n    creditHistory {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsCreditHistory {\n    creditHistory {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsInvoices {\n    invoices {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsInvoices {\n    invoices {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsTeamAssociations($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsTeamAssociations($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamPermissionsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TeamPermissionsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPermissionsDashboard($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamPermissionsDashboard($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      resumeUrl\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      resumeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsFreelancerProfile($user_id: ID!, $application_id: ID!) {\n    freelancerProfile(user_id: $user_id, application_id: $application_id) {\n      application {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsFreelancerProfile($user_id: ID!, $application_id: ID!) {\n    freelancerProfile(user_id: $user_id, application_id: $application_id) {\n      application {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsPost($id: ID!) {\n    opportunity(id: $id) {\n      ...TeamRightsPostFields\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsPost($id: ID!) {\n    opportunity(id: $id) {\n      ...TeamRightsPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsCompanyPage($id: ID!) {\n    companyProfile(id: $id) {\n      opportunities {\n        data {\n          ...TeamRightsPostFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsCompanyPage($id: ID!) {\n    companyProfile(id: $id) {\n      opportunities {\n        data {\n          ...TeamRightsPostFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamRightsPostFields on Opportunity {\n    id\n    follow_up\n    views\n    close_reason\n    closed_at\n    freelancer_name\n    applicants_count\n    can_edit\n  }\n"): (typeof documents)["\n  fragment TeamRightsPostFields on Opportunity {\n    id\n    follow_up\n    views\n    close_reason\n    closed_at\n    freelancer_name\n    applicants_count\n    can_edit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsTeamList($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamRightsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n"): (typeof documents)["\n  mutation TeamRightsTeamUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamRightsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"): (typeof documents)["\n  mutation TeamRightsTeamRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamRightsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TeamRightsInvite($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsInvitations($team_id: ID) {\n    viewInvitations(team_id: $team_id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamRightsCancelInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation TeamRightsCancelInvitation($id: ID!) {\n    deleteInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsCredit($team_id: ID) {\n    currentCredit(team_id: $team_id) {\n      team_id\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsCredit($team_id: ID) {\n    currentCredit(team_id: $team_id) {\n      team_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsCompanyProfile {\n    myCompanyProfile {\n      can_edit\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsCompanyProfile {\n    myCompanyProfile {\n      can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRightsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n"): (typeof documents)["\n  query TeamRightsBillingDetails {\n    billingDetails {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsMembers($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n      team_id\n      role\n      can_post_jobs\n      active\n      is_owner\n      type\n      first_name\n      last_name\n      email\n      avatar\n      position\n      associate_ids\n    }\n  }\n"): (typeof documents)["\n  query TeamsMembers($team_id: ID) {\n    viewUserTeam(team_id: $team_id) {\n      user_id\n      team_id\n      role\n      can_post_jobs\n      active\n      is_owner\n      type\n      first_name\n      last_name\n      email\n      avatar\n      position\n      associate_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n      role\n      can_post_jobs\n    }\n  }\n"): (typeof documents)["\n  mutation TeamsUpdate($input: TeamUserSettingInput!) {\n    updateTeamUserSetting(input: $input) {\n      user_id\n      role\n      can_post_jobs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"): (typeof documents)["\n  mutation TeamsRemove($user_id: ID!, $team_id: ID) {\n    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsAssociate($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"): (typeof documents)["\n  mutation TeamsAssociate($input: TeamUserAssociationInput!) {\n    createTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsDissociate($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"): (typeof documents)["\n  mutation TeamsDissociate($input: TeamUserAssociationInput!) {\n    deleteTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsSync($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"): (typeof documents)["\n  mutation TeamsSync($input: SyncTeamUserAssociationInput!) {\n    syncTeamUserAssociation(input: $input) {\n      user_id\n      associate_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsTeamPosts($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamsTeamPosts($team_id: ID) {\n    viewTeamOpportunity(team_id: $team_id, target: JOB) {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestingCreateCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"): (typeof documents)["\n  mutation TestingCreateCard($input: LocalCardInput!) {\n    createLocalPaymentMethod(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestingSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n"): (typeof documents)["\n  mutation TestingSaveCard($input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(input: $input) {\n      brand\n      last4\n      exp_month\n      exp_year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSession on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n"): (typeof documents)["\n  fragment TestSession on LoginResult {\n    id\n    type\n    teamType\n    access_token\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...TestSession\n    }\n  }\n"): (typeof documents)["\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...TestSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPing {\n    ping\n  }\n"): (typeof documents)["\n  query TestPing {\n    ping\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;