/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The brief's ADD_SUBSCRIPTION. */
export type AddSubscriptionInput = {
  /** The client's key for this attempt (a UUID): the same key again answers the same payment. */
  idempotency_key: string;
  /** The card form's payment method: saved as the team's card first, when given. */
  payment_method_id?: string | null | undefined;
  promo?: string | null | undefined;
};

/** The agency's onboarding: the agency profile of the active team. */
export type AgencyProfileInput = {
  /** One or two locations. */
  agency_location?: Array<string> | null | undefined;
  agency_name?: string | null | undefined;
  /** Up to four phone numbers. */
  agency_phone?: Array<string> | null | undefined;
  bio?: string | null | undefined;
  /** Category experience: industry ids, at least one. */
  industries?: Array<string> | null | undefined;
  /** An uploaded file of kind logo. */
  logo: string;
  /** Service ids, at least one. */
  services?: Array<string> | null | undefined;
};

export type BillingDetailsInput = {
  address_1: string;
  address_2?: string | null | undefined;
  city: string;
  /** ISO 3166 alpha-2; GB when not given. */
  country?: string | null | undefined;
  email: string;
  name: string;
  phone: string;
  state: string;
  zip: string;
};

/** The candidate's onboarding (complete-profile). */
export type CandidateProfileInput = {
  /** An uploaded file of kind avatar (POST /api/uploads). */
  avatar: string;
  bio?: string | null | undefined;
  ethnicity?: string | null | undefined;
  hear_us?: string | null | undefined;
  /** Kept only when hear_us is recommendation or other. */
  hear_us_additional?: string | null | undefined;
  /** At most 10. */
  languages?: Array<string> | null | undefined;
  /** ONSITE, REMOTE, HYBRID or ALL. */
  location?: string | null | undefined;
  /** Job level keys, at most 2. */
  looking_for?: Array<string> | null | undefined;
  notice_period?: number | null | undefined;
  /** DAYS or MONTHS. */
  notice_period_unit?: string | null | undefined;
  payroll_status?: number | null | undefined;
  /** Position ids, at most 5. */
  positions?: Array<string> | null | undefined;
  referee_1?: string | null | undefined;
  referee_2?: string | null | undefined;
  right_to_work?: string | null | undefined;
  /** YYYY-MM-DD. */
  start_date?: string | null | undefined;
};

export type ChangePasswordInput = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

/** The Close modal. */
export type CloseOpportunityInput = {
  /** YYYY-MM-DD. */
  closed_at?: string | null | undefined;
  /** The applicant who filled it ('Filled by applicant'), or their typed name. */
  freelancer_id?: string | null | undefined;
  freelancer_name?: string | null | undefined;
  reason?: string | null | undefined;
};

/** The brief's credit account request. */
export type CreditAccountInput = {
  invoice_address_1: string;
  invoice_address_2?: string | null | undefined;
  invoice_city: string;
  invoice_company: string;
  invoice_country?: string | null | undefined;
  invoice_email: string;
  invoice_phone: string;
  invoice_state: string;
  invoice_zip: string;
};

export type CreditAccountStatus =
  /** Approved: the team buys on account (the brief's is_payment_active). */
  | 'APPROVED'
  | 'DECLINED'
  | 'PENDING';

export type CreditEntryType =
  /** Job posts bought or granted. */
  | 'IN'
  /** A job post spent on a new post. */
  | 'OUT';

/** The employer's onboarding: the company profile of the active team. */
export type EmployerProfileInput = {
  bio?: string | null | undefined;
  can_use_logo?: boolean | null | undefined;
  description?: string | null | undefined;
  /** An uploaded file of kind logo. */
  logo: string;
  what_sets_apart?: string | null | undefined;
};

/**
 * Admin impersonation (docs/security.md D6): `admin impersonate <email>` mints a one-time link
 * (`/{group}/impersonate/{id}?token=…`, or `shortlist://impersonate/{id}?token=…` for the
 * desktop app); redeeming it opens a session as its target, flagged as impersonated.
 */
