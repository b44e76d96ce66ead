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
    "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": typeof types.ApplicationsViewApplicantsDocument,
    "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApplicationsCloseModalApplicantsDocument,
    "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n": typeof types.CreditsCurrentDocument,
    "\n  query CreditsHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.CreditsHistoryDocument,
    "\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": typeof types.PricesCalculatePriceDocument,
    "\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": typeof types.PricesCheckPromoDocument,
    "\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": typeof types.AccessTokensIssueDocument,
    "\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n": typeof types.AccessTokensMeDocument,
    "\n  mutation AccessTokensLogout {\n    logout\n  }\n": typeof types.AccessTokensLogoutDocument,
    "\n  mutation ImpersonationLogout {\n    logout\n  }\n": typeof types.ImpersonationLogoutDocument,
    "\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n": typeof types.ImpersonationImpersonateDocument,
    "\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n": typeof types.ImpersonationSessionDocument,
    "\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n": typeof types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": typeof types.SessionsLogoutDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": typeof types.SocialLoginProvidersDocument,
    "\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": typeof types.SocialLoginRedeemDocument,
    "\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n": typeof types.SocialLoginRegisterDocument,
    "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.SocialLoginMeDocument,
    "\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": typeof types.InvoicesPurchaseDocument,
    "\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": typeof types.InvoicesListDocument,
    "\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": typeof types.InvoicesDownloadDocument,
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
    "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n": typeof types.PlacesSearchDocument,
    "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n      name\n      first_name\n      last_name\n      pronouns\n      position\n      bio\n      avatar\n      city\n      state\n      country\n      vetted\n      industries {\n        id\n        name\n      }\n      positions {\n        id\n        name\n      }\n      applications {\n        id\n        created_at\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n": typeof types.ProfilesCandidateProfileDocument,
    "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n": typeof types.ProfilesAgencyProfileDocument,
    "\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": typeof types.SubscriptionsOfferDocument,
    "\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n": typeof types.SubscriptionsCurrentDocument,
    "\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n": typeof types.SubscriptionsAddDocument,
    "\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.SubscriptionsCancelDocument,
    "\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": typeof types.SubscriptionsResumeDocument,
    "\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n": typeof types.SubscriptionsRetryDocument,
    "\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n": typeof types.SubscriptionsConfirmDocument,
    "\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n": typeof types.SubscriptionsAuthenticateDocument,
    "\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      ": typeof types.TaxonomiesAllGenresDocument,
    "\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      ": typeof types.TaxonomiesNoGenresDocument,
    "\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      ": typeof types.TaxonomiesSkillsOfBadIdsDocument,
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
    "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n": types.ApplicationsViewApplicantsDocument,
    "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.ApplicationsCloseModalApplicantsDocument,
    "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n": types.CreditsCurrentDocument,
    "\n  query CreditsHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.CreditsHistoryDocument,
    "\n  query PricesCalculatePrice($qty: Int!, $promo: String) {\n    calculatePrice(qty: $qty, promo: $promo) {\n      qty\n      unitPriceExcludingDiscount\n      discountPercentage\n      discountPerUnitAmount\n      unitPriceIncludingDiscount\n      subtotalExcludingDiscount\n      discountAmount\n      subtotalIncludingDiscount\n      promo {\n        code\n        type\n        value\n      }\n      promoAmount\n      vatPercentage\n      vatAmount\n      total\n    }\n  }\n": types.PricesCalculatePriceDocument,
    "\n  query PricesCheckPromo($code: String!) {\n    checkPromo(code: $code) {\n      code\n      type\n      value\n    }\n  }\n": types.PricesCheckPromoDocument,
    "\n  mutation AccessTokensIssue {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": types.AccessTokensIssueDocument,
    "\n  query AccessTokensMe {\n    me {\n      id\n    }\n  }\n": types.AccessTokensMeDocument,
    "\n  mutation AccessTokensLogout {\n    logout\n  }\n": types.AccessTokensLogoutDocument,
    "\n  mutation ImpersonationLogout {\n    logout\n  }\n": types.ImpersonationLogoutDocument,
    "\n  mutation ImpersonationImpersonate($input: ImpersonateInput!) {\n    impersonate(input: $input) {\n      ...TestSession\n    }\n  }\n": types.ImpersonationImpersonateDocument,
    "\n  query ImpersonationSession {\n    me {\n      id\n      email\n    }\n    impersonation {\n      issued_by\n    }\n  }\n": types.ImpersonationSessionDocument,
    "\n  query SessionsMe {\n    me {\n      id\n      email\n      type\n      status\n      name\n      first_name\n      last_name\n      teamType\n      teamOwner\n      teams {\n        team_id\n        role\n        can_post_jobs\n        active\n        team {\n          id\n          type\n          company\n          owner_id\n        }\n      }\n    }\n  }\n": types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout\n  }\n": types.SessionsLogoutDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders\n  }\n": types.SocialLoginProvidersDocument,
    "\n  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        ...TestSession\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": types.SocialLoginRedeemDocument,
    "\n  mutation SocialLoginRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      type\n      access_token\n    }\n  }\n": types.SocialLoginRegisterDocument,
    "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n": types.SocialLoginMeDocument,
    "\n  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {\n    purchaseCredits(input: $input) {\n      status\n    }\n  }\n": types.InvoicesPurchaseDocument,
    "\n  query InvoicesList($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      data {\n        id\n        number\n        item\n        qty\n        total\n        status\n        issued_at\n        due_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n": types.InvoicesListDocument,
    "\n  query InvoicesDownload($number: String!) {\n    invoiceDownloadUrl(number: $number)\n  }\n": types.InvoicesDownloadDocument,
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
    "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n": types.PlacesSearchDocument,
    "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n      name\n      first_name\n      last_name\n      pronouns\n      position\n      bio\n      avatar\n      city\n      state\n      country\n      vetted\n      industries {\n        id\n        name\n      }\n      positions {\n        id\n        name\n      }\n      applications {\n        id\n        created_at\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n": types.ProfilesCandidateProfileDocument,
    "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n": types.ProfilesAgencyProfileDocument,
    "\n  query SubscriptionsOffer($promo: String) {\n    subscriptionOffer(promo: $promo) {\n      job_posts\n      price {\n        qty\n        unitPriceExcludingDiscount\n        promoAmount\n        vatAmount\n        total\n      }\n    }\n  }\n": types.SubscriptionsOfferDocument,
    "\n  query SubscriptionsCurrent {\n    subscription {\n      status\n      cancel_at_period_end\n      current_period_end\n      failure_message\n      history {\n        price\n        period_start\n        ends_at\n      }\n    }\n  }\n": types.SubscriptionsCurrentDocument,
    "\n  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {\n    addSubscription(input: $input) {\n      status\n      payment_id\n      qty\n      amount\n      balance\n      message\n    }\n  }\n": types.SubscriptionsAddDocument,
    "\n  mutation SubscriptionsCancel {\n    cancelSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.SubscriptionsCancelDocument,
    "\n  mutation SubscriptionsResume {\n    resumeSubscription {\n      status\n      cancel_at_period_end\n    }\n  }\n": types.SubscriptionsResumeDocument,
    "\n  mutation SubscriptionsRetry {\n    retrySubscriptionPayment {\n      status\n      balance\n      message\n    }\n  }\n": types.SubscriptionsRetryDocument,
    "\n  mutation SubscriptionsConfirm($id: ID!) {\n    confirmPurchase(payment_id: $id) {\n      status\n      balance\n    }\n  }\n": types.SubscriptionsConfirmDocument,
    "\n  mutation SubscriptionsAuthenticate($id: ID!) {\n    authenticateLocalPayment(payment_id: $id, approved: true)\n  }\n": types.SubscriptionsAuthenticateDocument,
    "\n        query TaxonomiesAllGenres {\n          genres {\n            id\n            name\n          }\n        }\n      ": types.TaxonomiesAllGenresDocument,
    "\n        query TaxonomiesNoGenres {\n          genres(industries: []) {\n            id\n          }\n        }\n      ": types.TaxonomiesNoGenresDocument,
    "\n        query TaxonomiesSkillsOfBadIds {\n          skills(industries: [\"1\", \"design\"]) {\n            id\n          }\n        }\n      ": types.TaxonomiesSkillsOfBadIdsDocument,
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
export function graphql(source: "\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsViewApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      created_at\n      reason\n      resume\n      resumeUrl\n      document\n      documentUrl\n      is_shown\n      user {\n        id\n        name\n        type\n        agency {\n          id\n          company\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsCloseModalApplicants($id: ID!) {\n    viewApplicants(opportunity_id: $id) {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n"): (typeof documents)["\n  query CreditsCurrent($teamId: ID) {\n    currentCredit(team_id: $teamId) {\n      team_id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditsHistory($first: Int, $after: String) {\n    creditHistory(first: $first, after: $after) {\n      data {\n        id\n        type\n        qty\n        total\n        balance\n        invoice_id\n        created_at\n      }\n      paginatorInfo {\n        count\n        hasMorePages\n        endCursor\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query SocialLoginMe {\n    me {\n      id\n      email\n    }\n  }\n"];
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
export function graphql(source: "\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n"): (typeof documents)["\n  query PlacesSearch($query: String!, $first: Int) {\n    searchPlaces(query: $query, first: $first) {\n      id\n      name\n      district\n      region\n      country\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n      name\n      first_name\n      last_name\n      pronouns\n      position\n      bio\n      avatar\n      city\n      state\n      country\n      vetted\n      industries {\n        id\n        name\n      }\n      positions {\n        id\n        name\n      }\n      applications {\n        id\n        created_at\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilesCandidateProfile($id: ID!) {\n    candidateProfile(id: $id) {\n      id\n      name\n      first_name\n      last_name\n      pronouns\n      position\n      bio\n      avatar\n      city\n      state\n      country\n      vetted\n      industries {\n        id\n        name\n      }\n      positions {\n        id\n        name\n      }\n      applications {\n        id\n        created_at\n        opportunity {\n          id\n          title\n          target\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilesAgencyProfile($id: ID!) {\n    agencyProfile(id: $id) {\n      id\n      name\n      avatar\n      bio\n      description\n      website\n      locations\n      vetted\n      services {\n        name\n      }\n      industries {\n        name\n      }\n    }\n  }\n"];
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