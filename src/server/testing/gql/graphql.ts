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

export type AddSupportingDocumentInput = {
  /** The id of the caller's upload of kind `document`. */
  file: string;
  name: string;
};

/** The agency edit-account-information form (agencyAccountSchema). */
export type AgencyAccountInput = {
  address_1: string;
  address_2?: string | null | undefined;
  /** Plain text, at most 1000 characters. */
  bio: string;
  city: string;
  country: string;
  /**
   * The owner's sign-in email. A change must be free ('Email already exists!') and takes effect
   * only when the new address confirms the link mailed to it (`confirmEmailChange`); the old
   * address is told. Until then `email` stays and `pending_email` shows the new one.
   */
  email: string;
  /** A new upload's id (`POST /api/uploads`, kind logo), or the `avatar` the profile has now. */
  logo: string;
  state: string;
  zip: string;
};

/** The agency owner's personal information (agencyPersonalInformationSchema). */
export type AgencyPersonalInformationInput = {
  address_1: string;
  address_2?: string | null | undefined;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** Job title. */
  position: string;
  /** County. */
  state: string;
  zip: string;
};

/** The agency edit-profile form (shared/validation/agency-profile.ts, agencyProfileSchema). */
export type AgencyProfileEditInput = {
  /** One or two locations. */
  agency_location: Array<string>;
  agency_name: string;
  /** Up to four phone numbers ('+' added when missing). */
  agency_phone: Array<string>;
  /** Plain text, at most 1000 characters. */
  bio: string;
  /** GBP (default), EUR or USD. */
  budget_currency?: string | null | undefined;
  budget_max?: number | null | undefined;
  /** Optional, with budget_max: the typical project budget, in a project's range (1,000-25,000). */
  budget_min?: number | null | undefined;
  /** Optional: where employers write to the agency. */
  contact_email?: string | null | undefined;
  /** Category experience: industry ids, at least one. */
  industries: Array<string>;
  /** Service ids, at least one. */
  services: Array<string>;
  /** https:// is added when missing. */
  website?: string | null | undefined;
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

/** Applying (the brief's create applicant); the files are chosen among the caller's own. */
export type ApplicationInput = {
  /** One of the caller's supporting documents, or none (candidates only). */
  document_id?: string | null | undefined;
  opportunity_id: string;
  /** The message, at most 400 characters. */
  reason?: string | null | undefined;
  /** One of the caller's CVs, or none (candidates only). */
  resume_id?: string | null | undefined;
};

export type AppliedStatus =
  | 'CLOSED'
  /** The post is published and not closed. */
  | 'OPEN';

export type ApplyBlock =
  /** Status is not ACTIVE: 'Action Not Permitted - Your Profile Is Inactive'. */
  | 'INACTIVE'
  /** The profile misses something: 'Please complete your profile to apply to this job.' */
  | 'INCOMPLETE'
  /** Neither a candidate nor an agency (employers do not apply). */
  | 'NOT_CANDIDATE';

/** The brief's article types. */
export type ArticleType =
  | 'ARTICLE'
  | 'MENTORING'
  | 'TRAINING';

/** Who may read an article or a deal (shared/content.ts). */
export type Availability =
  | 'AGENCY'
  | 'EMPLOYER'
  | 'EMPLOYER_AND_AGENCY'
  | 'FREELANCER'
  | 'FREELANCER_AND_AGENCY'
  | 'MEMBERS'
  | 'PUBLIC';

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

export type CaseStudyBlockInput = {
  /** Keeps an image the case study already shows (layout image, on edit). */
  image?: string | null | undefined;
  /** An uploaded image's file id (layout image). */
  image_file_id?: string | null | undefined;
  /** image or video. */
  layout: string;
  /** A video page's URL (layout video). */
  url?: string | null | undefined;
};

/** The case-study form (`case-study/add`, `case-study/edit/{id}`). */
export type CaseStudyInput = {
  /** At most 3 ('You can only select a maximum of 3 files'). */
  content?: Array<CaseStudyBlockInput> | null | undefined;
  /** Rich-text JSON. */
  description?: string | null | undefined;
  external_url?: string | null | undefined;
  /** An uploaded `thumbnail` file id; omitted on edit keeps the current one. */
  thumbnail_file_id?: string | null | undefined;
  title?: string | null | undefined;
  video_url?: string | null | undefined;
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

/** The employer edit-profile form (shared/validation/company-profile.ts). */
export type CompanyProfileInput = {
  address_1: string;
  address_2?: string | null | undefined;
  /** Rich text: the editor's serialised document. */
  bio: string;
  /** Left as it is when omitted. */
  can_use_logo?: boolean | null | undefined;
  city: string;
  /** The employer name. */
  company: string;
  country: string;
  /** Rich text: the editor's serialised document. */
  description: string;
  /**
   * The caller's sign-in email. A change must be free ('Email already exists!') and takes effect
   * only when the new address confirms the link mailed to it (`confirmEmailChange`); the old
   * address is told. Until then `email` stays and `pending_email` shows the new one.
   */
  email: string;
  /** A new upload's id (`POST /api/uploads`, kind logo), or the `avatar` the profile has now. */
  logo: string;
  state: string;
  /** https:// is added when missing. */
  website?: string | null | undefined;
  what_sets_apart: string;
  zip: string;
};

export type CreateInvitationInput = {
  email: string;
  first_name: string;
  last_name: string;
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

/** Edit Profile's save: every list is replaced by the one given. */
export type EditCandidateProfileInput = {
  /** Plain text, at most 1000 characters. */
  bio: string;
  genres?: Array<string> | null | undefined;
  /** Category experience, at least 1. */
  industries: Array<string>;
  other_qualifications?: Array<string> | null | undefined;
  /** At least 1 when industries include 2. */
  qualifications?: Array<string> | null | undefined;
  services?: Array<string> | null | undefined;
  /** Skills (not software), at least 3, of the chosen industries. */
  skills: Array<string>;
  /** Software skills; at least 1 when industries include 2. */
  software_skills?: Array<string> | null | undefined;
  /** At most 3, each one of `skills` or `software_skills`. */
  top_skills?: Array<string> | null | undefined;
};

/** The qualification (education) modal. */
export type EducationInput = {
  description: string;
  from: string;
  present?: boolean | null | undefined;
  qualification: string;
  school_name: string;
  to?: string | null | undefined;
};

export type EmailNotificationSettingsInput = {
  notification_frequency: NotificationFrequency;
  send_email: boolean;
};

/** The employer's onboarding: the company profile of the active team. */
export type EmployerProfileInput = {
  bio?: string | null | undefined;
  can_use_logo?: boolean | null | undefined;
  description?: string | null | undefined;
  /** An uploaded file of kind logo. */
  logo: string;
  what_sets_apart?: string | null | undefined;
};

/** The experience modal. `present: true` (or `to: null`) is Present: no end date. */
export type ExperienceInput = {
  /** The employer. */
  company: string;
  description: string;
  /** YYYY-MM-DD. */
  from: string;
  present?: boolean | null | undefined;
  title: string;
  /** YYYY-MM-DD, on or after `from`; ignored when `present`. */
  to?: string | null | undefined;
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

/** What an invitation link opens to, for anyone holding the token (no sign-in needed). */
export type InvitationState =
  | 'CANCELLED'
  | 'EXPIRED'
  /** Already accepted. */
  | 'USED'
  /** It can be accepted. */
  | 'VALID';

export type InvitationStatus =
  | 'accepted'
  | 'cancelled'
  | 'pending';

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

/**
 * Manage CV's save. The profile must already hold an active CV and an experience (refused
 * with the brief's messages under `input.resume` and `input.experiences`). Software skills
 * are kept as they are: `skills` replaces the other skills, and the top skills become
 * exactly `top_skills`.
 */
export type ManageCvInput = {
  industries: Array<string>;
  job_types: Array<string>;
  skills: Array<string>;
  top_skills?: Array<string> | null | undefined;
  working_hours: Array<string>;
};

/** What the marketplace and the network narrow by; all parts optional, together. */
export type MarketplaceSearch = {
  /** Words in the agency's name or bio (agencies), or in the title or agency name (case studies). */
  search?: string | null | undefined;
  /** Service slugs (the network's chips): any of them. */
  services?: Array<string> | null | undefined;
};

/** How often email notifications come. */
export type NotificationFrequency =
  | 'daily'
  | 'immediately';

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

/** What the published lists can narrow by; every part optional, all parts together. */
export type OpportunitySearch = {
  budget_max?: number | null | undefined;
  /**
   * A project's budget: projects whose displayed range meets [budget_min, budget_max]; a
   * budget_max of 99999999 (the filter's 'No Cap') leaves the top open. Projects that hide
   * their budget never match.
   */
  budget_min?: number | null | undefined;
  compensation_max?: number | null | undefined;
  compensation_min?: number | null | undefined;
  /**
   * Compensation: posts whose displayed range (in this unit, DAY or YEAR) meets
   * [compensation_min, compensation_max]. Posts that hide their compensation never match.
   */
  compensation_unit?: string | null | undefined;
  /** Category experience (genre ids): a post with any of them. */
  genres?: Array<string> | null | undefined;
  /** Professional disciplines (industry ids): a post with any of them. */
  industries?: Array<string> | null | undefined;
  /** Experience levels (job level keys). */
  levels?: Array<string> | null | undefined;
  /** Words in the post's location. */
  location?: string | null | undefined;
  /** Words in the title, the description or the employer's name. */
  search?: string | null | undefined;
  /** Services (service ids) a project requires: a project requiring any of them. */
  services?: Array<string> | null | undefined;
  /** Software skills (skill ids): a post asking for any of them (the agencies' filter). */
  software_skills?: Array<string> | null | undefined;
  /** Type of role (ROLE_TYPES values): the brief's Job Type. */
  types?: Array<string> | null | undefined;
  work_modes?: Array<WorkMode> | null | undefined;
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

/** The candidate's personal information, all of it at once (edit-personal-information). */
export type PersonalInformationInput = {
  address_1: string;
  address_2?: string | null | undefined;
  city: string;
  /** The current employer; optional. */
  company?: string | null | undefined;
  /** ISO 3166 alpha-2 code. */
  country: string;
  ethnicity?: string | null | undefined;
  first_name: string;
  /** At most 10. */
  languages: Array<string>;
  last_name: string;
  /** Optional: a LinkedIn profile address (https:// added). */
  linkedin?: string | null | undefined;
  /** Preferred work location: ONSITE, REMOTE, HYBRID or ALL. */
  location: string;
  /** Role levels sought (job level keys), at most 3. Positions must be of these levels. */
  looking_for: Array<string>;
  maximum_salary?: number | null | undefined;
  minimum_salary?: number | null | undefined;
  notice_period: number;
  notice_period_unit: string;
  payroll_status: number;
  phone: string;
  /** Optional; international form once saved. */
  phone_secondary?: string | null | undefined;
  /** The last job title. */
  position: string;
  /** Position ids, at most 5, of the chosen role levels and the candidate's disciplines. */
  positions: Array<string>;
  /** He/Him, She/Her, They/Them, Ze/Zir/Hir or Xe/Xem; optional. */
  pronouns?: string | null | undefined;
  referee_1?: string | null | undefined;
  referee_2?: string | null | undefined;
  right_to_work: string;
  salary_currency?: string | null | undefined;
  /** None: no expectations (the range is cleared). */
  salary_unit?: SalaryUnit | null | undefined;
  /** YYYY-MM-DD. */
  start_date: string;
  /** County. */
  state: string;
  /** Optional: a portfolio or other web page (https:// added). */
  supporting_url?: string | null | undefined;
  zip: string;
};

/** A saved preference's job types (FREELANCE, PERMANENT, BOTH) and genre ids. */
export type PreferenceInput = {
  genres: Array<string>;
  job_types: Array<string>;
};

/**
 * ACTIVE: employers find the profile; INACTIVE: it is hidden from employers except the teams
 * whose opportunities it applied to.
 */
export type ProfilePrivacy =
  | 'ACTIVE'
  | 'INACTIVE';

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
  /** Optional: software skills (softwareSkills) the project asks for. */
  software_skills?: Array<string> | null | undefined;
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

/** A candidate's rate type: a day rate or an annual salary. */
export type SalaryUnit =
  | 'DAY'
  | 'YEAR';

export type SendTextNotificationCodeInput = {
  /** Typed freely; stored in international form (default region GB). */
  phone: string;
};

export type SubscriptionStatus =
  /** Renews each month. */
  | 'ACTIVE'
  /** Cancelled or lapsed: a new subscription can be started. */
  | 'ENDED'
  /** Its last renewal payment failed: retry with the team's card (it ends after 14 days). */
  | 'PAST_DUE';

/** The whole set of a member's associates, replacing what was there. */
export type SyncTeamUserAssociationInput = {
  associate_ids: Array<string>;
  team_id?: string | null | undefined;
  user_id: string;
};

/** Step 3 of the team registration: about yourself and a photo (mandatory). */
export type TeamMemberProfileInput = {
  /** An uploaded file of kind avatar (POST /api/uploads). */
  avatar: string;
  bio?: string | null | undefined;
};

/**
 * The invited member's registration (team/register and accept-invite): step 1's password, step 2's
 * personal information. The email is the invitation's (never typed). Step 3 (about yourself and the
 * mandatory photo) is `completeTeamMemberProfile`, once signed in.
 */
export type TeamMemberRegistrationInput = {
  address_1: string;
  address_2?: string | null | undefined;
  city: string;
  /** ISO 3166 alpha-2; GB when omitted. */
  country?: string | null | undefined;
  first_name: string;
  last_name: string;
  password: string;
  phone?: string | null | undefined;
  position: string;
  /** County. */
  state: string;
  tnc: boolean;
  token: string;
  zip: string;
};

export type TeamRole =
  | 'admin'
  | 'member';

export type TeamType =
  | 'AGENCY'
  | 'COMPANY';

/** One association: `user_id` may see and manage the posts of `associate_id`. */
export type TeamUserAssociationInput = {
  associate_id: string;
  team_id?: string | null | undefined;
  user_id: string;
};

/** The brief's UPDATE_TEAM_USER_SETTING: a role, a posting right, or both. */
export type TeamUserSettingInput = {
  can_post_jobs?: boolean | null | undefined;
  role?: TeamRole | null | undefined;
  /** The caller's active team when omitted. */
  team_id?: string | null | undefined;
  user_id: string;
};

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

export type VerifyTextNotificationCodeInput = {
  /** The 6 digits texted by sendTextNotificationCode. */
  code: string;
};

export type WorkMode =
  | 'HYBRID'
  | 'ONSITE'
  | 'REMOTE';

export type AppTypenameQueryVariables = Exact<{ [key: string]: never; }>;


export type AppTypenameQuery = { __typename: 'Query' };

export type AccountsUserFieldsFragment = { id: string, email: string, type: UserType, status: UserStatus, first_name: string, last_name: string, company: string | null, agency_name: string | null, position: string | null, avatar: string | null, pronouns: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, can_use_logo: boolean | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, hear_us: string | null, hear_us_additional: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, agency_location: Array<string>, agency_phone: Array<string>, teamType: TeamType | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, services: Array<{ id: string, slug: string }>, teams: Array<{ role: TeamRole, can_post_jobs: boolean, team: { type: TeamType, company: string } }> };

export type AccountsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsMeQuery = { me: { id: string, email: string, type: UserType, status: UserStatus, first_name: string, last_name: string, company: string | null, agency_name: string | null, position: string | null, avatar: string | null, pronouns: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, can_use_logo: boolean | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, hear_us: string | null, hear_us_additional: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, agency_location: Array<string>, agency_phone: Array<string>, teamType: TeamType | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, services: Array<{ id: string, slug: string }>, teams: Array<{ role: TeamRole, can_post_jobs: boolean, team: { type: TeamType, company: string } }> } | null };

export type AccountsCheckUserQueryVariables = Exact<{
  email: string;
}>;


export type AccountsCheckUserQuery = { checkUser: boolean };

export type AccountsRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AccountsRegisterMutation = { register: { id: string, type: UserType, teamType: TeamType | null, access_token: string } };

export type AccountsCompleteCandidateMutationVariables = Exact<{
  input: CandidateProfileInput;
}>;


export type AccountsCompleteCandidateMutation = { completeCandidateProfile: { id: string, email: string, type: UserType, status: UserStatus, first_name: string, last_name: string, company: string | null, agency_name: string | null, position: string | null, avatar: string | null, pronouns: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, can_use_logo: boolean | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, hear_us: string | null, hear_us_additional: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, agency_location: Array<string>, agency_phone: Array<string>, teamType: TeamType | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, services: Array<{ id: string, slug: string }>, teams: Array<{ role: TeamRole, can_post_jobs: boolean, team: { type: TeamType, company: string } }> } };

export type AccountsCompleteEmployerMutationVariables = Exact<{
  input: EmployerProfileInput;
}>;


export type AccountsCompleteEmployerMutation = { completeEmployerProfile: { id: string, email: string, type: UserType, status: UserStatus, first_name: string, last_name: string, company: string | null, agency_name: string | null, position: string | null, avatar: string | null, pronouns: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, can_use_logo: boolean | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, hear_us: string | null, hear_us_additional: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, agency_location: Array<string>, agency_phone: Array<string>, teamType: TeamType | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, services: Array<{ id: string, slug: string }>, teams: Array<{ role: TeamRole, can_post_jobs: boolean, team: { type: TeamType, company: string } }> } };

export type AccountsCompleteAgencyMutationVariables = Exact<{
  input: AgencyProfileInput;
}>;


export type AccountsCompleteAgencyMutation = { completeAgencyProfile: { id: string, email: string, type: UserType, status: UserStatus, first_name: string, last_name: string, company: string | null, agency_name: string | null, position: string | null, avatar: string | null, pronouns: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, can_use_logo: boolean | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, hear_us: string | null, hear_us_additional: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, agency_location: Array<string>, agency_phone: Array<string>, teamType: TeamType | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, services: Array<{ id: string, slug: string }>, teams: Array<{ role: TeamRole, can_post_jobs: boolean, team: { type: TeamType, company: string } }> } };

export type AccountsChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AccountsChangePasswordMutation = { changePassword: boolean };

export type AccountsCheckUserAliasesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsCheckUserAliasesQuery = { a: boolean, b: boolean, c: boolean, d: boolean };

export type AgencyProfileConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type AgencyProfileConfirmEmailMutation = { confirmEmailChange: { email: string } };

export type AgencyProfileMineQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyProfileMineQuery = { myAgencyProfile: { id: string, name: string, avatar: string | null, bio: string | null, website: string | null, locations: Array<string>, phones: Array<string>, address_1: string | null, city: string | null, country: string | null, vetted: boolean, email: string | null, pending_email: string | null, can_edit: boolean, services: Array<{ id: string }>, industries: Array<{ id: string }> } };

export type AgencyProfileUpdateMutationVariables = Exact<{
  input: AgencyProfileEditInput;
}>;


export type AgencyProfileUpdateMutation = { updateAgencyProfile: { id: string, name: string, bio: string | null, website: string | null, contact_email: string | null, locations: Array<string>, phones: Array<string>, can_edit: boolean, budget: { currency: string, min: number, max: number } | null, services: Array<{ id: string }>, industries: Array<{ id: string }> } };

export type AgencyAccountUpdateMutationVariables = Exact<{
  input: AgencyAccountInput;
}>;


export type AgencyAccountUpdateMutation = { updateAgencyAccount: { avatar: string | null, bio: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, email: string | null, pending_email: string | null } };

export type AgencyPersonalUpdateMutationVariables = Exact<{
  input: AgencyPersonalInformationInput;
}>;


export type AgencyPersonalUpdateMutation = { updateAgencyPersonalInformation: { first_name: string, last_name: string, position: string | null, phone: string | null, address_1: string | null, city: string | null, country: string | null } };

export type AgencyApplyMutationVariables = Exact<{
  input: ApplicationInput;
}>;


export type AgencyApplyMutation = { createApplication: { id: string, applied: boolean, viewerApplication: { reason: string } | null } };

export type AgencyApplyEligibilityQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyApplyEligibilityQuery = { applicationEligibility: { eligible: boolean, blocked: ApplyBlock | null, missing: Array<string> } };

export type AgencyApplyDetailQueryVariables = Exact<{
  id: string;
}>;


export type AgencyApplyDetailQuery = { opportunity: { id: string, applied: boolean } };

export type AgencyApplyApplicantsQueryVariables = Exact<{
  id: string;
}>;


export type AgencyApplyApplicantsQuery = { viewApplicants: Array<{ reason: string, user: { id: string, name: string, type: UserType, agency: { id: string, company: string } | null } }> };

export type AgencyApplyCloseMutationVariables = Exact<{
  id: string;
  input: CloseOpportunityInput;
}>;


export type AgencyApplyCloseMutation = { closeOpportunity: { id: string } };

export type ApplicationsViewApplicantsQueryVariables = Exact<{
  id: string;
}>;


export type ApplicationsViewApplicantsQuery = { viewApplicants: Array<{ id: string, created_at: string, reason: string, resume: string | null, resumeUrl: string | null, document: string | null, documentUrl: string | null, is_shown: boolean, user: { id: string, name: string, type: UserType, agency: { id: string, company: string } | null } }> };

export type ApplicationsCloseModalApplicantsQueryVariables = Exact<{
  id: string;
}>;


export type ApplicationsCloseModalApplicantsQuery = { viewApplicants: Array<{ id: string, user: { id: string, name: string } }> };

export type ApplyCreateApplicationMutationVariables = Exact<{
  input: ApplicationInput;
}>;


export type ApplyCreateApplicationMutation = { createApplication: { id: string, applied: boolean, viewerApplication: { id: string, reason: string } | null } };

export type ApplyEligibilityQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplyEligibilityQuery = { applicationEligibility: { eligible: boolean, blocked: ApplyBlock | null, missing: Array<string> } };

export type ApplyDetailQueryVariables = Exact<{
  id: string;
}>;


export type ApplyDetailQuery = { opportunity: { id: string, applied: boolean, follow_up: string | null, viewerApplication: { reason: string } | null } };

export type CandidatesOwnProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type CandidatesOwnProfileQuery = { me: { id: string, job_types: Array<string>, working_hours: Array<string>, education: Array<{ id: string, school_name: string, qualification: string, description: string, from: string, to: string | null }>, experiences: Array<{ id: string, title: string, company: string, description: string, from: string, to: string | null, years: number }>, skills: Array<{ id: string, name: string, software: boolean, is_top: boolean }>, qualifications: Array<{ id: string }>, otherQualifications: Array<{ id: string, industry: { id: string } }>, genres: Array<{ id: string }>, services: Array<{ id: string }>, resumes: Array<{ id: string }>, supportingDocuments: Array<{ id: string }>, isProfileComplete: { complete: boolean, missing: Array<string> } } | null };

export type CandidatesAddExperienceMutationVariables = Exact<{
  input: ExperienceInput;
}>;


export type CandidatesAddExperienceMutation = { addExperience: { id: string, experiences: Array<{ id: string, title: string, company: string, from: string, to: string | null, years: number }> } };

export type CandidatesUpdateExperienceMutationVariables = Exact<{
  id: string;
  input: ExperienceInput;
}>;


export type CandidatesUpdateExperienceMutation = { updateExperience: { experiences: Array<{ id: string, title: string, to: string | null }> } };

export type CandidatesDeleteExperienceMutationVariables = Exact<{
  id: string;
}>;


export type CandidatesDeleteExperienceMutation = { deleteExperience: { experiences: Array<{ id: string }> } };

export type CandidatesAddEducationMutationVariables = Exact<{
  input: EducationInput;
}>;


export type CandidatesAddEducationMutation = { addEducation: { education: Array<{ id: string, school_name: string, qualification: string, to: string | null }> } };

export type CandidatesUpdateEducationMutationVariables = Exact<{
  id: string;
  input: EducationInput;
}>;


export type CandidatesUpdateEducationMutation = { updateEducation: { education: Array<{ id: string, qualification: string, to: string | null }> } };

export type CandidatesDeleteEducationMutationVariables = Exact<{
  id: string;
}>;


export type CandidatesDeleteEducationMutation = { deleteEducation: { education: Array<{ id: string }> } };

export type CandidatesResumeListFragment = { resumes: Array<{ id: string, name: string, file: string, fileUrl: string, active: boolean, created_at: string }> };

export type CandidatesAddResumeMutationVariables = Exact<{
  file: string;
}>;


export type CandidatesAddResumeMutation = { addResume: { resumes: Array<{ id: string, name: string, file: string, fileUrl: string, active: boolean, created_at: string }> } };

export type CandidatesActivateResumeMutationVariables = Exact<{
  id: string;
}>;


export type CandidatesActivateResumeMutation = { activateResume: { resumes: Array<{ id: string, name: string, file: string, fileUrl: string, active: boolean, created_at: string }> } };

export type CandidatesDeleteResumeMutationVariables = Exact<{
  id: string;
}>;


export type CandidatesDeleteResumeMutation = { deleteResume: { resumes: Array<{ id: string, name: string, file: string, fileUrl: string, active: boolean, created_at: string }> } };

export type CandidatesAddDocumentMutationVariables = Exact<{
  input: AddSupportingDocumentInput;
}>;


export type CandidatesAddDocumentMutation = { addSupportingDocument: { supportingDocuments: Array<{ id: string, name: string, file: string, fileUrl: string }> } };

export type CandidatesDeleteDocumentMutationVariables = Exact<{
  id: string;
}>;


export type CandidatesDeleteDocumentMutation = { deleteSupportingDocument: { supportingDocuments: Array<{ id: string }> } };

export type CandidatesSaveProfileMutationVariables = Exact<{
  input: EditCandidateProfileInput;
}>;


export type CandidatesSaveProfileMutation = { saveCandidateProfile: { id: string, bio: string | null, industries: Array<{ id: string }>, skills: Array<{ id: string, software: boolean, is_top: boolean }>, qualifications: Array<{ id: string }>, otherQualifications: Array<{ id: string }>, services: Array<{ id: string }>, genres: Array<{ id: string }> } };

export type CandidatesSaveManageCvMutationVariables = Exact<{
  input: ManageCvInput;
}>;


export type CandidatesSaveManageCvMutation = { saveManageCv: { id: string, job_types: Array<string>, working_hours: Array<string>, industries: Array<{ id: string }>, skills: Array<{ id: string, software: boolean, is_top: boolean }> } };

export type CandidatesSavesAddExperienceMutationVariables = Exact<{
  input: ExperienceInput;
}>;


export type CandidatesSavesAddExperienceMutation = { addExperience: { id: string } };

export type CaseStudiesListQueryVariables = Exact<{
  agency_id?: string | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type CaseStudiesListQuery = { caseStudies: { data: Array<{ id: string, title: string, can_edit: boolean, agency: { id: string, agency_name: string, services: Array<{ slug: string }> } }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type CaseStudyOneQueryVariables = Exact<{
  id: string;
}>;


export type CaseStudyOneQuery = { caseStudy: { id: string, title: string, description: string, thumbnail: string | null, external_url: string | null, video_url: string | null, can_edit: boolean, content: Array<{ layout: string, key: string, image: string | null, url: string | null }>, agency: { id: string, company: string, agency_name: string, avatar: string | null, services: Array<{ slug: string }> } } };

export type CaseStudyCreateMutationVariables = Exact<{
  input: CaseStudyInput;
}>;


export type CaseStudyCreateMutation = { createCaseStudy: { id: string, title: string, description: string, thumbnail: string | null, external_url: string | null, video_url: string | null, can_edit: boolean, content: Array<{ layout: string, key: string, image: string | null, url: string | null }>, agency: { id: string, company: string, agency_name: string, avatar: string | null, services: Array<{ slug: string }> } } };

export type CaseStudyUpdateMutationVariables = Exact<{
  id: string;
  input: CaseStudyInput;
}>;


export type CaseStudyUpdateMutation = { updateCaseStudy: { id: string, title: string, thumbnail: string | null, external_url: string | null, can_edit: boolean, content: Array<{ layout: string, image: string | null, url: string | null }> } };

export type CaseStudyDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CaseStudyDeleteMutation = { deleteCaseStudy: string };

export type CompanyProfileMineQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileMineQuery = { myCompanyProfile: { id: string, company: string, avatar: string | null, bio: string | null, website: string | null, city: string | null, vetted: boolean, email: string, pending_email: string | null, can_edit: boolean } };

export type CompanyProfileUpdateMutationVariables = Exact<{
  input: CompanyProfileInput;
}>;


export type CompanyProfileUpdateMutation = { updateCompanyProfile: { id: string, company: string, avatar: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, website: string | null, can_use_logo: boolean | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, vetted: boolean, email: string, pending_email: string | null, can_edit: boolean } };

export type CompanyProfileConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type CompanyProfileConfirmEmailMutation = { confirmEmailChange: { email: string } };

export type CompanyProfileResendEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileResendEmailMutation = { resendEmailChange: boolean };

export type CompanyProfileCancelEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileCancelEmailMutation = { cancelEmailChange: boolean };

export type CompanyProfilePublicQueryVariables = Exact<{
  id: string;
}>;


export type CompanyProfilePublicQuery = { companyProfile: { id: string, company: string, vetted: boolean, city: string | null, state: string | null, country: string | null } };

export type ContentArticlesQueryVariables = Exact<{
  types?: Array<ArticleType> | ArticleType | null | undefined;
  excludeSlugs?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ContentArticlesQuery = { articles: { data: Array<{ slug: string, title: string, summary: string, image: string | null, content: string, type: ArticleType, availability: Availability, created_at: string }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type ContentArticleQueryVariables = Exact<{
  slug: string;
}>;


export type ContentArticleQuery = { article: { id: string, slug: string, title: string } };

export type ContentDealsQueryVariables = Exact<{
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ContentDealsQuery = { deals: { data: Array<{ slug: string, title: string, subtitle: string, link: string, image: string | null, content: string, created_at: string }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type ContentLandingPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentLandingPagesQuery = { landingPages: Array<{ slug: string, name: string, sort_order: number, display_in_footer: boolean }> };

export type ContentLandingPageQueryVariables = Exact<{
  slug: string;
}>;


export type ContentLandingPageQuery = { landingPage: { slug: string, name: string, content: string } };

export type CreditsCurrentQueryVariables = Exact<{
  teamId?: string | null | undefined;
}>;


export type CreditsCurrentQuery = { currentCredit: { team_id: string, balance: number } };

export type CreditsHistoryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: CreditEntryType | null | undefined;
}>;


export type CreditsHistoryQuery = { creditHistory: { data: Array<{ id: string, type: CreditEntryType, qty: number, total: number, balance: number, invoice_id: string | null, created_at: string }>, paginatorInfo: { count: number, hasMorePages: boolean, endCursor: string | null } } };

export type PricesCalculatePriceQueryVariables = Exact<{
  qty: number;
  promo?: string | null | undefined;
}>;


export type PricesCalculatePriceQuery = { calculatePrice: { qty: number, unitPriceExcludingDiscount: number, discountPercentage: number, discountPerUnitAmount: number, unitPriceIncludingDiscount: number, subtotalExcludingDiscount: number, discountAmount: number, subtotalIncludingDiscount: number, promoAmount: number, vatPercentage: number, vatAmount: number, total: number, promo: { code: string, type: PromoType, value: number } | null } };

export type PricesCheckPromoQueryVariables = Exact<{
  code: string;
}>;


export type PricesCheckPromoQuery = { checkPromo: { code: string, type: PromoType, value: number } | null };

export type PromoGuessesCheckQueryVariables = Exact<{
  code: string;
}>;


export type PromoGuessesCheckQuery = { checkPromo: { code: string } | null };

export type PromoGuessesPriceQueryVariables = Exact<{
  promo?: string | null | undefined;
}>;


export type PromoGuessesPriceQuery = { calculatePrice: { total: number } };

export type PromoGuessesOfferQueryVariables = Exact<{
  promo?: string | null | undefined;
}>;


export type PromoGuessesOfferQuery = { subscriptionOffer: { job_posts: number } };

export type PromoGuessesPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type PromoGuessesPurchaseMutation = { purchaseCredits: { status: PurchaseStatus } };

export type PromoGuessesOnAccountMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type PromoGuessesOnAccountMutation = { purchaseOnAccount: { status: PurchaseStatus } };

export type PromoGuessesSubscribeMutationVariables = Exact<{
  input: AddSubscriptionInput;
}>;


export type PromoGuessesSubscribeMutation = { addSubscription: { status: PurchaseStatus } };

export type AccessTokensIssueMutationVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensIssueMutation = { issueAccessToken: { access_token: string, expires_in: number } };

export type AccessTokensMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensMeQuery = { me: { id: string } | null };

export type AccessTokensLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensLogoutMutation = { logout: boolean };

export type ActiveTeamOfMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveTeamOfMeQuery = { me: { teamType: TeamType | null, company: string | null, teams: Array<{ team_id: string }>, activeTeam: { team_id: string, role: TeamRole } | null } | null, currentCredit: { team_id: string } };

export type ActiveTeamUserTeamQueryVariables = Exact<{
  teamId: string;
}>;


export type ActiveTeamUserTeamQuery = { userTeam: { team_id: string, role: TeamRole, team: { company: string } } };

export type ImpersonationLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ImpersonationLogoutMutation = { logout: boolean };

export type ImpersonationImpersonateMutationVariables = Exact<{
  input: ImpersonateInput;
}>;


export type ImpersonationImpersonateMutation = { impersonate: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null };

export type ImpersonationSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpersonationSessionQuery = { me: { id: string, email: string } | null, impersonation: { issued_by: string } | null };

export type SessionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsMeQuery = { me: { id: string, email: string, type: UserType, status: UserStatus, name: string, first_name: string, last_name: string, teamType: TeamType | null, teamOwner: string | null, teams: Array<{ team_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, team: { id: string, type: TeamType, company: string, owner_id: string } }> } | null };

export type SessionsLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsLogoutMutation = { logout: boolean };

export type SocialLoginProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginProvidersQuery = { socialLoginProviders: Array<string> };

export type SocialLoginRedeemMutationVariables = Exact<{
  input: RedeemSocialLoginInput;
}>;


export type SocialLoginRedeemMutation = { redeemSocialLogin: { session: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null, registration: { email: string, firstName: string, lastName: string, ticket: string } | null } | null };

export type SocialLoginRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type SocialLoginRegisterMutation = { register: { id: string, type: UserType, access_token: string } };

export type SocialLoginUpdateCompanyMutationVariables = Exact<{
  input: CompanyProfileInput;
}>;


export type SocialLoginUpdateCompanyMutation = { updateCompanyProfile: { email: string, pending_email: string | null } };

export type SocialLoginMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginMeQuery = { me: { id: string, email: string } | null };

export type InvitationsCreateMutationVariables = Exact<{
  input: CreateInvitationInput;
}>;


export type InvitationsCreateMutation = { createInvitation: { id: string, email: string, first_name: string, last_name: string, team_id: string, invite_status: InvitationStatus, expires_at: string, updated_at: string } };

export type InvitationsListQueryVariables = Exact<{
  teamId?: string | null | undefined;
}>;


export type InvitationsListQuery = { viewInvitations: Array<{ id: string, email: string, invite_status: InvitationStatus, team_id: string }> };

export type InvitationsResendMutationVariables = Exact<{
  id: string;
}>;


export type InvitationsResendMutation = { resendInvitation: { id: string, invite_status: InvitationStatus, expires_at: string } };

export type InvitationsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type InvitationsDeleteMutation = { deleteInvitation: boolean };

export type InvitationsLinkQueryVariables = Exact<{
  token: string;
}>;


export type InvitationsLinkQuery = { invitation: { state: InvitationState, email: string, first_name: string, last_name: string, team_name: string, team_type: TeamType, account_exists: boolean } };

export type InvitationsRegisterMutationVariables = Exact<{
  input: TeamMemberRegistrationInput;
}>;


export type InvitationsRegisterMutation = { registerTeamMember: { id: string, type: UserType, teamType: TeamType | null, access_token: string } };

export type InvitationsCompleteMutationVariables = Exact<{
  input: TeamMemberProfileInput;
}>;


export type InvitationsCompleteMutation = { completeTeamMemberProfile: { id: string, avatar: string | null, bio: string | null } };

export type InvitationsAcceptMutationVariables = Exact<{
  token: string;
}>;


export type InvitationsAcceptMutation = { acceptInvitation: { team_id: string, user_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, team: { id: string, type: TeamType, company: string } } };

export type InvitationsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsMeQuery = { me: { id: string, type: UserType, status: UserStatus, email: string, first_name: string, teams: Array<{ team_id: string, role: TeamRole, can_post_jobs: boolean }>, activeTeam: { team_id: string, role: TeamRole, can_post_jobs: boolean } | null } | null };

export type InvoicesPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type InvoicesPurchaseMutation = { purchaseCredits: { status: PurchaseStatus } };

export type InvoicesListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InvoicesListQuery = { invoices: { data: Array<{ id: string, number: string, item: string, qty: number, total: number, status: InvoiceStatus, issued_at: string, due_at: string }>, paginatorInfo: { count: number, hasMorePages: boolean, endCursor: string | null } } };

export type InvoicesDownloadQueryVariables = Exact<{
  number: string;
}>;


export type InvoicesDownloadQuery = { invoiceDownloadUrl: string };

export type MarketplaceAgenciesTestQueryVariables = Exact<{
  filter?: MarketplaceSearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type MarketplaceAgenciesTestQuery = { marketplaceAgencies: { data: Array<{ id: string, name: string, agency_name: string, avatar: string | null, location: string | null, headline: string, vetted: boolean, case_studies_count: number, services: Array<{ id: string, slug: string, name: string }>, industries: Array<{ id: string, name: string }> }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type MarketplaceCaseStudiesTestQueryVariables = Exact<{
  filter?: MarketplaceSearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type MarketplaceCaseStudiesTestQuery = { marketplaceCaseStudies: { data: Array<{ id: string, title: string, thumbnail: string | null, created_at: string, can_edit: boolean, content: Array<{ layout: string, key: string, image: string | null, url: string | null }>, agency: { id: string, company: string, agency_name: string, services: Array<{ slug: string }> } }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type NotificationSettingsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsMeQuery = { me: { id: string, send_email: boolean, notification_frequency: NotificationFrequency, send_text_notification: boolean, text_notification_phone: string | null, privacy: ProfilePrivacy } | null };

export type NotificationSettingsUpdateEmailMutationVariables = Exact<{
  input: EmailNotificationSettingsInput;
}>;


export type NotificationSettingsUpdateEmailMutation = { updateEmailNotificationSettings: { id: string, send_email: boolean, notification_frequency: NotificationFrequency } };

export type NotificationSettingsSendCodeMutationVariables = Exact<{
  input: SendTextNotificationCodeInput;
}>;


export type NotificationSettingsSendCodeMutation = { sendTextNotificationCode: { phone: string, expires_in: number } };

export type NotificationSettingsVerifyCodeMutationVariables = Exact<{
  input: VerifyTextNotificationCodeInput;
}>;


export type NotificationSettingsVerifyCodeMutation = { verifyTextNotificationCode: { id: string, send_text_notification: boolean, text_notification_phone: string | null } };

export type NotificationSettingsDisableTextsMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsDisableTextsMutation = { disableTextNotifications: { id: string, send_text_notification: boolean, text_notification_phone: string | null } };

export type NotificationSettingsUpdatePrivacyMutationVariables = Exact<{
  privacy: ProfilePrivacy;
}>;


export type NotificationSettingsUpdatePrivacyMutation = { updateProfilePrivacy: { id: string, privacy: ProfilePrivacy } };

export type AgencyListsLatestQueryVariables = Exact<{
  filter?: OpportunitySearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type AgencyListsLatestQuery = { latestOpportunities: { data: Array<{ id: string, title: string, job_number: string, applied: boolean, agency: { id: string, company: string }, genres: Array<{ id: string, name: string }>, services: Array<{ id: string, name: string }> }>, paginatorInfo: { total: number } } };

export type AgencyListsForYouQueryVariables = Exact<{
  filter?: OpportunitySearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type AgencyListsForYouQuery = { opportunitiesForYou: { data: Array<{ id: string, title: string, applied: boolean, services: Array<{ id: string }> }>, paginatorInfo: { total: number } } };

export type AgencyListsProjectSkillsQueryVariables = Exact<{
  id: string;
}>;


export type AgencyListsProjectSkillsQuery = { opportunity: { skills: Array<{ id: string, software: boolean }> } };

export type AgencyListsAppliedQueryVariables = Exact<{
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type AgencyListsAppliedQuery = { appliedOpportunities: { data: Array<{ id: string, status: AppliedStatus, opportunity: { id: string, title: string } }>, paginatorInfo: { total: number } } };

export type ListsLatestQueryVariables = Exact<{
  filter?: OpportunitySearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ListsLatestQuery = { latestOpportunities: { data: Array<{ id: string, title: string, applied: boolean, agency: { id: string, company: string }, industries: Array<{ id: string }>, genres: Array<{ id: string, name: string }>, skills: Array<{ id: string, name: string }>, position: { id: string, name: string } | null }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type ListsForYouQueryVariables = Exact<{
  filter?: OpportunitySearch | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ListsForYouQuery = { opportunitiesForYou: { data: Array<{ id: string, title: string }>, paginatorInfo: { total: number } } };

export type ListsAppliedQueryVariables = Exact<{
  first?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ListsAppliedQuery = { appliedOpportunities: { data: Array<{ id: string, status: AppliedStatus, created_at: string, opportunity: { id: string, title: string, agency: { company: string } } }>, paginatorInfo: { count: number, currentPage: number, hasMorePages: boolean, total: number } } };

export type ListsCompanyProfileQueryVariables = Exact<{
  id: string;
}>;


export type ListsCompanyProfileQuery = { companyProfile: { id: string, company: string, avatar: string | null, bio: string | null, description: string | null, what_sets_apart: string | null, website: string | null, opportunities: { data: Array<{ id: string, title: string }>, paginatorInfo: { total: number } } } };

export type OpportunitiesCreateJobMutationVariables = Exact<{
  input: OpportunityInput;
}>;


export type OpportunitiesCreateJobMutation = { createOpportunity: { id: string, target: OpportunityTarget, title: string, job_number: string, description: string, location: string, is_on_site: boolean, is_remote: boolean, work_mode: WorkMode | null, work_mode_label: string, type: string, sub_type: string, level: string, duration: number | null, is_ir35: number | null, minimumBudget: number, maximumBudget: number, compensation_unit: string, compensation_currency: string, is_compensation_displayed: boolean, follow_up: string | null, application_link: string | null, is_active: boolean, is_public: boolean, can_edit: boolean, applicants_count: number | null, position: { id: string } | null, industries: Array<{ id: string }>, skills: Array<{ id: string, software: boolean, pivot: { must_have: boolean } }>, qualifications: Array<{ id: string }>, agency: { id: string, company: string }, creator: { id: string, name: string } } };

export type OpportunitiesUpdateJobMutationVariables = Exact<{
  id: string;
  input: OpportunityInput;
}>;


export type OpportunitiesUpdateJobMutation = { updateOpportunity: { id: string, title: string, is_active: boolean, updated_by: string } };

export type OpportunitiesCreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type OpportunitiesCreateProjectMutation = { createProject: { id: string, target: OpportunityTarget, type: string, sub_type: string, level: string, is_on_site: boolean, is_remote: boolean, work_mode: WorkMode | null, compensation_unit: string, services: Array<{ id: string }>, genres: Array<{ id: string }> } };

export type OpportunitiesUpdateProjectMutationVariables = Exact<{
  id: string;
  input: ProjectInput;
}>;


export type OpportunitiesUpdateProjectMutation = { updateProject: { id: string } };

export type OpportunitiesCloseMutationVariables = Exact<{
  id: string;
  input: CloseOpportunityInput;
}>;


export type OpportunitiesCloseMutation = { closeOpportunity: { id: string, deleted_at: string | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, freelancer: { id: string } | null } };

export type OpportunitiesRestoreMutationVariables = Exact<{
  id: string;
}>;


export type OpportunitiesRestoreMutation = { restoreOpportunity: { id: string, deleted_at: string | null, close_reason: string | null } };

export type OpportunitiesOneQueryVariables = Exact<{
  id: string;
}>;


export type OpportunitiesOneQuery = { opportunity: { id: string, title: string, follow_up: string | null, views: number | null, applicants_count: number | null, can_edit: boolean } };

export type OpportunitiesViewMutationVariables = Exact<{
  id: string;
}>;


export type OpportunitiesViewMutation = { viewOpportunity: { id: string, views: number | null } };

export type OpportunitiesTeamListQueryVariables = Exact<{
  target: OpportunityTarget;
  closed?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpportunitiesTeamListQuery = { viewTeamOpportunity: { data: Array<{ id: string, title: string, applicants_count: number | null, can_edit: boolean, creator: { id: string } }>, paginatorInfo: { count: number, hasMorePages: boolean, endCursor: string | null } } };

export type OpportunitiesPublishedQueryVariables = Exact<{
  target: OpportunityTarget;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpportunitiesPublishedQuery = { publishedOpportunities: { data: Array<{ id: string, title: string, featured: boolean, work_mode_label: string, follow_up: string | null, applicants_count: number | null, agency: { company: string } }>, paginatorInfo: { hasMorePages: boolean, endCursor: string | null } } };

export type OpportunitiesPostingUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type OpportunitiesPostingUsersQuery = { postingTeamUsers: Array<{ id: string, name: string }> };

export type BillingDetailsSaveMutationVariables = Exact<{
  input: BillingDetailsInput;
}>;


export type BillingDetailsSaveMutation = { updateBillingDetails: { name: string, email: string, phone: string, address_1: string, address_2: string | null, city: string, state: string, zip: string, country: string } };

export type BillingDetailsCurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingDetailsCurrentQuery = { billingDetails: { name: string, country: string } | null };

export type BillingAccessApplyMutationVariables = Exact<{
  input: CreditAccountInput;
}>;


export type BillingAccessApplyMutation = { requestCreditAccount: { status: CreditAccountStatus, invoice_company: string } };

export type BillingAccessCreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAccessCreditAccountQuery = { creditAccount: { status: CreditAccountStatus, invoice_company: string } | null };

export type BillingAccessSaveDetailsMutationVariables = Exact<{
  input: BillingDetailsInput;
}>;


export type BillingAccessSaveDetailsMutation = { updateBillingDetails: { name: string } };

export type BillingAccessDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAccessDetailsQuery = { billingDetails: { name: string } | null };

export type BillingAccessInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAccessInvoicesQuery = { invoices: { data: Array<{ number: string }> } };

export type BillingAccessDownloadQueryVariables = Exact<{
  number: string;
}>;


export type BillingAccessDownloadQuery = { invoiceDownloadUrl: string };

export type BillingAccessCardQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAccessCardQuery = { defaultPaymentMethod: { last4: string } | null };

export type BillingAccessPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type BillingAccessPurchaseMutation = { purchaseCredits: { status: PurchaseStatus } };

export type BillingAccessPriceQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAccessPriceQuery = { calculatePrice: { total: number } };

export type BillingAccessOnAccountMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type BillingAccessOnAccountMutation = { purchaseOnAccount: { status: PurchaseStatus } };

export type CreditAccountsApplyMutationVariables = Exact<{
  input: CreditAccountInput;
}>;


export type CreditAccountsApplyMutation = { requestCreditAccount: { status: CreditAccountStatus, invoice_company: string, invoice_country: string, invoice_phone: string } };

export type CreditAccountsCurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditAccountsCurrentQuery = { creditAccount: { status: CreditAccountStatus, invoice_email: string } | null };

export type CreditAccountsPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type CreditAccountsPurchaseMutation = { purchaseOnAccount: { status: PurchaseStatus, amount: number, balance: number | null } };

export type CreditAccountsInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditAccountsInvoicesQuery = { invoices: { data: Array<{ number: string, status: InvoiceStatus, issued_at: string, due_at: string, total: number }> } };

export type PaymentsSavedCardQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsSavedCardQuery = { defaultPaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } | null, paymentSetup: { gateway: PaymentGatewayKind } };

export type PaymentsPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type PaymentsPurchaseMutation = { purchaseCredits: { status: PurchaseStatus, payment_id: string, qty: number, amount: number, balance: number | null, message: string | null, client_secret: string | null } };

export type PaymentsConfirmMutationVariables = Exact<{
  id: string;
}>;


export type PaymentsConfirmMutation = { confirmPurchase: { status: PurchaseStatus, balance: number | null, message: string | null } };

export type PaymentsAuthenticateMutationVariables = Exact<{
  id: string;
  approved: boolean;
}>;


export type PaymentsAuthenticateMutation = { authenticateLocalPayment: boolean };

export type StripeSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type StripeSetupQuery = { paymentSetup: { gateway: PaymentGatewayKind, publishable_key: string | null } };

export type StripeSaveCardMutationVariables = Exact<{
  input: UpdatePaymentMethodInput;
}>;


export type StripeSaveCardMutation = { updatePaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } };

export type StripePurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type StripePurchaseMutation = { purchaseCredits: { status: PurchaseStatus, payment_id: string, qty: number, amount: number, balance: number | null, message: string | null, client_secret: string | null } };

export type StripeConfirmMutationVariables = Exact<{
  id: string;
}>;


export type StripeConfirmMutation = { confirmPurchase: { status: PurchaseStatus, balance: number | null, message: string | null } };

export type PersonalInformationUserFieldsFragment = { id: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, company: string | null, phone: string | null, phone_secondary: string | null, linkedin: string | null, supporting_url: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, salary_currency: string, salary_unit: SalaryUnit | null, minimum_salary: number | null, maximum_salary: number | null, positions: Array<{ id: string, name: string }> };

export type PersonalInformationUpdateMutationVariables = Exact<{
  input: PersonalInformationInput;
}>;


export type PersonalInformationUpdateMutation = { updatePersonalInformation: { id: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, company: string | null, phone: string | null, phone_secondary: string | null, linkedin: string | null, supporting_url: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, salary_currency: string, salary_unit: SalaryUnit | null, minimum_salary: number | null, maximum_salary: number | null, positions: Array<{ id: string, name: string }> } };

export type PersonalInformationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalInformationMeQuery = { me: { id: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, company: string | null, phone: string | null, phone_secondary: string | null, linkedin: string | null, supporting_url: string | null, address_1: string | null, address_2: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, location: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, ethnicity: string | null, referee_1: string | null, referee_2: string | null, looking_for: Array<string>, languages: Array<string>, salary_currency: string, salary_unit: SalaryUnit | null, minimum_salary: number | null, maximum_salary: number | null, preferences: Array<{ id: string, job_types: Array<string>, active: boolean, genres: Array<{ id: string, name: string }> }>, positions: Array<{ id: string, name: string }> } | null };

export type PersonalInformationAddPreferenceMutationVariables = Exact<{
  input: PreferenceInput;
}>;


export type PersonalInformationAddPreferenceMutation = { addPreference: { id: string, job_types: Array<string>, active: boolean, genres: Array<{ id: string }> } };

export type PersonalInformationUpdatePreferenceMutationVariables = Exact<{
  id: string;
  input: PreferenceInput;
}>;


export type PersonalInformationUpdatePreferenceMutation = { updatePreference: { id: string, job_types: Array<string>, active: boolean, genres: Array<{ id: string }> } };

export type PersonalInformationActivatePreferenceMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type PersonalInformationActivatePreferenceMutation = { activatePreference: { id: string, active: boolean } };

export type PersonalInformationDeletePreferenceMutationVariables = Exact<{
  id: string;
}>;


export type PersonalInformationDeletePreferenceMutation = { deletePreference: string };

export type PlacesSearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type PlacesSearchQuery = { searchPlaces: Array<{ id: string, name: string, district: string | null, region: string | null, country: string, label: string }> };

export type ProfilesCandidateProfileFieldsFragment = { profile_id: string, id: string, name: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, linkedin: string | null, supporting_url: string | null, bio: string | null, avatar: string | null, city: string | null, state: string | null, country: string | null, vetted: boolean, work_location: string | null, working_hours: Array<string>, languages: Array<string>, salary_currency: string, minimum_salary: number | null, maximum_salary: number | null, salary_unit: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, role_levels: Array<{ key: string, name: string }>, job_types: Array<{ key: string, name: string }>, education: Array<{ school_name: string, qualification: string, from: string, to: string | null }>, experiences: Array<{ title: string, company: string, from: string, to: string | null, years: number }>, skills: Array<{ name: string, software: boolean, is_top: boolean }>, qualifications: Array<{ name: string }>, other_qualifications: Array<{ name: string }>, services: Array<{ name: string }>, genres: Array<{ name: string }>, cv: { id: string, name: string, fileUrl: string, active: boolean } | null, supporting_documents: Array<{ name: string, fileUrl: string }>, applications: Array<{ id: string, created_at: string, opportunity: { id: string, title: string, target: OpportunityTarget } }> };

export type ProfilesCandidateProfileQueryVariables = Exact<{
  id: string;
}>;


export type ProfilesCandidateProfileQuery = { candidateProfile: { profile_id: string, id: string, name: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, linkedin: string | null, supporting_url: string | null, bio: string | null, avatar: string | null, city: string | null, state: string | null, country: string | null, vetted: boolean, work_location: string | null, working_hours: Array<string>, languages: Array<string>, salary_currency: string, minimum_salary: number | null, maximum_salary: number | null, salary_unit: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, role_levels: Array<{ key: string, name: string }>, job_types: Array<{ key: string, name: string }>, education: Array<{ school_name: string, qualification: string, from: string, to: string | null }>, experiences: Array<{ title: string, company: string, from: string, to: string | null, years: number }>, skills: Array<{ name: string, software: boolean, is_top: boolean }>, qualifications: Array<{ name: string }>, other_qualifications: Array<{ name: string }>, services: Array<{ name: string }>, genres: Array<{ name: string }>, cv: { id: string, name: string, fileUrl: string, active: boolean } | null, supporting_documents: Array<{ name: string, fileUrl: string }>, applications: Array<{ id: string, created_at: string, opportunity: { id: string, title: string, target: OpportunityTarget } }> } };

export type ProfilesFreelancerProfileQueryVariables = Exact<{
  userId: string;
  applicationId: string;
}>;


export type ProfilesFreelancerProfileQuery = { freelancerProfile: { profile: { profile_id: string, id: string, name: string, first_name: string, last_name: string, pronouns: string | null, position: string | null, linkedin: string | null, supporting_url: string | null, bio: string | null, avatar: string | null, city: string | null, state: string | null, country: string | null, vetted: boolean, work_location: string | null, working_hours: Array<string>, languages: Array<string>, salary_currency: string, minimum_salary: number | null, maximum_salary: number | null, salary_unit: string | null, payroll_status: number | null, right_to_work: string | null, start_date: string | null, notice_period: number | null, notice_period_unit: string | null, industries: Array<{ id: string, name: string }>, positions: Array<{ id: string, name: string }>, role_levels: Array<{ key: string, name: string }>, job_types: Array<{ key: string, name: string }>, education: Array<{ school_name: string, qualification: string, from: string, to: string | null }>, experiences: Array<{ title: string, company: string, from: string, to: string | null, years: number }>, skills: Array<{ name: string, software: boolean, is_top: boolean }>, qualifications: Array<{ name: string }>, other_qualifications: Array<{ name: string }>, services: Array<{ name: string }>, genres: Array<{ name: string }>, cv: { id: string, name: string, fileUrl: string, active: boolean } | null, supporting_documents: Array<{ name: string, fileUrl: string }>, applications: Array<{ id: string, created_at: string, opportunity: { id: string, title: string, target: OpportunityTarget } }> }, application: { id: string, created_at: string, reason: string, resumeUrl: string | null, documentUrl: string | null, opportunity: { id: string, title: string } } } };

export type ProfilesApplicantProfileIdsQueryVariables = Exact<{
  id: string;
}>;


export type ProfilesApplicantProfileIdsQuery = { viewApplicants: Array<{ id: string, user: { id: string, profile_id: string | null } }> };

export type ProfilesAliasesQueryVariables = Exact<{
  id: string;
}>;


export type ProfilesAliasesQuery = { a: { id: string }, b: { id: string }, c: { id: string }, d: { id: string } };

export type ProfilesAgencyProfileQueryVariables = Exact<{
  id: string;
}>;


export type ProfilesAgencyProfileQuery = { agencyProfile: { id: string, name: string, avatar: string | null, bio: string | null, description: string | null, website: string | null, contact_email: string | null, locations: Array<string>, vetted: boolean, budget: { currency: string, min: number, max: number } | null, services: Array<{ name: string }>, industries: Array<{ name: string }> } };

export type SubscriptionsOfferQueryVariables = Exact<{
  promo?: string | null | undefined;
}>;


export type SubscriptionsOfferQuery = { subscriptionOffer: { job_posts: number, price: { qty: number, unitPriceExcludingDiscount: number, promoAmount: number, vatAmount: number, total: number } } };

export type SubscriptionsCurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsCurrentQuery = { subscription: { status: SubscriptionStatus, cancel_at_period_end: boolean, current_period_end: string, failure_message: string | null, history: Array<{ price: number, period_start: string, ends_at: string }> } | null };

export type SubscriptionsAddMutationVariables = Exact<{
  input: AddSubscriptionInput;
}>;


export type SubscriptionsAddMutation = { addSubscription: { status: PurchaseStatus, payment_id: string, qty: number, amount: number, balance: number | null, message: string | null } };

export type SubscriptionsCancelMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsCancelMutation = { cancelSubscription: { status: SubscriptionStatus, cancel_at_period_end: boolean } };

export type SubscriptionsResumeMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsResumeMutation = { resumeSubscription: { status: SubscriptionStatus, cancel_at_period_end: boolean } };

export type SubscriptionsRetryMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsRetryMutation = { retrySubscriptionPayment: { status: PurchaseStatus, balance: number | null, message: string | null } };

export type SubscriptionsPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type SubscriptionsPurchaseMutation = { purchaseCredits: { status: PurchaseStatus, payment_id: string, qty: number } };

export type SubscriptionsConfirmMutationVariables = Exact<{
  id: string;
}>;


export type SubscriptionsConfirmMutation = { confirmPurchase: { status: PurchaseStatus, balance: number | null } };

export type SubscriptionsAuthenticateMutationVariables = Exact<{
  id: string;
}>;


export type SubscriptionsAuthenticateMutation = { authenticateLocalPayment: boolean };

export type TaxonomiesAllGenresQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesAllGenresQuery = { genres: Array<{ id: string, name: string }> };

export type TaxonomiesNoGenresQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesNoGenresQuery = { genres: Array<{ id: string }> };

export type TaxonomiesSkillsOfBadIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesSkillsOfBadIdsQuery = { skills: Array<{ id: string }> };

export type TeamPermissionsBillingDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamPermissionsBillingDetailsQuery = { billingDetails: { name: string } | null };

export type TeamPermissionsSaveBillingDetailsMutationVariables = Exact<{
  input: BillingDetailsInput;
}>;


export type TeamPermissionsSaveBillingDetailsMutation = { updateBillingDetails: { name: string } };

export type TeamPermissionsRequestCreditAccountMutationVariables = Exact<{
  input: CreditAccountInput;
}>;


export type TeamPermissionsRequestCreditAccountMutation = { requestCreditAccount: { status: CreditAccountStatus } };

export type TeamPermissionsCalculatePriceQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamPermissionsCalculatePriceQuery = { calculatePrice: { total: number } };

export type TeamPermissionsPurchaseMutationVariables = Exact<{
  input: PurchaseCreditsInput;
}>;


export type TeamPermissionsPurchaseMutation = { purchaseCredits: { status: PurchaseStatus } };

export type TeamPermissionsCardQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamPermissionsCardQuery = { defaultPaymentMethod: { last4: string } | null };

export type TeamPermissionsNewLocalCardMutationVariables = Exact<{
  input: LocalCardInput;
}>;


export type TeamPermissionsNewLocalCardMutation = { createLocalPaymentMethod: string };

export type TeamPermissionsSaveCardMutationVariables = Exact<{
  input: UpdatePaymentMethodInput;
}>;


export type TeamPermissionsSaveCardMutation = { updatePaymentMethod: { last4: string } };

export type TeamPermissionsCreditHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamPermissionsCreditHistoryQuery = { creditHistory: { data: Array<{ id: string }> } };

export type TeamPermissionsInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamPermissionsInvoicesQuery = { invoices: { data: Array<{ id: string }> } };

export type TeamPermissionsTeamListQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamPermissionsTeamListQuery = { viewUserTeam: Array<{ user_id: string }> };

export type TeamPermissionsTeamUpdateMutationVariables = Exact<{
  input: TeamUserSettingInput;
}>;


export type TeamPermissionsTeamUpdateMutation = { updateTeamUserSetting: { user_id: string } };

export type TeamPermissionsTeamRemoveMutationVariables = Exact<{
  user_id: string;
  team_id?: string | null | undefined;
}>;


export type TeamPermissionsTeamRemoveMutation = { deleteTeamUserSetting: boolean };

export type TeamPermissionsTeamAssociationsMutationVariables = Exact<{
  input: SyncTeamUserAssociationInput;
}>;


export type TeamPermissionsTeamAssociationsMutation = { syncTeamUserAssociation: { user_id: string } };

export type TeamPermissionsInviteMutationVariables = Exact<{
  input: CreateInvitationInput;
}>;


export type TeamPermissionsInviteMutation = { createInvitation: { id: string } };

export type TeamPermissionsInvitationsQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamPermissionsInvitationsQuery = { viewInvitations: Array<{ id: string }> };

export type TeamPermissionsDashboardQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamPermissionsDashboardQuery = { viewTeamOpportunity: { data: Array<{ id: string }> } };

export type TeamRightsApplicantsQueryVariables = Exact<{
  id: string;
}>;


export type TeamRightsApplicantsQuery = { viewApplicants: Array<{ id: string, resumeUrl: string | null }> };

export type TeamRightsFreelancerProfileQueryVariables = Exact<{
  user_id: string;
  application_id: string;
}>;


export type TeamRightsFreelancerProfileQuery = { freelancerProfile: { application: { id: string } } };

export type TeamRightsCandidateProfileQueryVariables = Exact<{
  id: string;
}>;


export type TeamRightsCandidateProfileQuery = { candidateProfile: { id: string } };

export type TeamRightsPostQueryVariables = Exact<{
  id: string;
}>;


export type TeamRightsPostQuery = { opportunity: { id: string, follow_up: string | null, views: number | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean } };

export type TeamRightsCompanyPageQueryVariables = Exact<{
  id: string;
}>;


export type TeamRightsCompanyPageQuery = { companyProfile: { opportunities: { data: Array<{ id: string, follow_up: string | null, views: number | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean }> } } };

export type TeamRightsPostFieldsFragment = { id: string, follow_up: string | null, views: number | null, close_reason: string | null, closed_at: string | null, freelancer_name: string | null, applicants_count: number | null, can_edit: boolean };

export type TeamRightsTeamListQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamRightsTeamListQuery = { viewUserTeam: Array<{ user_id: string }> };

export type TeamRightsTeamUpdateMutationVariables = Exact<{
  input: TeamUserSettingInput;
}>;


export type TeamRightsTeamUpdateMutation = { updateTeamUserSetting: { user_id: string } };

export type TeamRightsTeamRemoveMutationVariables = Exact<{
  user_id: string;
  team_id?: string | null | undefined;
}>;


export type TeamRightsTeamRemoveMutation = { deleteTeamUserSetting: boolean };

export type TeamRightsInviteMutationVariables = Exact<{
  input: CreateInvitationInput;
}>;


export type TeamRightsInviteMutation = { createInvitation: { id: string } };

export type TeamRightsInvitationsQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamRightsInvitationsQuery = { viewInvitations: Array<{ id: string }> };

export type TeamRightsCancelInvitationMutationVariables = Exact<{
  id: string;
}>;


export type TeamRightsCancelInvitationMutation = { deleteInvitation: boolean };

export type TeamRightsCreditQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamRightsCreditQuery = { currentCredit: { team_id: string } };

export type TeamRightsCompanyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamRightsCompanyProfileQuery = { myCompanyProfile: { can_edit: boolean } };

export type TeamRightsBillingDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamRightsBillingDetailsQuery = { billingDetails: { name: string } | null };

export type TeamsMembersQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamsMembersQuery = { viewUserTeam: Array<{ user_id: string, team_id: string, role: TeamRole, can_post_jobs: boolean, active: boolean, is_owner: boolean, type: UserType, first_name: string, last_name: string, email: string, avatar: string | null, position: string | null, associate_ids: Array<string> }> };

export type TeamsUpdateMutationVariables = Exact<{
  input: TeamUserSettingInput;
}>;


export type TeamsUpdateMutation = { updateTeamUserSetting: { user_id: string, role: TeamRole, can_post_jobs: boolean } };

export type TeamsRemoveMutationVariables = Exact<{
  user_id: string;
  team_id?: string | null | undefined;
}>;


export type TeamsRemoveMutation = { deleteTeamUserSetting: boolean };

export type TeamsAssociateMutationVariables = Exact<{
  input: TeamUserAssociationInput;
}>;


export type TeamsAssociateMutation = { createTeamUserAssociation: { user_id: string, associate_ids: Array<string> } };

export type TeamsDissociateMutationVariables = Exact<{
  input: TeamUserAssociationInput;
}>;


export type TeamsDissociateMutation = { deleteTeamUserAssociation: { user_id: string, associate_ids: Array<string> } };

export type TeamsSyncMutationVariables = Exact<{
  input: SyncTeamUserAssociationInput;
}>;


export type TeamsSyncMutation = { syncTeamUserAssociation: { user_id: string, associate_ids: Array<string> } };

export type TeamsTeamPostsQueryVariables = Exact<{
  team_id?: string | null | undefined;
}>;


export type TeamsTeamPostsQuery = { viewTeamOpportunity: { data: Array<{ id: string }> } };

export type TestingCreateCardMutationVariables = Exact<{
  input: LocalCardInput;
}>;


export type TestingCreateCardMutation = { createLocalPaymentMethod: string };

export type TestingSaveCardMutationVariables = Exact<{
  input: UpdatePaymentMethodInput;
}>;


export type TestingSaveCardMutation = { updatePaymentMethod: { brand: string, last4: string, exp_month: string, exp_year: number } };

export type TestSessionFragment = { id: string, type: UserType, teamType: TeamType | null, access_token: string };

export type TestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type TestLoginMutation = { login: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null };

export type TestPingQueryVariables = Exact<{ [key: string]: never; }>;


export type TestPingQuery = { ping: boolean };

export const AccountsUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountsUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us_additional"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency_location"}},{"kind":"Field","name":{"kind":"Name","value":"agency_phone"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<AccountsUserFieldsFragment, unknown>;
export const CandidatesResumeListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidatesResumeList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<CandidatesResumeListFragment, unknown>;
export const PersonalInformationUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInformationUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phone_secondary"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}}]}}]} as unknown as DocumentNode<PersonalInformationUserFieldsFragment, unknown>;
export const ProfilesCandidateProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilesCandidateProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"work_location"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role_levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"working_hours"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school_name"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other_qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supporting_documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilesCandidateProfileFieldsFragment, unknown>;
export const TeamRightsPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamRightsPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<TeamRightsPostFieldsFragment, unknown>;
export const TestSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<TestSessionFragment, unknown>;
export const AppTypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppTypename"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AppTypenameQuery, AppTypenameQueryVariables>;
export const AccountsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountsUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountsUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us_additional"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency_location"}},{"kind":"Field","name":{"kind":"Name","value":"agency_phone"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<AccountsMeQuery, AccountsMeQueryVariables>;
export const AccountsCheckUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountsCheckUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<AccountsCheckUserQuery, AccountsCheckUserQueryVariables>;
export const AccountsRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<AccountsRegisterMutation, AccountsRegisterMutationVariables>;
export const AccountsCompleteCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsCompleteCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeCandidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountsUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountsUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us_additional"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency_location"}},{"kind":"Field","name":{"kind":"Name","value":"agency_phone"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<AccountsCompleteCandidateMutation, AccountsCompleteCandidateMutationVariables>;
export const AccountsCompleteEmployerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsCompleteEmployer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeEmployerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountsUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountsUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us_additional"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency_location"}},{"kind":"Field","name":{"kind":"Name","value":"agency_phone"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<AccountsCompleteEmployerMutation, AccountsCompleteEmployerMutationVariables>;
export const AccountsCompleteAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsCompleteAgency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAgencyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountsUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountsUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us"}},{"kind":"Field","name":{"kind":"Name","value":"hear_us_additional"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency_location"}},{"kind":"Field","name":{"kind":"Name","value":"agency_phone"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<AccountsCompleteAgencyMutation, AccountsCompleteAgencyMutationVariables>;
export const AccountsChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountsChangePasswordMutation, AccountsChangePasswordMutationVariables>;
export const AccountsCheckUserAliasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountsCheckUserAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"a@x.test","block":false}}]},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"b@x.test","block":false}}]},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"c@x.test","block":false}}]},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"d@x.test","block":false}}]}]}}]} as unknown as DocumentNode<AccountsCheckUserAliasesQuery, AccountsCheckUserAliasesQueryVariables>;
export const AgencyProfileConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyProfileConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AgencyProfileConfirmEmailMutation, AgencyProfileConfirmEmailMutationVariables>;
export const AgencyProfileMineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyProfileMine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAgencyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<AgencyProfileMineQuery, AgencyProfileMineQueryVariables>;
export const AgencyProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyProfileEditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgencyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contact_email"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<AgencyProfileUpdateMutation, AgencyProfileUpdateMutationVariables>;
export const AgencyAccountUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyAccountUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgencyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}}]}}]}}]} as unknown as DocumentNode<AgencyAccountUpdateMutation, AgencyAccountUpdateMutationVariables>;
export const AgencyPersonalUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyPersonalUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyPersonalInformationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAgencyPersonalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<AgencyPersonalUpdateMutation, AgencyPersonalUpdateMutationVariables>;
export const AgencyApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"viewerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyApplyMutation, AgencyApplyMutationVariables>;
export const AgencyApplyEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyApplyEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<AgencyApplyEligibilityQuery, AgencyApplyEligibilityQueryVariables>;
export const AgencyApplyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyApplyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}}]}}]}}]} as unknown as DocumentNode<AgencyApplyDetailQuery, AgencyApplyDetailQueryVariables>;
export const AgencyApplyApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyApplyApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgencyApplyApplicantsQuery, AgencyApplyApplicantsQueryVariables>;
export const AgencyApplyCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgencyApplyClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AgencyApplyCloseMutation, AgencyApplyCloseMutationVariables>;
export const ApplicationsViewApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsViewApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"is_shown"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsViewApplicantsQuery, ApplicationsViewApplicantsQueryVariables>;
export const ApplicationsCloseModalApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsCloseModalApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsCloseModalApplicantsQuery, ApplicationsCloseModalApplicantsQueryVariables>;
export const ApplyCreateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCreateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"viewerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyCreateApplicationMutation, ApplyCreateApplicationMutationVariables>;
export const ApplyEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplyEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<ApplyEligibilityQuery, ApplyEligibilityQueryVariables>;
export const ApplyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"viewerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}}]}}]}}]} as unknown as DocumentNode<ApplyDetailQuery, ApplyDetailQueryVariables>;
export const CandidatesOwnProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidatesOwnProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"school_name"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherQualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"industry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job_types"}},{"kind":"Field","name":{"kind":"Name","value":"working_hours"}},{"kind":"Field","name":{"kind":"Name","value":"resumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProfileComplete"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesOwnProfileQuery, CandidatesOwnProfileQueryVariables>;
export const CandidatesAddExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesAddExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesAddExperienceMutation, CandidatesAddExperienceMutationVariables>;
export const CandidatesUpdateExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesUpdateExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesUpdateExperienceMutation, CandidatesUpdateExperienceMutationVariables>;
export const CandidatesDeleteExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesDeleteExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesDeleteExperienceMutation, CandidatesDeleteExperienceMutationVariables>;
export const CandidatesAddEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesAddEducation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EducationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEducation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"school_name"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesAddEducationMutation, CandidatesAddEducationMutationVariables>;
export const CandidatesUpdateEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesUpdateEducation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EducationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEducation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesUpdateEducationMutation, CandidatesUpdateEducationMutationVariables>;
export const CandidatesDeleteEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesDeleteEducation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEducation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesDeleteEducationMutation, CandidatesDeleteEducationMutationVariables>;
export const CandidatesAddResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesAddResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addResume"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidatesResumeList"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidatesResumeList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<CandidatesAddResumeMutation, CandidatesAddResumeMutationVariables>;
export const CandidatesActivateResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesActivateResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateResume"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidatesResumeList"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidatesResumeList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<CandidatesActivateResumeMutation, CandidatesActivateResumeMutationVariables>;
export const CandidatesDeleteResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesDeleteResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResume"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidatesResumeList"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidatesResumeList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<CandidatesDeleteResumeMutation, CandidatesDeleteResumeMutationVariables>;
export const CandidatesAddDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesAddDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSupportingDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSupportingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesAddDocumentMutation, CandidatesAddDocumentMutationVariables>;
export const CandidatesDeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesDeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupportingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesDeleteDocumentMutation, CandidatesDeleteDocumentMutationVariables>;
export const CandidatesSaveProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesSaveProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditCandidateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCandidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherQualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesSaveProfileMutation, CandidatesSaveProfileMutationVariables>;
export const CandidatesSaveManageCvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesSaveManageCv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManageCvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveManageCv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"job_types"}},{"kind":"Field","name":{"kind":"Name","value":"working_hours"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}}]}}]}}]} as unknown as DocumentNode<CandidatesSaveManageCvMutation, CandidatesSaveManageCvMutationVariables>;
export const CandidatesSavesAddExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CandidatesSavesAddExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CandidatesSavesAddExperienceMutation, CandidatesSavesAddExperienceMutationVariables>;
export const CaseStudiesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseStudiesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agency_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseStudies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agency_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agency_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<CaseStudiesListQuery, CaseStudiesListQueryVariables>;
export const CaseStudyOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseStudyOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"external_url"}},{"kind":"Field","name":{"kind":"Name","value":"video_url"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<CaseStudyOneQuery, CaseStudyOneQueryVariables>;
export const CaseStudyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseStudyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaseStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"external_url"}},{"kind":"Field","name":{"kind":"Name","value":"video_url"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<CaseStudyCreateMutation, CaseStudyCreateMutationVariables>;
export const CaseStudyUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseStudyUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"external_url"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<CaseStudyUpdateMutation, CaseStudyUpdateMutationVariables>;
export const CaseStudyDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseStudyDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CaseStudyDeleteMutation, CaseStudyDeleteMutationVariables>;
export const CompanyProfileMineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfileMine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<CompanyProfileMineQuery, CompanyProfileMineQueryVariables>;
export const CompanyProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"can_use_logo"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<CompanyProfileUpdateMutation, CompanyProfileUpdateMutationVariables>;
export const CompanyProfileConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyProfileConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CompanyProfileConfirmEmailMutation, CompanyProfileConfirmEmailMutationVariables>;
export const CompanyProfileResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyProfileResendEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailChange"}}]}}]} as unknown as DocumentNode<CompanyProfileResendEmailMutation, CompanyProfileResendEmailMutationVariables>;
export const CompanyProfileCancelEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompanyProfileCancelEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEmailChange"}}]}}]} as unknown as DocumentNode<CompanyProfileCancelEmailMutation, CompanyProfileCancelEmailMutationVariables>;
export const CompanyProfilePublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfilePublic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<CompanyProfilePublicQuery, CompanyProfilePublicQueryVariables>;
export const ContentArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeSlugs"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeSlugs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeSlugs"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ContentArticlesQuery, ContentArticlesQueryVariables>;
export const ContentArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ContentArticleQuery, ContentArticleQueryVariables>;
export const ContentDealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentDeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ContentDealsQuery, ContentDealsQueryVariables>;
export const ContentLandingPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentLandingPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"display_in_footer"}}]}}]}}]} as unknown as DocumentNode<ContentLandingPagesQuery, ContentLandingPagesQueryVariables>;
export const ContentLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ContentLandingPageQuery, ContentLandingPageQueryVariables>;
export const CreditsCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditsCurrent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CreditsCurrentQuery, CreditsCurrentQueryVariables>;
export const CreditsHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditsHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditEntryType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CreditsHistoryQuery, CreditsHistoryQueryVariables>;
export const PricesCalculatePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricesCalculatePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qty"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qty"}}},{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"discountPerUnitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIncludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalIncludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"promo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PricesCalculatePriceQuery, PricesCalculatePriceQueryVariables>;
export const PricesCheckPromoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricesCheckPromo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPromo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<PricesCheckPromoQuery, PricesCheckPromoQueryVariables>;
export const PromoGuessesCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoGuessesCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPromo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesCheckQuery, PromoGuessesCheckQueryVariables>;
export const PromoGuessesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoGuessesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesPriceQuery, PromoGuessesPriceQueryVariables>;
export const PromoGuessesOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoGuessesOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job_posts"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesOfferQuery, PromoGuessesOfferQueryVariables>;
export const PromoGuessesPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoGuessesPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesPurchaseMutation, PromoGuessesPurchaseMutationVariables>;
export const PromoGuessesOnAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoGuessesOnAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOnAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesOnAccountMutation, PromoGuessesOnAccountMutationVariables>;
export const PromoGuessesSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoGuessesSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PromoGuessesSubscribeMutation, PromoGuessesSubscribeMutationVariables>;
export const AccessTokensIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessTokensIssue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}}]}}]}}]} as unknown as DocumentNode<AccessTokensIssueMutation, AccessTokensIssueMutationVariables>;
export const AccessTokensMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokensMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccessTokensMeQuery, AccessTokensMeQueryVariables>;
export const AccessTokensLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessTokensLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AccessTokensLogoutMutation, AccessTokensLogoutMutationVariables>;
export const ActiveTeamOfMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveTeamOfMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}}]}}]}}]} as unknown as DocumentNode<ActiveTeamOfMeQuery, ActiveTeamOfMeQueryVariables>;
export const ActiveTeamUserTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveTeamUserTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveTeamUserTeamQuery, ActiveTeamUserTeamQueryVariables>;
export const ImpersonationLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpersonationLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<ImpersonationLogoutMutation, ImpersonationLogoutMutationVariables>;
export const ImpersonationImpersonateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpersonationImpersonate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImpersonateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<ImpersonationImpersonateMutation, ImpersonationImpersonateMutationVariables>;
export const ImpersonationSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpersonationSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issued_by"}}]}}]}}]} as unknown as DocumentNode<ImpersonationSessionQuery, ImpersonationSessionQueryVariables>;
export const SessionsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"teamOwner"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"owner_id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsMeQuery, SessionsMeQueryVariables>;
export const SessionsLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SocialLoginProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialLoginProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLoginProviders"}}]}}]} as unknown as DocumentNode<SocialLoginProvidersQuery, SocialLoginProvidersQueryVariables>;
export const SocialLoginRedeemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLoginRedeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemSocialLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemSocialLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestSession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<SocialLoginRedeemMutation, SocialLoginRedeemMutationVariables>;
export const SocialLoginRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLoginRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]}}]} as unknown as DocumentNode<SocialLoginRegisterMutation, SocialLoginRegisterMutationVariables>;
export const SocialLoginUpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLoginUpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}}]}}]}}]} as unknown as DocumentNode<SocialLoginUpdateCompanyMutation, SocialLoginUpdateCompanyMutationVariables>;
export const SocialLoginMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialLoginMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SocialLoginMeQuery, SocialLoginMeQueryVariables>;
export const InvitationsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"invite_status"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<InvitationsCreateMutation, InvitationsCreateMutationVariables>;
export const InvitationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invite_status"}},{"kind":"Field","name":{"kind":"Name","value":"team_id"}}]}}]}}]} as unknown as DocumentNode<InvitationsListQuery, InvitationsListQueryVariables>;
export const InvitationsResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invite_status"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}}]}}]} as unknown as DocumentNode<InvitationsResendMutation, InvitationsResendMutationVariables>;
export const InvitationsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InvitationsDeleteMutation, InvitationsDeleteMutationVariables>;
export const InvitationsLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationsLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"team_name"}},{"kind":"Field","name":{"kind":"Name","value":"team_type"}},{"kind":"Field","name":{"kind":"Name","value":"account_exists"}}]}}]}}]} as unknown as DocumentNode<InvitationsLinkQuery, InvitationsLinkQueryVariables>;
export const InvitationsRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMemberRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]}}]} as unknown as DocumentNode<InvitationsRegisterMutation, InvitationsRegisterMutationVariables>;
export const InvitationsCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMemberProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTeamMemberProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]}}]} as unknown as DocumentNode<InvitationsCompleteMutation, InvitationsCompleteMutationVariables>;
export const InvitationsAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationsAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationsAcceptMutation, InvitationsAcceptMutationVariables>;
export const InvitationsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationsMeQuery, InvitationsMeQueryVariables>;
export const InvoicesPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoicesPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InvoicesPurchaseMutation, InvoicesPurchaseMutationVariables>;
export const InvoicesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"due_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<InvoicesListQuery, InvoicesListQueryVariables>;
export const InvoicesDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicesDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceDownloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]}]}}]} as unknown as DocumentNode<InvoicesDownloadQuery, InvoicesDownloadQueryVariables>;
export const MarketplaceAgenciesTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceAgenciesTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceAgencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"case_studies_count"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MarketplaceAgenciesTestQuery, MarketplaceAgenciesTestQueryVariables>;
export const MarketplaceCaseStudiesTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceCaseStudiesTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceCaseStudies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"agency_name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<MarketplaceCaseStudiesTestQuery, MarketplaceCaseStudiesTestQueryVariables>;
export const NotificationSettingsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettingsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"send_email"}},{"kind":"Field","name":{"kind":"Name","value":"notification_frequency"}},{"kind":"Field","name":{"kind":"Name","value":"send_text_notification"}},{"kind":"Field","name":{"kind":"Name","value":"text_notification_phone"}},{"kind":"Field","name":{"kind":"Name","value":"privacy"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsMeQuery, NotificationSettingsMeQueryVariables>;
export const NotificationSettingsUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmailNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"send_email"}},{"kind":"Field","name":{"kind":"Name","value":"notification_frequency"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsUpdateEmailMutation, NotificationSettingsUpdateEmailMutationVariables>;
export const NotificationSettingsSendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsSendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTextNotificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTextNotificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsSendCodeMutation, NotificationSettingsSendCodeMutationVariables>;
export const NotificationSettingsVerifyCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsVerifyCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyTextNotificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTextNotificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"send_text_notification"}},{"kind":"Field","name":{"kind":"Name","value":"text_notification_phone"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsVerifyCodeMutation, NotificationSettingsVerifyCodeMutationVariables>;
export const NotificationSettingsDisableTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsDisableTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTextNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"send_text_notification"}},{"kind":"Field","name":{"kind":"Name","value":"text_notification_phone"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsDisableTextsMutation, NotificationSettingsDisableTextsMutationVariables>;
export const NotificationSettingsUpdatePrivacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsUpdatePrivacy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"privacy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilePrivacy"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfilePrivacy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"privacy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"privacy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"privacy"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsUpdatePrivacyMutation, NotificationSettingsUpdatePrivacyMutationVariables>;
export const AgencyListsLatestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyListsLatest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunitySearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyListsLatestQuery, AgencyListsLatestQueryVariables>;
export const AgencyListsForYouDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyListsForYou"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunitySearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunitiesForYou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyListsForYouQuery, AgencyListsForYouQueryVariables>;
export const AgencyListsProjectSkillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyListsProjectSkills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"software"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyListsProjectSkillsQuery, AgencyListsProjectSkillsQueryVariables>;
export const AgencyListsAppliedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyListsApplied"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appliedOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyListsAppliedQuery, AgencyListsAppliedQueryVariables>;
export const ListsLatestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListsLatest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunitySearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ListsLatestQuery, ListsLatestQueryVariables>;
export const ListsForYouDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListsForYou"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunitySearch"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunitiesForYou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ListsForYouQuery, ListsForYouQueryVariables>;
export const ListsAppliedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListsApplied"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appliedOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ListsAppliedQuery, ListsAppliedQueryVariables>;
export const ListsCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListsCompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"what_sets_apart"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListsCompanyProfileQuery, ListsCompanyProfileQueryVariables>;
export const OpportunitiesCreateJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesCreateJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"job_number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"is_on_site"}},{"kind":"Field","name":{"kind":"Name","value":"is_remote"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"is_ir35"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBudget"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_currency"}},{"kind":"Field","name":{"kind":"Name","value":"is_compensation_displayed"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"application_link"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_public"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"pivot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"must_have"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesCreateJobMutation, OpportunitiesCreateJobMutationVariables>;
export const OpportunitiesUpdateJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesUpdateJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesUpdateJobMutation, OpportunitiesUpdateJobMutationVariables>;
export const OpportunitiesCreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesCreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sub_type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"is_on_site"}},{"kind":"Field","name":{"kind":"Name","value":"is_remote"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode"}},{"kind":"Field","name":{"kind":"Name","value":"compensation_unit"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpportunitiesCreateProjectMutation, OpportunitiesCreateProjectMutationVariables>;
export const OpportunitiesUpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesUpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesUpdateProjectMutation, OpportunitiesUpdateProjectMutationVariables>;
export const OpportunitiesCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesCloseMutation, OpportunitiesCloseMutationVariables>;
export const OpportunitiesRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesRestoreMutation, OpportunitiesRestoreMutationVariables>;
export const OpportunitiesOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunitiesOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesOneQuery, OpportunitiesOneQueryVariables>;
export const OpportunitiesViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpportunitiesView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesViewMutation, OpportunitiesViewMutationVariables>;
export const OpportunitiesTeamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunitiesTeamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityTarget"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewTeamOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"closed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<OpportunitiesTeamListQuery, OpportunitiesTeamListQueryVariables>;
export const OpportunitiesPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunitiesPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityTarget"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"work_mode_label"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paginatorInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMorePages"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<OpportunitiesPublishedQuery, OpportunitiesPublishedQueryVariables>;
export const OpportunitiesPostingUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunitiesPostingUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postingTeamUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OpportunitiesPostingUsersQuery, OpportunitiesPostingUsersQueryVariables>;
export const BillingDetailsSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingDetailsSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<BillingDetailsSaveMutation, BillingDetailsSaveMutationVariables>;
export const BillingDetailsCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingDetailsCurrent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<BillingDetailsCurrentQuery, BillingDetailsCurrentQueryVariables>;
export const BillingAccessApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAccessApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCreditAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_company"}}]}}]}}]} as unknown as DocumentNode<BillingAccessApplyMutation, BillingAccessApplyMutationVariables>;
export const BillingAccessCreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessCreditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_company"}}]}}]}}]} as unknown as DocumentNode<BillingAccessCreditAccountQuery, BillingAccessCreditAccountQueryVariables>;
export const BillingAccessSaveDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAccessSaveDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BillingAccessSaveDetailsMutation, BillingAccessSaveDetailsMutationVariables>;
export const BillingAccessDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BillingAccessDetailsQuery, BillingAccessDetailsQueryVariables>;
export const BillingAccessInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<BillingAccessInvoicesQuery, BillingAccessInvoicesQueryVariables>;
export const BillingAccessDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceDownloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]}]}}]} as unknown as DocumentNode<BillingAccessDownloadQuery, BillingAccessDownloadQueryVariables>;
export const BillingAccessCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<BillingAccessCardQuery, BillingAccessCardQueryVariables>;
export const BillingAccessPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAccessPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BillingAccessPurchaseMutation, BillingAccessPurchaseMutationVariables>;
export const BillingAccessPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccessPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BillingAccessPriceQuery, BillingAccessPriceQueryVariables>;
export const BillingAccessOnAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAccessOnAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOnAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BillingAccessOnAccountMutation, BillingAccessOnAccountMutationVariables>;
export const CreditAccountsApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreditAccountsApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCreditAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_company"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_country"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_phone"}}]}}]}}]} as unknown as DocumentNode<CreditAccountsApplyMutation, CreditAccountsApplyMutationVariables>;
export const CreditAccountsCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditAccountsCurrent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoice_email"}}]}}]}}]} as unknown as DocumentNode<CreditAccountsCurrentQuery, CreditAccountsCurrentQueryVariables>;
export const CreditAccountsPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreditAccountsPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOnAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CreditAccountsPurchaseMutation, CreditAccountsPurchaseMutationVariables>;
export const CreditAccountsInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditAccountsInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"due_at"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<CreditAccountsInvoicesQuery, CreditAccountsInvoicesQueryVariables>;
export const PaymentsSavedCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsSavedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}}]}}]} as unknown as DocumentNode<PaymentsSavedCardQuery, PaymentsSavedCardQueryVariables>;
export const PaymentsPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]}}]} as unknown as DocumentNode<PaymentsPurchaseMutation, PaymentsPurchaseMutationVariables>;
export const PaymentsConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PaymentsConfirmMutation, PaymentsConfirmMutationVariables>;
export const PaymentsAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsAuthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticateLocalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approved"}}}]}]}}]} as unknown as DocumentNode<PaymentsAuthenticateMutation, PaymentsAuthenticateMutationVariables>;
export const StripeSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"publishable_key"}}]}}]}}]} as unknown as DocumentNode<StripeSetupQuery, StripeSetupQueryVariables>;
export const StripeSaveCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeSaveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]}}]} as unknown as DocumentNode<StripeSaveCardMutation, StripeSaveCardMutationVariables>;
export const StripePurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripePurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client_secret"}}]}}]}}]} as unknown as DocumentNode<StripePurchaseMutation, StripePurchaseMutationVariables>;
export const StripeConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StripeConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StripeConfirmMutation, StripeConfirmMutationVariables>;
export const PersonalInformationUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInformationUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalInformationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersonalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInformationUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInformationUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phone_secondary"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}}]}}]} as unknown as DocumentNode<PersonalInformationUpdateMutation, PersonalInformationUpdateMutationVariables>;
export const PersonalInformationMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalInformationMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalInformationUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"job_types"}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalInformationUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phone_secondary"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"referee_1"}},{"kind":"Field","name":{"kind":"Name","value":"referee_2"}},{"kind":"Field","name":{"kind":"Name","value":"looking_for"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}}]}}]} as unknown as DocumentNode<PersonalInformationMeQuery, PersonalInformationMeQueryVariables>;
export const PersonalInformationAddPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInformationAddPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"job_types"}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<PersonalInformationAddPreferenceMutation, PersonalInformationAddPreferenceMutationVariables>;
export const PersonalInformationUpdatePreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInformationUpdatePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"job_types"}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<PersonalInformationUpdatePreferenceMutation, PersonalInformationUpdatePreferenceMutationVariables>;
export const PersonalInformationActivatePreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInformationActivatePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activatePreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<PersonalInformationActivatePreferenceMutation, PersonalInformationActivatePreferenceMutationVariables>;
export const PersonalInformationDeletePreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PersonalInformationDeletePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PersonalInformationDeletePreferenceMutation, PersonalInformationDeletePreferenceMutationVariables>;
export const PlacesSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlacesSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<PlacesSearchQuery, PlacesSearchQueryVariables>;
export const ProfilesCandidateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilesCandidateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilesCandidateProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilesCandidateProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"work_location"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role_levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"working_hours"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school_name"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other_qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supporting_documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilesCandidateProfileQuery, ProfilesCandidateProfileQueryVariables>;
export const ProfilesFreelancerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilesFreelancerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freelancerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"application_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilesCandidateProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilesCandidateProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"pronouns"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"supporting_url"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"work_location"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role_levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"working_hours"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school_name"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"software"}},{"kind":"Field","name":{"kind":"Name","value":"is_top"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other_qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salary_currency"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"maximum_salary"}},{"kind":"Field","name":{"kind":"Name","value":"salary_unit"}},{"kind":"Field","name":{"kind":"Name","value":"payroll_status"}},{"kind":"Field","name":{"kind":"Name","value":"right_to_work"}},{"kind":"Field","name":{"kind":"Name","value":"start_date"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period"}},{"kind":"Field","name":{"kind":"Name","value":"notice_period_unit"}},{"kind":"Field","name":{"kind":"Name","value":"cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supporting_documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilesFreelancerProfileQuery, ProfilesFreelancerProfileQueryVariables>;
export const ProfilesApplicantProfileIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilesApplicantProfileIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile_id"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilesApplicantProfileIdsQuery, ProfilesApplicantProfileIdsQueryVariables>;
export const ProfilesAliasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilesAliases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProfilesAliasesQuery, ProfilesAliasesQueryVariables>;
export const ProfilesAgencyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilesAgencyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contact_email"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProfilesAgencyProfileQuery, ProfilesAgencyProfileQueryVariables>;
export const SubscriptionsOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job_posts"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceExcludingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"promoAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsOfferQuery, SubscriptionsOfferQueryVariables>;
export const SubscriptionsCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsCurrent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}},{"kind":"Field","name":{"kind":"Name","value":"current_period_end"}},{"kind":"Field","name":{"kind":"Name","value":"failure_message"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"period_start"}},{"kind":"Field","name":{"kind":"Name","value":"ends_at"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCurrentQuery, SubscriptionsCurrentQueryVariables>;
export const SubscriptionsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsAddMutation, SubscriptionsAddMutationVariables>;
export const SubscriptionsCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsCancel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCancelMutation, SubscriptionsCancelMutationVariables>;
export const SubscriptionsResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsResume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsResumeMutation, SubscriptionsResumeMutationVariables>;
export const SubscriptionsRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsRetry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retrySubscriptionPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsRetryMutation, SubscriptionsRetryMutationVariables>;
export const SubscriptionsPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsPurchaseMutation, SubscriptionsPurchaseMutationVariables>;
export const SubscriptionsConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsConfirmMutation, SubscriptionsConfirmMutationVariables>;
export const SubscriptionsAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsAuthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticateLocalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approved"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<SubscriptionsAuthenticateMutation, SubscriptionsAuthenticateMutationVariables>;
export const TaxonomiesAllGenresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomiesAllGenres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TaxonomiesAllGenresQuery, TaxonomiesAllGenresQueryVariables>;
export const TaxonomiesNoGenresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomiesNoGenres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genres"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"ListValue","values":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TaxonomiesNoGenresQuery, TaxonomiesNoGenresQueryVariables>;
export const TaxonomiesSkillsOfBadIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomiesSkillsOfBadIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industries"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"1","block":false},{"kind":"StringValue","value":"design","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TaxonomiesSkillsOfBadIdsQuery, TaxonomiesSkillsOfBadIdsQueryVariables>;
export const TeamPermissionsBillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsBillingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsBillingDetailsQuery, TeamPermissionsBillingDetailsQueryVariables>;
export const TeamPermissionsSaveBillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsSaveBillingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsSaveBillingDetailsMutation, TeamPermissionsSaveBillingDetailsMutationVariables>;
export const TeamPermissionsRequestCreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsRequestCreditAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCreditAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsRequestCreditAccountMutation, TeamPermissionsRequestCreditAccountMutationVariables>;
export const TeamPermissionsCalculatePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsCalculatePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculatePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsCalculatePriceQuery, TeamPermissionsCalculatePriceQueryVariables>;
export const TeamPermissionsPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseCreditsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsPurchaseMutation, TeamPermissionsPurchaseMutationVariables>;
export const TeamPermissionsCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsCardQuery, TeamPermissionsCardQueryVariables>;
export const TeamPermissionsNewLocalCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsNewLocalCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocalPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TeamPermissionsNewLocalCardMutation, TeamPermissionsNewLocalCardMutationVariables>;
export const TeamPermissionsSaveCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsSaveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsSaveCardMutation, TeamPermissionsSaveCardMutationVariables>;
export const TeamPermissionsCreditHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsCreditHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsCreditHistoryQuery, TeamPermissionsCreditHistoryQueryVariables>;
export const TeamPermissionsInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsInvoicesQuery, TeamPermissionsInvoicesQueryVariables>;
export const TeamPermissionsTeamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsTeamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewUserTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsTeamListQuery, TeamPermissionsTeamListQueryVariables>;
export const TeamPermissionsTeamUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsTeamUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamUserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsTeamUpdateMutation, TeamPermissionsTeamUpdateMutationVariables>;
export const TeamPermissionsTeamRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsTeamRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}]}]}}]} as unknown as DocumentNode<TeamPermissionsTeamRemoveMutation, TeamPermissionsTeamRemoveMutationVariables>;
export const TeamPermissionsTeamAssociationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsTeamAssociations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncTeamUserAssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncTeamUserAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsTeamAssociationsMutation, TeamPermissionsTeamAssociationsMutationVariables>;
export const TeamPermissionsInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamPermissionsInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsInviteMutation, TeamPermissionsInviteMutationVariables>;
export const TeamPermissionsInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsInvitationsQuery, TeamPermissionsInvitationsQueryVariables>;
export const TeamPermissionsDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamPermissionsDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewTeamOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"EnumValue","value":"JOB"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamPermissionsDashboardQuery, TeamPermissionsDashboardQueryVariables>;
export const TeamRightsApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opportunity_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resumeUrl"}}]}}]}}]} as unknown as DocumentNode<TeamRightsApplicantsQuery, TeamRightsApplicantsQueryVariables>;
export const TeamRightsFreelancerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsFreelancerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"application_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freelancerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"application_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"application_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamRightsFreelancerProfileQuery, TeamRightsFreelancerProfileQueryVariables>;
export const TeamRightsCandidateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsCandidateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsCandidateProfileQuery, TeamRightsCandidateProfileQueryVariables>;
export const TeamRightsPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamRightsPostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamRightsPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<TeamRightsPostQuery, TeamRightsPostQueryVariables>;
export const TeamRightsCompanyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsCompanyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamRightsPostFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamRightsPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"follow_up"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"close_reason"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"freelancer_name"}},{"kind":"Field","name":{"kind":"Name","value":"applicants_count"}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<TeamRightsCompanyPageQuery, TeamRightsCompanyPageQueryVariables>;
export const TeamRightsTeamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsTeamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewUserTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsTeamListQuery, TeamRightsTeamListQueryVariables>;
export const TeamRightsTeamUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamRightsTeamUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamUserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsTeamUpdateMutation, TeamRightsTeamUpdateMutationVariables>;
export const TeamRightsTeamRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamRightsTeamRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}]}]}}]} as unknown as DocumentNode<TeamRightsTeamRemoveMutation, TeamRightsTeamRemoveMutationVariables>;
export const TeamRightsInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamRightsInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsInviteMutation, TeamRightsInviteMutationVariables>;
export const TeamRightsInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsInvitationsQuery, TeamRightsInvitationsQueryVariables>;
export const TeamRightsCancelInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamRightsCancelInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TeamRightsCancelInvitationMutation, TeamRightsCancelInvitationMutationVariables>;
export const TeamRightsCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team_id"}}]}}]}}]} as unknown as DocumentNode<TeamRightsCreditQuery, TeamRightsCreditQueryVariables>;
export const TeamRightsCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsCompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]}}]} as unknown as DocumentNode<TeamRightsCompanyProfileQuery, TeamRightsCompanyProfileQueryVariables>;
export const TeamRightsBillingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamRightsBillingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TeamRightsBillingDetailsQuery, TeamRightsBillingDetailsQueryVariables>;
export const TeamsMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamsMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewUserTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"team_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"is_owner"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"associate_ids"}}]}}]}}]} as unknown as DocumentNode<TeamsMembersQuery, TeamsMembersQueryVariables>;
export const TeamsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamUserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"can_post_jobs"}}]}}]}}]} as unknown as DocumentNode<TeamsUpdateMutation, TeamsUpdateMutationVariables>;
export const TeamsRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamsRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeamUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}}]}]}}]} as unknown as DocumentNode<TeamsRemoveMutation, TeamsRemoveMutationVariables>;
export const TeamsAssociateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamsAssociate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamUserAssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeamUserAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"associate_ids"}}]}}]}}]} as unknown as DocumentNode<TeamsAssociateMutation, TeamsAssociateMutationVariables>;
export const TeamsDissociateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamsDissociate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamUserAssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeamUserAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"associate_ids"}}]}}]}}]} as unknown as DocumentNode<TeamsDissociateMutation, TeamsDissociateMutationVariables>;
export const TeamsSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamsSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncTeamUserAssociationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncTeamUserAssociation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"associate_ids"}}]}}]}}]} as unknown as DocumentNode<TeamsSyncMutation, TeamsSyncMutationVariables>;
export const TeamsTeamPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamsTeamPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewTeamOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"team_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"team_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"EnumValue","value":"JOB"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TeamsTeamPostsQuery, TeamsTeamPostsQueryVariables>;
export const TestingCreateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestingCreateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocalPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TestingCreateCardMutation, TestingCreateCardMutationVariables>;
export const TestingSaveCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestingSaveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"exp_month"}},{"kind":"Field","name":{"kind":"Name","value":"exp_year"}}]}}]}}]} as unknown as DocumentNode<TestingSaveCardMutation, TestingSaveCardMutationVariables>;
export const TestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"teamType"}},{"kind":"Field","name":{"kind":"Name","value":"access_token"}}]}}]} as unknown as DocumentNode<TestLoginMutation, TestLoginMutationVariables>;
export const TestPingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ping"}}]}}]} as unknown as DocumentNode<TestPingQuery, TestPingQueryVariables>;