export type ImpersonateInput = {
  /** The target user's id, from the link. */
  id: string;
  /** The one-time token from the link. */
  token: string;
};

export type InvoiceStatus =
  /** On account: to pay by `due_at`. */
  | 'DUE'
  /** Paid by card. */
  | 'PAID';

/** Test card details for the local gateway (Stripe's test numbers only). */
export type LocalCardInput = {
  cvc: string;
  exp_month: number;
  exp_year: number;
  number: string;
};

export type LoginInput = {
  email: string;
  password: string;
};

/** The job form (`add-opportunity`, `edit-opportunity/{id}`); ids as the form picks them. */
export type OpportunityInput = {
  application_link?: string | null | undefined;
  compensation_currency?: string | null | undefined;
  /** DAY or YEAR. */
  compensation_unit?: string | null | undefined;
  /** Create only: a posting team user named as creator (admins). */
  created_by?: string | null | undefined;
  /** Serialised rich-text document. */
  description?: string | null | undefined;
  duration?: number | null | undefined;
  follow_up?: string | null | undefined;
  /** Category experience: genres of the disciplines. */
  genres?: Array<string> | null | undefined;
  /** Professional discipline(s). */
  industries?: Array<string> | null | undefined;
  /** Published; on edit, sent only when it changed. */
  is_active?: boolean | null | undefined;
  is_compensation_displayed?: boolean | null | undefined;
  is_ir35?: number | null | undefined;
  /** DD/MM/YYYY. */
  job_number?: string | null | undefined;
  level?: string | null | undefined;
  location?: string | null | undefined;
  maximumBudget?: number | null | undefined;
  minimumBudget?: number | null | undefined;
  position_id?: string | null | undefined;
  qualifications?: Array<string> | null | undefined;
  qualifications_must_have?: Array<string> | null | undefined;
  skills?: Array<string> | null | undefined;
  skills_must_have?: Array<string> | null | undefined;
  software_skills?: Array<string> | null | undefined;
  software_skills_must_have?: Array<string> | null | undefined;
  sub_type?: string | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
  /** ONSITE, REMOTE, HYBRID (or ALL, stored as HYBRID). */
  work_mode?: string | null | undefined;
};

export type OpportunityTarget =
  | 'JOB'
  | 'PROJECT';

export type PaymentGatewayKind =
  /** The local gateway (desktop app, web mode): Stripe's test cards, entered in the app's own form. */
  | 'LOCAL'
  /** Card payments are not set up (server mode without Stripe). */
  | 'NONE'
  /** Stripe: the card form is Stripe Elements. */
  | 'STRIPE';

/** The project form (`add-project`, `edit-project/{id}`). */
export type ProjectInput = {
  compensation_currency?: string | null | undefined;
  created_by?: string | null | undefined;
  description?: string | null | undefined;
  /** 1 (1-3 months), 4 (4-6 months) or 99 (Ongoing). */
  duration?: number | null | undefined;
  follow_up?: string | null | undefined;
  /** Category experience: genres. */
  genres?: Array<string> | null | undefined;
  is_active?: boolean | null | undefined;
  is_compensation_displayed?: boolean | null | undefined;
  job_number?: string | null | undefined;
  location?: string | null | undefined;
  maximumBudget?: number | null | undefined;
  minimumBudget?: number | null | undefined;
  services?: Array<string> | null | undefined;
  title?: string | null | undefined;
};

export type PromoType =
  /** An amount (pence) off the discounted subtotal. */
  | 'FIXED'
  /** A percentage off the discounted subtotal. */
  | 'PERCENTAGE';

export type PurchaseCreditsInput = {
  /** The client's key for this attempt (a UUID): the same key again answers the same payment. */
  idempotency_key: string;
  promo?: string | null | undefined;
  /** 1 to 10. */
  qty: number;
};

export type PurchaseStatus =
  | 'FAILED'
  /** The payer must authenticate (3-D Secure), then `confirmPurchase`. */
  | 'REQUIRES_ACTION'
  | 'SUCCEEDED';

/**
 * Social sign-in (OpenID Connect, docs/security.md O1-O3). The browser starts at
 * `GET /redirect/{provider}?group=&client=&challenge=&state=`; the server finishes the flow at the
 * provider's callback and hands the app a one-time code (desktop: `shortlist://auth/callback`, web:
 * `/{group}/login/{provider}`), which `redeemSocialLogin` exchanges with the app's PKCE verifier.
 */
export type RedeemSocialLoginInput = {
  /** The one-time code from the callback (valid 60 seconds, once). */
  code: string;
  /** The PKCE verifier whose S256 challenge started the flow. */
  verifier: string;
};

/**
 * Registration. Candidates and employers send steps 1 and 2 together; agencies send their
 * single form (with password_confirmation). Validated with the shared schemas in
 * src/shared/validation/registration.ts.
 */
export type RegisterInput = {
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  /** Employer name; the agency's name; a candidate's current employer (optional). */
  company?: string | null | undefined;
  /** ISO 3166 alpha-2; GB when omitted. */
  country?: string | null | undefined;
  email: string;
  first_name?: string | null | undefined;
  /** Interested In (candidates and employers): an industry id. */
  industry?: string | null | undefined;
  last_name?: string | null | undefined;
  /** Required, except with social_ticket for candidates and employers (they sign in with the provider). */
  password?: string | null | undefined;
  /** Agency form only. */
  password_confirmation?: string | null | undefined;
  /** Stored in international form with a leading +; default region GB. */
  phone?: string | null | undefined;
  /** Job title (required of employers and agencies). */
  position?: string | null | undefined;
  /** Candidates only. */
  pronouns?: string | null | undefined;
  /**
   * Social sign-up: the ticket `redeemSocialLogin` gave for an unknown identity. The email must be
   * the identity's (verified by the provider); the identity is linked to the new account.
   */
  social_ticket?: string | null | undefined;
  /** County. */
  state?: string | null | undefined;
  /** The terms and conditions were accepted. */
  tnc: boolean;
  type: RegisterType;
  zip?: string | null | undefined;
};

/** The kinds of account that register themselves (GUEST members join through an invitation). */
export type RegisterType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER';

export type SubscriptionStatus =
  /** Renews each month. */
  | 'ACTIVE'
  /** Cancelled or lapsed: a new subscription can be started. */
  | 'ENDED'
  /** Its last renewal payment failed: retry with the team's card (it ends after 14 days). */
  | 'PAST_DUE';

export type TeamRole =
  | 'admin'
  | 'member';

export type TeamType =
  | 'AGENCY'
  | 'COMPANY';

export type UpdatePaymentMethodInput = {
  /** A payment method the card form created (Stripe.js, or createLocalPaymentMethod). */
  payment_method_id: string;
};

export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type UserType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER'
  | 'GUEST';

export type WorkMode =
  | 'HYBRID'
  | 'ONSITE'
  | 'REMOTE';

export type CurrentCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentCreditQuery = { currentCredit: { team_id: string, balance: number } };

export type AgencyCreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyCreditAccountQuery = { creditAccount: { status: CreditAccountStatus, invoice_company: string, invoice_address_1: string, invoice_address_2: string | null, invoice_city: string, invoice_state: string, invoice_country: string, invoice_zip: string, invoice_phone: string, invoice_email: string } | null };

export type AgencyBillingDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyBillingDetailsQuery = { billingDetails: { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string } | null };

export type ViewApplicantsQueryVariables = Exact<{
  id: string;
}>;


export type ViewApplicantsQuery = { opportunity: { id: string, title: string, target: OpportunityTarget, job_number: string, is_active: boolean, deleted_at: string | null }, viewApplicants: Array<{ id: string, created_at: string, reason: string, resumeUrl: string | null, documentUrl: string | null, user: { id: string, name: string, type: UserType, agency: { id: string, company: string } | null } }> };

export type SavedCardFragment = { brand: string, last4: string, exp_month: string, exp_year: number };

export type BillingDetailsFieldsFragment = { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string };

export type PurchaseOutcomeFragment = { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null };

export type CalculatePriceQueryVariables = Exact<{
  qty: number;
  promo?: string | null | undefined;
}>;


export type CalculatePriceQuery = { calculatePrice: { qty: number, unitPriceExcludingDiscount: number, discountPercentage: number, discountPerUnitAmount: number, unitPriceIncludingDiscount: number, subtotalExcludingDiscount: number, discountAmount: number, subtotalIncludingDiscount: number, promoAmount: number, vatPercentage: number, vatAmount: number, total: number, promo: { code: string, type: PromoType, value: number } | null } };

export type CreditHistoryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CreditHistoryQuery = { creditHistory: { data: Array<{ id: string, type: CreditEntryType, qty: number, total: number, balance: number, invoice_id: string | null, created_at: string }>, paginatorInfo: { count: number, hasMorePages: boolean, endCursor: string | null } } };

export type CheckPromoQueryVariables = Exact<{
  code: string;
}>;


export type CheckPromoQuery = { checkPromo: { code: string, type: PromoType, value: number } | null };

export type PaymentInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentInfoQuery = { paymentSetup: { gateway: PaymentGatewayKind }, defaultPaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } | null, creditAccount: { status: CreditAccountStatus } | null };

export type CardSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type CardSetupQuery = { paymentSetup: { gateway: PaymentGatewayKind, publishable_key: string | null }, billingDetails: { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string } | null };

export type CreateLocalPaymentMethodMutationVariables = Exact<{
  input: LocalCardInput;
}>;


export type CreateLocalPaymentMethodMutation = { createLocalPaymentMethod: string };

export type UpdatePaymentMethodMutationVariables = Exact<{
  input: UpdatePaymentMethodInput;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } };

export type PurchaseCreditsMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type PurchaseCreditsMutation = { purchaseCredits: { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null } };

export type ConfirmPurchaseMutationVariables = Exact<{
  id: string;
}>;


export type ConfirmPurchaseMutation = { confirmPurchase: { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null } };

export type AuthenticateLocalPaymentMutationVariables = Exact<{
  id: string;
  approved: boolean;
}>;


export type AuthenticateLocalPaymentMutation = { authenticateLocalPayment: boolean };

export type RequestCreditAccountMutationVariables = Exact<{
  input: CreditAccountInput;
}>;


export type RequestCreditAccountMutation = { requestCreditAccount: { status: CreditAccountStatus } };

export type PurchaseOnAccountMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type PurchaseOnAccountMutation = { purchaseOnAccount: { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null } };

export type PaymentInfoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentInfoPageQuery = { paymentSetup: { gateway: PaymentGatewayKind }, defaultPaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } | null, billingDetails: { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string } | null };

export type UpdateBillingDetailsMutationVariables = Exact<{
  input: BillingDetailsInput;
}>;


export type UpdateBillingDetailsMutation = { updateBillingDetails: { name: string } };

export type ImpersonateMutationVariables = Exact<{
  input: ImpersonateInput;
}>;


export type ImpersonateMutation = { impersonate: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null };

export type ImpersonationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpersonationStatusQuery = { impersonation: { issued_by: string } | null };

export type InvoicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InvoicesQuery = { invoices: { data: Array<{ id: string, number: string, item: string, total: number, status: InvoiceStatus, issued_at: string, due_at: string }>, paginatorInfo: { hasMorePages: boolean, endCursor: string | null } } };

export type InvoiceDownloadUrlQueryVariables = Exact<{
  number: string;
}>;


export type InvoiceDownloadUrlQuery = { invoiceDownloadUrl: string };

export type SavedProfileFragment = { id: string, bio: string | null, avatar: string | null, company: string | null, agency_name: string | null, teams: Array<{ team_id: string, user_id: string, team: { id: string, company: string, avatar: string | null } }> };

export type CandidateOnboardingQueryVariables = Exact<{ [key: string]: never; }>;


export type CandidateOnboardingQuery = { me: { id: string, bio: string | null, avatar: string | null, industries: Array<{ id: string }> } | null, allJobLevels: Array<{ key: string, name: string, description: string }> };

export type OnboardingPositionsQueryVariables = Exact<{
  industries: Array<string> | string;
  jobLevels: Array<string> | string;
}>;


export type OnboardingPositionsQuery = { positions: Array<{ id: string, name: string }> };

export type CompleteCandidateProfileMutationVariables = Exact<{
  input: CandidateProfileInput;
}>;


export type CompleteCandidateProfileMutation = { completeCandidateProfile: { id: string, bio: string | null, avatar: string | null, company: string | null, agency_name: string | null, teams: Array<{ team_id: string, user_id: string, team: { id: string, company: string, avatar: string | null } }> } };

export type EmployerOnboardingQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployerOnboardingQuery = { me: { id: string, bio: string | null, avatar: string | null, company: string | null } | null };

export type CompleteEmployerProfileMutationVariables = Exact<{
  input: EmployerProfileInput;
}>;


export type CompleteEmployerProfileMutation = { completeEmployerProfile: { id: string, bio: string | null, avatar: string | null, company: string | null, agency_name: string | null, teams: Array<{ team_id: string, user_id: string, team: { id: string, company: string, avatar: string | null } }> } };

export type AgencyOnboardingQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyOnboardingQuery = { me: { id: string, bio: string | null, avatar: string | null, company: string | null, agency_name: string | null } | null, services: Array<{ id: string, name: string }>, industries: Array<{ id: string, name: string }> };

export type CompleteAgencyProfileMutationVariables = Exact<{
  input: AgencyProfileInput;
}>;


export type CompleteAgencyProfileMutation = { completeAgencyProfile: { id: string, bio: string | null, avatar: string | null, company: string | null, agency_name: string | null, teams: Array<{ team_id: string, user_id: string, team: { id: string, company: string, avatar: string | null } }> } };

export type CloseApplicantsQueryVariables = Exact<{
  opportunityId: string;
}>;


export type CloseApplicantsQuery = { viewApplicants: Array<{ id: string, user: { id: string, name: string } }> };

export type OpportunityFormOptionsQueryVariables = Exact<{
  withCreators: boolean;
}>;


export type OpportunityFormOptionsQuery = { industries: Array<{ id: string, name: string }>, allJobLevels: Array<{ key: string, name: string }>, services: Array<{ id: string, name: string }>, currentCredit: { team_id: string, balance: number }, postingTeamUsers?: Array<{ id: string, name: string }> };

export type DisciplineOptionsQueryVariables = Exact<{
  industries: Array<string> | string;
}>;


export type DisciplineOptionsQuery = { skills: Array<{ id: string, name: string, software: boolean }>, qualifications: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }> };

export type AllGenresQueryVariables = Exact<{ [key: string]: never; }>;


export type AllGenresQuery = { genres: Array<{ id: string, name: string }> };

export type PositionOptionsQueryVariables = Exact<{
  industries: Array<string> | string;
  jobLevels: Array<string> | string;
}>;


export type PositionOptionsQuery = { positions: Array<{ id: string, name: string }> };

export type OpportunityDetailsFragment = { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } };

export type OpportunityQueryVariables = Exact<{
  id: string;
}>;


export type OpportunityQuery = { opportunity: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type CreateOpportunityMutationVariables = Exact<{
  input: OpportunityInput;
}>;


export type CreateOpportunityMutation = { createOpportunity: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type UpdateOpportunityMutationVariables = Exact<{
  id: string;
  input: OpportunityInput;
}>;


export type UpdateOpportunityMutation = { updateOpportunity: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type CreateProjectMutation = { createProject: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type UpdateProjectMutationVariables = Exact<{
  id: string;
  input: ProjectInput;
}>;


export type UpdateProjectMutation = { updateProject: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type TeamOpportunitiesQueryVariables = Exact<{
  target: OpportunityTarget;
  closed: boolean;
  first: number;
  after?: string | null | undefined;
}>;


export type TeamOpportunitiesQuery = { viewTeamOpportunity: { data: Array<{ id: string, target: OpportunityTarget, title: string, job_number: string, is_active: boolean, work_mode_label: string, closed_at: string | null, close_reason: string | null, applicants_count: number | null, can_edit: boolean, creator: { id: string, name: string } }>, paginatorInfo: { count: number, hasMorePages: boolean, endCursor: string | null } } };

export type CloseOpportunityMutationVariables = Exact<{
  id: string;
  input: CloseOpportunityInput;
}>;


export type CloseOpportunityMutation = { closeOpportunity: { id: string, deleted_at: string | null } };

export type RestoreOpportunityMutationVariables = Exact<{
  id: string;
}>;


export type RestoreOpportunityMutation = { restoreOpportunity: { id: string, deleted_at: string | null } };

export type ViewPostQueryVariables = Exact<{
  id: string;
}>;


export type ViewPostQuery = { opportunity: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, views: number | null, created_at: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean, position: { id: string, name: string } | null, freelancer: { id: string, name: string } | null, industries: Array<{ id: string, name: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string, name: string, pivot: { must_have: boolean } }>, services: Array<{ id: string, name: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } }, allJobLevels: Array<{ key: string, name: string }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type CandidateProfileQueryVariables = Exact<{
  id: string;
}>;


export type CandidateProfileQuery = { candidateProfile: { id: string, name: string, pronouns: string | null, position: string | null, bio: string | null, avatar: string | null, city: string | null, state: string | null, country: string | null, vetted: boolean, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, applications: Array<{ id: string, created_at: string, opportunity: { id: string, title: string, target: OpportunityTarget } }> } };

export type AgencyProfileQueryVariables = Exact<{
  id: string;
}>;


export type AgencyProfileQuery = { agencyProfile: { id: string, name: string, avatar: string | null, bio: string | null, description: string | null, website: string | null, locations: Array<string>, vetted: boolean, services: Array<{ id: string, name: string }>, industries: Array<{ id: string, name: string }> } };

export type CheckUserQueryVariables = Exact<{
  email: string;
}>;


export type CheckUserQuery = { checkUser: boolean };

export type RegisterIndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterIndustriesQuery = { industries: Array<{ id: string, name: string }> };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, type: UserType, teamType: TeamType | null, access_token: string } };

export type SocialLoginProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginProvidersQuery = { socialLoginProviders: Array<string> };

export type RedeemSocialLoginMutationVariables = Exact<{
  input: RedeemSocialLoginInput;
}>;


export type RedeemSocialLoginMutation = { redeemSocialLogin: { session: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null, registration: { email: string, firstName: string, lastName: string, ticket: string } | null } | null };

export type SubscriptionPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionPageQuery = { subscription: { status: SubscriptionStatus, cancel_at_period_end: boolean, current_period_end: string, failure_message: string | null, history: Array<{ id: string, price: number, period_start: string, ends_at: string, created_at: string }> } | null, subscriptionOffer: { job_posts: number, price: { unitPriceExcludingDiscount: number } }, paymentSetup: { gateway: PaymentGatewayKind }, defaultPaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } | null, billingDetails: { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string } | null };

export type SubscriptionOfferQueryVariables = Exact<{
  promo?: string | null | undefined;
}>;


export type SubscriptionOfferQuery = { subscriptionOffer: { job_posts: number, price: { unitPriceExcludingDiscount: number, promoAmount: number, vatAmount: number, total: number } } };

export type AddSubscriptionMutationVariables = Exact<{
  input: AddSubscriptionInput;
}>;


export type AddSubscriptionMutation = { addSubscription: { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null } };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { cancelSubscription: { status: SubscriptionStatus, cancel_at_period_end: boolean } };

export type ResumeSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeSubscriptionMutation = { resumeSubscription: { status: SubscriptionStatus, cancel_at_period_end: boolean } };

export type RetrySubscriptionPaymentMutationVariables = Exact<{ [key: string]: never; }>;


export type RetrySubscriptionPaymentMutation = { retrySubscriptionPayment: { status: PurchaseStatus, payment_id: string, balance: number | null, message: string | null, client_secret: string | null } };

export type CurrentMembershipFragment = { team_id: string, user_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, team: { id: string, type: TeamType, company: string, avatar: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, email: string, type: UserType, status: UserStatus, name: string, first_name: string, last_name: string, company: string | null, agency_name: string | null, avatar: string | null, teamType: TeamType | null, teamOwner: string | null, activeTeam: { team_id: string, user_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, team: { id: string, type: TeamType, company: string, avatar: string | null } } | null, teams: Array<{ team_id: string, user_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, team: { id: string, type: TeamType, company: string, avatar: string | null } }> } | null };

export type SessionPayloadFragment = { id: string, type: UserType, teamType: TeamType | null, access_token: string };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PlaceSearchFieldQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type PlaceSearchFieldQuery = { searchPlaces: Array<{ id: string, label: string }> };

export const SavedCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]} as unknown as DocumentNode<SavedCardFragment, unknown>;
export const BillingDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<BillingDetailsFieldsFragment, unknown>;
export const PurchaseOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<PurchaseOutcomeFragment, unknown>;
export const SavedProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<SavedProfileFragment, unknown>;
export const OpportunityDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<OpportunityDetailsFragment, unknown>;
export const CurrentMembershipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentMembership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<CurrentMembershipFragment, unknown>;
export const SessionPayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<SessionPayloadFragment, unknown>;
export const CurrentCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CurrentCreditQuery, CurrentCreditQueryVariables>;
export const AgencyCreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyCreditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_company"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_address_1"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_address_2"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_city"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_state"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_country"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_zip"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_phone"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_email"}}]}}]}}]} as unknown as DocumentNode<AgencyCreditAccountQuery, AgencyCreditAccountQueryVariables>;
export const AgencyBillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyBillingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<AgencyBillingDetailsQuery, AgencyBillingDetailsQueryVariables>;
export const ViewApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewApplicantsQuery, ViewApplicantsQueryVariables>;
export const CalculatePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qty"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qty"}}},{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"discountPerUnitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIncludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalIncludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"promo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CalculatePriceQuery, CalculatePriceQueryVariables>;
export const CreditHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CreditHistoryQuery, CreditHistoryQueryVariables>;
export const CheckPromoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckPromo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPromo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<CheckPromoQuery, CheckPromoQueryVariables>;
export const PaymentInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]} as unknown as DocumentNode<PaymentInfoQuery, PaymentInfoQueryVariables>;
export const CardSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"publishable_key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<CardSetupQuery, CardSetupQueryVariables>;
export const CreateLocalPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLocalPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocalPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CreateLocalPaymentMethodMutation, CreateLocalPaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const PurchaseCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<PurchaseCreditsMutation, PurchaseCreditsMutationVariables>;
export const ConfirmPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<ConfirmPurchaseMutation, ConfirmPurchaseMutationVariables>;
export const AuthenticateLocalPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthenticateLocalPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticateLocalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approved"}}}]}]}}]} as unknown as DocumentNode<AuthenticateLocalPaymentMutation, AuthenticateLocalPaymentMutationVariables>;
export const RequestCreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCreditAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCreditAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestCreditAccountMutation, RequestCreditAccountMutationVariables>;
export const PurchaseOnAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseOnAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOnAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<PurchaseOnAccountMutation, PurchaseOnAccountMutationVariables>;
export const PaymentInfoPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentInfoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<PaymentInfoPageQuery, PaymentInfoPageQueryVariables>;
export const UpdateBillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBillingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateBillingDetailsMutation, UpdateBillingDetailsMutationVariables>;
export const ImpersonateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Impersonate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImpersonateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<ImpersonateMutation, ImpersonateMutationVariables>;
export const ImpersonationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpersonationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issued_by"}}]}}]}}]} as unknown as DocumentNode<ImpersonationStatusQuery, ImpersonationStatusQueryVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"due_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDownloadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceDownloadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceDownloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]}]}}]} as unknown as DocumentNode<InvoiceDownloadUrlQuery, InvoiceDownloadUrlQueryVariables>;
export const CandidateOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidateOnboarding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allJobLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CandidateOnboardingQuery, CandidateOnboardingQueryVariables>;
export const OnboardingPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobLevels"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industries"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobLevels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobLevels"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OnboardingPositionsQuery, OnboardingPositionsQueryVariables>;
export const CompleteCandidateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteCandidateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeCandidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteCandidateProfileMutation, CompleteCandidateProfileMutationVariables>;
export const EmployerOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployerOnboarding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode<EmployerOnboardingQuery, EmployerOnboardingQueryVariables>;
export const CompleteEmployerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteEmployerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeEmployerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteEmployerProfileMutation, CompleteEmployerProfileMutationVariables>;
export const AgencyOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyOnboarding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AgencyOnboardingQuery, AgencyOnboardingQueryVariables>;
export const CompleteAgencyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteAgencyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAgencyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteAgencyProfileMutation, CompleteAgencyProfileMutationVariables>;
export const CloseApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloseApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opportunityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opportunityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CloseApplicantsQuery, CloseApplicantsQueryVariables>;
export const OpportunityFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCreators"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allJobLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingTeamUsers"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCreators"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OpportunityFormOptionsQuery, OpportunityFormOptionsQueryVariables>;
export const DisciplineOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisciplineOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DisciplineOptionsQuery, DisciplineOptionsQueryVariables>;
export const AllGenresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllGenres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AllGenresQuery, AllGenresQueryVariables>;
export const PositionOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PositionOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobLevels"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industries"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobLevels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobLevels"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PositionOptionsQuery, PositionOptionsQueryVariables>;
export const OpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Opportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<OpportunityQuery, OpportunityQueryVariables>;
export const CreateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<CreateOpportunityMutation, CreateOpportunityMutationVariables>;
export const UpdateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<UpdateOpportunityMutation, UpdateOpportunityMutationVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const TeamOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityTarget"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewTeamOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"closed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TeamOpportunitiesQuery, TeamOpportunitiesQueryVariables>;
export const CloseOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]}}]} as unknown as DocumentNode<CloseOpportunityMutation, CloseOpportunityMutationVariables>;
export const RestoreOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]}}]} as unknown as DocumentNode<RestoreOpportunityMutation, RestoreOpportunityMutationVariables>;
export const ViewPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allJobLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<ViewPostQuery, ViewPostQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CandidateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CandidateProfileQuery, CandidateProfileQueryVariables>;
export const AgencyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyProfileQuery, AgencyProfileQueryVariables>;
export const CheckUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<CheckUserQuery, CheckUserQueryVariables>;
export const RegisterIndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterIndustries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegisterIndustriesQuery, RegisterIndustriesQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SocialLoginProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialLoginProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLoginProviders"}}]}}]} as unknown as DocumentNode<SocialLoginProvidersQuery, SocialLoginProvidersQueryVariables>;
export const RedeemSocialLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemSocialLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemSocialLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemSocialLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<RedeemSocialLoginMutation, RedeemSocialLoginMutationVariables>;
export const SubscriptionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}},{"kind":"Field","name":{"kind":"Name","value":"current_period_end"}},{"kind":"Field","name":{"kind":"Name","value":"failure_message"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"period_start"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job_posts"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPriceExcludingDiscount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<SubscriptionPageQuery, SubscriptionPageQueryVariables>;
export const SubscriptionOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job_posts"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPriceExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"promoAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionOfferQuery, SubscriptionOfferQueryVariables>;
export const AddSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<AddSubscriptionMutation, AddSubscriptionMutationVariables>;
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const RetrySubscriptionPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetrySubscriptionPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retrySubscriptionPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]} as unknown as DocumentNode<RetrySubscriptionPaymentMutation, RetrySubscriptionPaymentMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teamOwner"}},{"kind":"Field","name":{"kind":"Name","value":"activeTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentMembership"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentMembership"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentMembership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionPayload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionPayload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PlaceSearchFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceSearchField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<PlaceSearchFieldQuery, PlaceSearchFieldQueryVariables>;