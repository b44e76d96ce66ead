import type { GraphQLResolveInfo } from 'graphql';
import type { UserParent, UserTeamParent, TeamParent } from '../../../modules/identity/mappers';
import type { OpportunityParent, UserSummary, AppliedRow, CompanyProfileParent, ViewerApplicationRow } from '../../../modules/opportunities/mappers';
import type { CaseStudyParent, CaseStudyAgencyParent, CaseStudyBlockParent } from '../../../modules/case-studies/mappers';
import type { AgencyListingParent } from '../../../modules/marketplace/mappers';
import type { PaymentMethodRow, PurchaseResultParent, CreditAccountRow, BillingDetailsRow } from '../../../modules/payments/mappers';
import type { InvoiceRow } from '../../../modules/invoices/mappers';
import type { SubscriptionRow, SubscriptionPeriodRow } from '../../../modules/subscriptions/mappers';
import type { CreditEntryRow } from '../../../modules/credits/mappers';
import type { ApplicationRow, ApplicantUserParent } from '../../../modules/applications/mappers';
import type { EducationRow, ExperienceRow, CandidateSkillRow, ResumeRow, SupportingDocumentRow } from '../../../modules/candidates/mappers';
import type { CandidateProfileRow, CandidateApplicationRow, CandidateApplicationDetailRow, FreelancerProfileRow, AgencyProfileRow } from '../../../modules/profiles/mappers';
import type { TeamMember } from '../../../modules/teams/mappers';
import type { InvitationRow, InvitationLinkView } from '../../../modules/invitations/mappers';
import type { ArticleRow, DealRow, LandingPageRow } from '../../../modules/content/mappers';
import type { OwnAgencyProfileParent } from '../../../modules/agency-profile/mappers';
import type { OwnCompanyProfileParent } from '../../../modules/company-profile/mappers';
import type { PreferenceView } from '../../../modules/personal-information/mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * A short-lived bearer token minted from a session, which lives no longer than the session and
 * cannot mint others.
 */
export type AccessGrant = {
  __typename?: 'AccessGrant';
  access_token: Scalars['String']['output'];
  /** Seconds from now until it stops working. */
  expires_in: Scalars['Int']['output'];
};

/** The brief's ADD_SUBSCRIPTION. */
export type AddSubscriptionInput = {
  /** The client's key for this attempt (a UUID): the same key again answers the same payment. */
  idempotency_key: Scalars['String']['input'];
  /** The card form's payment method: saved as the team's card first, when given. */
  payment_method_id?: InputMaybe<Scalars['String']['input']>;
  promo?: InputMaybe<Scalars['String']['input']>;
};

export type AddSupportingDocumentInput = {
  /** The id of the caller's upload of kind `document`. */
  file: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** The agency edit-account-information form (agencyAccountSchema). */
export type AgencyAccountInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  /** Plain text, at most 1000 characters. */
  bio: Scalars['String']['input'];
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  /**
   * The owner's sign-in email. A change must be free ('Email already exists!') and takes effect
   * only when the new address confirms the link mailed to it (`confirmEmailChange`); the old
   * address is told. Until then `email` stays and `pending_email` shows the new one.
   */
  email: Scalars['String']['input'];
  /** A new upload's id (`POST /api/uploads`, kind logo), or the `avatar` the profile has now. */
  logo: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** An agency's typical project budget: whole units of the currency, min at most max. */
export type AgencyBudget = {
  __typename?: 'AgencyBudget';
  /** GBP, EUR or USD. */
  currency: Scalars['String']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

/** An agency as the marketplace and the network list it (the brief's agency listing). */
export type AgencyListing = {
  __typename?: 'AgencyListing';
  agency_name: Scalars['String']['output'];
  avatar: Maybe<Scalars['String']['output']>;
  case_studies_count: Scalars['Int']['output'];
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  /** The bio's first line: cards truncate the headline at 25 characters. */
  headline: Scalars['String']['output'];
  /** Its team id (`agency-profile/{id}`). */
  id: Scalars['ID']['output'];
  /** Category experience. */
  industries: Array<Industry>;
  /** Its first location, as typed. */
  location: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  services: Array<Service>;
  vetted: Scalars['Boolean']['output'];
};

export type AgencyListingPaginator = {
  __typename?: 'AgencyListingPaginator';
  data: Array<AgencyListing>;
  paginatorInfo: PaginatorInfo;
};

/** The agency owner's personal information (agencyPersonalInformationSchema). */
export type AgencyPersonalInformationInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** ISO 3166 alpha-2. */
  country: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** Job title. */
  position: Scalars['String']['input'];
  /** County. */
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** An agency as an employer sees it (`agency-profile/{id}`); its id is its team's. */
export type AgencyProfile = {
  __typename?: 'AgencyProfile';
  /** The logo, a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  /** Plain text. */
  bio: Maybe<Scalars['String']['output']>;
  /** The projects the agency usually takes on, or null. */
  budget: Maybe<AgencyBudget>;
  /** Where employers write to the agency, or null. */
  contact_email: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Category experience (the brief's industries). */
  industries: Array<Industry>;
  locations: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  services: Array<Service>;
  vetted: Scalars['Boolean']['output'];
  website: Maybe<Scalars['String']['output']>;
};

/** The agency edit-profile form (shared/validation/agency-profile.ts, agencyProfileSchema). */
export type AgencyProfileEditInput = {
  /** One or two locations. */
  agency_location: Array<Scalars['String']['input']>;
  agency_name: Scalars['String']['input'];
  /** Up to four phone numbers ('+' added when missing). */
  agency_phone: Array<Scalars['String']['input']>;
  /** Plain text, at most 1000 characters. */
  bio: Scalars['String']['input'];
  /** GBP (default), EUR or USD. */
  budget_currency?: InputMaybe<Scalars['String']['input']>;
  budget_max?: InputMaybe<Scalars['Int']['input']>;
  /** Optional, with budget_max: the typical project budget, in a project's range (1,000-25,000). */
  budget_min?: InputMaybe<Scalars['Int']['input']>;
  /** Optional: where employers write to the agency. */
  contact_email?: InputMaybe<Scalars['String']['input']>;
  /** Category experience: industry ids, at least one. */
  industries: Array<Scalars['ID']['input']>;
  /** Service ids, at least one. */
  services: Array<Scalars['ID']['input']>;
  /** https:// is added when missing. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** The agency's onboarding: the agency profile of the active team. */
export type AgencyProfileInput = {
  /** One or two locations. */
  agency_location?: InputMaybe<Array<Scalars['String']['input']>>;
  agency_name?: InputMaybe<Scalars['String']['input']>;
  /** Up to four phone numbers. */
  agency_phone?: InputMaybe<Array<Scalars['String']['input']>>;
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Category experience: industry ids, at least one. */
  industries?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** An uploaded file of kind logo. */
  logo: Scalars['ID']['input'];
  /** Service ids, at least one. */
  services?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/**
 * One application to a post (the brief's Applicant): who applied, when, their message, and
 * their CV and additional document.
 */
export type Applicant = {
  __typename?: 'Applicant';
  /** When they applied (ISO 8601). */
  created_at: Scalars['String']['output'];
  /** The additional document's served path, or null (download with `documentUrl`). */
  document: Maybe<Scalars['String']['output']>;
  /** A signed link to the additional document, as `resumeUrl`. */
  documentUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_shown: Scalars['Boolean']['output'];
  /** Their message (at most 400 characters). */
  reason: Scalars['String']['output'];
  /** The CV's served path, or null. Not a way to download it: use `resumeUrl`. */
  resume: Maybe<Scalars['String']['output']>;
  /**
   * A signed link to the CV, relative to the API origin, that opens it for a few minutes;
   * null without a CV.
   */
  resumeUrl: Maybe<Scalars['String']['output']>;
  user: ApplicantUser;
};

/** The agency an applicant applied for: their agency team. */
export type ApplicantAgency = {
  __typename?: 'ApplicantAgency';
  /** The agency's name. */
  company: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Who applied: a candidate, or an agency's user (with their agency). */
export type ApplicantUser = {
  __typename?: 'ApplicantUser';
  /** The applicant's agency team, for AGENCY users and GUEST members of an agency; else null. */
  agency: Maybe<ApplicantAgency>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** A candidate's opaque profile id (`User.profile_id`), for the applicants list's links; else null. */
  profile_id: Maybe<Scalars['ID']['output']>;
  type: UserType;
};

/** Whether the caller may apply at all, before choosing a post: what the Apply button opens. */
export type ApplicationEligibility = {
  __typename?: 'ApplicationEligibility';
  /** Why not, when not. */
  blocked: Maybe<ApplyBlock>;
  eligible: Scalars['Boolean']['output'];
  /** What the profile still needs, named as the dialog lists them. */
  missing: Array<Scalars['String']['output']>;
};

/** Applying (the brief's create applicant); the files are chosen among the caller's own. */
export type ApplicationInput = {
  /** One of the caller's supporting documents, or none (candidates only). */
  document_id?: InputMaybe<Scalars['ID']['input']>;
  opportunity_id: Scalars['ID']['input'];
  /** The message, at most 400 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** One of the caller's CVs, or none (candidates only). */
  resume_id?: InputMaybe<Scalars['ID']['input']>;
};

/** One of the caller's applications, with the post it answers. */
export type AppliedOpportunity = {
  __typename?: 'AppliedOpportunity';
  /** When they applied (ISO 8601). */
  created_at: Scalars['String']['output'];
  /** The application's id. */
  id: Scalars['ID']['output'];
  opportunity: Opportunity;
  status: AppliedStatus;
};

export type AppliedOpportunityPaginator = {
  __typename?: 'AppliedOpportunityPaginator';
  data: Array<AppliedOpportunity>;
  paginatorInfo: PaginatorInfo;
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

/** A community article (the blog, resources and the dashboards' community articles). */
export type Article = {
  __typename?: 'Article';
  availability: Availability;
  /** Rich-text JSON (shared/rich-text.ts): render it, never inject it. */
  content: Scalars['String']['output'];
  /** ISO 8601: when it was published. */
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The cover image, a path relative to the API origin; null when it has none. */
  image: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ArticleType;
};

export type ArticlePaginator = {
  __typename?: 'ArticlePaginator';
  data: Array<Article>;
  paginatorInfo: PaginatorInfo;
};

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

/** Who the team's payments and invoices are billed to. */
export type BillingDetails = {
  __typename?: 'BillingDetails';
  address_1: Scalars['String']['output'];
  address_2: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** County. */
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type BillingDetailsInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** ISO 3166 alpha-2; GB when not given. */
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** A candidate's application to one of the viewer's posts. */
export type CandidateApplication = {
  __typename?: 'CandidateApplication';
  /** When they applied (ISO 8601). */
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  opportunity: CandidateAppliedPost;
};

/** One application as the posting team reads it on `freelancer-profile/{userId}-{applicationId}`. */
export type CandidateApplicationDetail = {
  __typename?: 'CandidateApplicationDetail';
  /** When they applied (ISO 8601). */
  created_at: Scalars['String']['output'];
  /** A signed link to the additional document sent with it, or null. */
  documentUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  opportunity: CandidateAppliedPost;
  /** Their message (at most 400 characters). */
  reason: Scalars['String']['output'];
  /** A signed link to the CV sent with it, or null. */
  resumeUrl: Maybe<Scalars['String']['output']>;
};

/** The post a candidate applied to, as its team sees it on the candidate's profile. */
export type CandidateAppliedPost = {
  __typename?: 'CandidateAppliedPost';
  id: Scalars['ID']['output'];
  target: OpportunityTarget;
  title: Scalars['String']['output'];
};

/**
 * A candidate as an employer allowed to see them reads them (`candidate-profile/{id}`, and the
 * candidate's own `profile` page). What stays with the candidate and the service (never here):
 * email, phone and address lines, ethnicity, where they heard of us, referees, notification
 * and privacy settings (docs/profiles.md).
 */
export type CandidateProfile = {
  __typename?: 'CandidateProfile';
  /** Their applications to the viewer's posts, newest first (none for anyone else). */
  applications: Array<CandidateApplication>;
  /** Their photo, a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  /** Plain text. */
  bio: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  /** The active CV (its `fileUrl` a signed link), or null. */
  cv: Maybe<Resume>;
  /** Education, Present first, then the latest. */
  education: Array<Education>;
  /** Experience, Present first, then the latest. */
  experiences: Array<Experience>;
  first_name: Scalars['String']['output'];
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  /** Their disciplines (the brief's industries). */
  industries: Array<Industry>;
  /** The job types they consider. */
  job_types: Array<JobType>;
  languages: Array<Scalars['String']['output']>;
  last_name: Scalars['String']['output'];
  /** Their LinkedIn profile (https), if they gave one. */
  linkedin: Maybe<Scalars['String']['output']>;
  maximum_salary: Maybe<Scalars['Int']['output']>;
  /** Salary or day-rate expectations, whole units of the currency. */
  minimum_salary: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  notice_period: Maybe<Scalars['Int']['output']>;
  /** DAYS or MONTHS. */
  notice_period_unit: Maybe<Scalars['String']['output']>;
  other_qualifications: Array<OtherQualification>;
  /** 1 Payroll, 2 Limited Company, 3 Either. */
  payroll_status: Maybe<Scalars['Int']['output']>;
  /** Their last job title. */
  position: Maybe<Scalars['String']['output']>;
  /** The positions they seek. */
  positions: Array<Position>;
  /** The opaque id profile links carry: `candidate-profile/{profile_id}` (docs/profiles.md). */
  profile_id: Scalars['ID']['output'];
  pronouns: Maybe<Scalars['String']['output']>;
  qualifications: Array<Qualification>;
  /** 1 no visa required, 2 a visa needed within 3 years. */
  right_to_work: Maybe<Scalars['String']['output']>;
  /** The role levels they seek (looking_for). */
  role_levels: Array<JobLevel>;
  /** GBP, EUR or USD. */
  salary_currency: Scalars['String']['output'];
  /** YEAR or DAY. */
  salary_unit: Maybe<Scalars['String']['output']>;
  services: Array<Service>;
  /** Skills and software skills (`software`), top skills (`is_top`) first. */
  skills: Array<CandidateSkill>;
  /** Availability: the date they can start (YYYY-MM-DD). */
  start_date: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  /** Supporting documents, newest first (each `fileUrl` a signed link). */
  supporting_documents: Array<SupportingDocument>;
  /** Their portfolio or other supporting link (https), if they gave one. */
  supporting_url: Maybe<Scalars['String']['output']>;
  vetted: Scalars['Boolean']['output'];
  /** Preferred work location: ONSITE, REMOTE, HYBRID or ALL. */
  work_location: Maybe<Scalars['String']['output']>;
  /** Working hours they consider: FULLTIME, PARTTIME, BOTH_TIME. */
  working_hours: Array<Scalars['String']['output']>;
};

/** The candidate's onboarding (complete-profile). */
export type CandidateProfileInput = {
  /** An uploaded file of kind avatar (POST /api/uploads). */
  avatar: Scalars['ID']['input'];
  bio?: InputMaybe<Scalars['String']['input']>;
  ethnicity?: InputMaybe<Scalars['String']['input']>;
  hear_us?: InputMaybe<Scalars['String']['input']>;
  /** Kept only when hear_us is recommendation or other. */
  hear_us_additional?: InputMaybe<Scalars['String']['input']>;
  /** At most 10. */
  languages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** ONSITE, REMOTE, HYBRID or ALL. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Job level keys, at most 2. */
  looking_for?: InputMaybe<Array<Scalars['String']['input']>>;
  notice_period?: InputMaybe<Scalars['Int']['input']>;
  /** DAYS or MONTHS. */
  notice_period_unit?: InputMaybe<Scalars['String']['input']>;
  payroll_status?: InputMaybe<Scalars['Int']['input']>;
  /** Position ids, at most 5. */
  positions?: InputMaybe<Array<Scalars['ID']['input']>>;
  referee_1?: InputMaybe<Scalars['String']['input']>;
  referee_2?: InputMaybe<Scalars['String']['input']>;
  right_to_work?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  start_date?: InputMaybe<Scalars['String']['input']>;
};

/** A skill or software skill a candidate has; at most 3 are top skills. */
export type CandidateSkill = {
  __typename?: 'CandidateSkill';
  id: Scalars['ID']['output'];
  is_top: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  software: Scalars['Boolean']['output'];
};

export type CaseStudy = {
  __typename?: 'CaseStudy';
  agency: CaseStudyAgency;
  /** Whether the caller may edit and delete it (its agency's AGENCY owner). */
  can_edit: Scalars['Boolean']['output'];
  /** At most 3 media. */
  content: Array<CaseStudyBlock>;
  /** ISO 8601. */
  created_at: Scalars['String']['output'];
  /** Rich-text JSON, at most 1000 characters of text. */
  description: Scalars['String']['output'];
  external_url: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A path relative to the API origin. */
  thumbnail: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  video_url: Maybe<Scalars['String']['output']>;
};

/** The agency a case study belongs to, as its cards show it. */
export type CaseStudyAgency = {
  __typename?: 'CaseStudyAgency';
  agency_name: Scalars['String']['output'];
  avatar: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  /** The agency's team id (`agency-profile/{id}`). */
  id: Scalars['ID']['output'];
  services: Array<Service>;
};

/** One media item of a case study: an uploaded image or a video page's URL. */
export type CaseStudyBlock = {
  __typename?: 'CaseStudyBlock';
  /** A path relative to the API origin, for images. */
  image: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** image or video. */
  layout: Scalars['String']['output'];
  /** A video page's URL, for videos. */
  url: Maybe<Scalars['String']['output']>;
};

export type CaseStudyBlockInput = {
  /** Keeps an image the case study already shows (layout image, on edit). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image's file id (layout image). */
  image_file_id?: InputMaybe<Scalars['ID']['input']>;
  /** image or video. */
  layout: Scalars['String']['input'];
  /** A video page's URL (layout video). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The case-study form (`case-study/add`, `case-study/edit/{id}`). */
export type CaseStudyInput = {
  /** At most 3 ('You can only select a maximum of 3 files'). */
  content?: InputMaybe<Array<CaseStudyBlockInput>>;
  /** Rich-text JSON. */
  description?: InputMaybe<Scalars['String']['input']>;
  external_url?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded `thumbnail` file id; omitted on edit keeps the current one. */
  thumbnail_file_id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  video_url?: InputMaybe<Scalars['String']['input']>;
};

export type CaseStudyPaginator = {
  __typename?: 'CaseStudyPaginator';
  data: Array<CaseStudy>;
  paginatorInfo: PaginatorInfo;
};

export type ChangePasswordInput = {
  current_password: Scalars['String']['input'];
  password: Scalars['String']['input'];
  password_confirmation: Scalars['String']['input'];
};

/** The Close modal. */
export type CloseOpportunityInput = {
  /** YYYY-MM-DD. */
  closed_at?: InputMaybe<Scalars['String']['input']>;
  /** The applicant who filled it ('Filled by applicant'), or their typed name. */
  freelancer_id?: InputMaybe<Scalars['ID']['input']>;
  freelancer_name?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** A company as candidates and agencies see it (`company-profile/{id}`). */
export type CompanyProfile = {
  __typename?: 'CompanyProfile';
  /** The logo, a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  /** Where it is: town, county and country (ISO 3166 alpha-2); never the street or postcode. */
  city: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  country: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Its published, open posts of the caller's side, newest first (the page asked for). */
  opportunities: OpportunityPaginator;
  state: Maybe<Scalars['String']['output']>;
  /** The vetted badge: the company's owner is vetted (`admin vet`). */
  vetted: Scalars['Boolean']['output'];
  website: Maybe<Scalars['String']['output']>;
  what_sets_apart: Maybe<Scalars['String']['output']>;
};

/** The employer edit-profile form (shared/validation/company-profile.ts). */
export type CompanyProfileInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  /** Rich text: the editor's serialised document. */
  bio: Scalars['String']['input'];
  /** Left as it is when omitted. */
  can_use_logo?: InputMaybe<Scalars['Boolean']['input']>;
  city: Scalars['String']['input'];
  /** The employer name. */
  company: Scalars['String']['input'];
  country: Scalars['String']['input'];
  /** Rich text: the editor's serialised document. */
  description: Scalars['String']['input'];
  /**
   * The caller's sign-in email. A change must be free ('Email already exists!') and takes effect
   * only when the new address confirms the link mailed to it (`confirmEmailChange`); the old
   * address is told. Until then `email` stays and `pending_email` shows the new one.
   */
  email: Scalars['String']['input'];
  /** A new upload's id (`POST /api/uploads`, kind logo), or the `avatar` the profile has now. */
  logo: Scalars['String']['input'];
  state: Scalars['String']['input'];
  /** https:// is added when missing. */
  website?: InputMaybe<Scalars['String']['input']>;
  what_sets_apart: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type CreateInvitationInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
};

/** A team's application to buy on account, with the details its invoices go to. */
export type CreditAccount = {
  __typename?: 'CreditAccount';
  invoice_address_1: Scalars['String']['output'];
  invoice_address_2: Maybe<Scalars['String']['output']>;
  invoice_city: Scalars['String']['output'];
  invoice_company: Scalars['String']['output'];
  invoice_country: Scalars['String']['output'];
  invoice_email: Scalars['String']['output'];
  invoice_phone: Scalars['String']['output'];
  invoice_state: Scalars['String']['output'];
  invoice_zip: Scalars['String']['output'];
  status: CreditAccountStatus;
};

/** The brief's credit account request. */
export type CreditAccountInput = {
  invoice_address_1: Scalars['String']['input'];
  invoice_address_2?: InputMaybe<Scalars['String']['input']>;
  invoice_city: Scalars['String']['input'];
  invoice_company: Scalars['String']['input'];
  invoice_country?: InputMaybe<Scalars['String']['input']>;
  invoice_email: Scalars['String']['input'];
  invoice_phone: Scalars['String']['input'];
  invoice_state: Scalars['String']['input'];
  invoice_zip: Scalars['String']['input'];
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

/** One movement of the team's job posts (the brief's credit history entry). */
export type CreditHistoryEntry = {
  __typename?: 'CreditHistoryEntry';
  /** The team's job posts after it. */
  balance: Scalars['Int']['output'];
  /** ISO 8601. */
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The invoice a purchase produced. */
  invoice_id: Maybe<Scalars['String']['output']>;
  qty: Scalars['Int']['output'];
  /** What was paid, in pence (0 for a grant or a spend). */
  total: Scalars['Int']['output'];
  type: CreditEntryType;
};

export type CreditHistoryPage = {
  __typename?: 'CreditHistoryPage';
  data: Array<CreditHistoryEntry>;
  paginatorInfo: CursorPaginatorInfo;
};

/** A team's job posts left: each new job opportunity or agency project costs one. */
export type CurrentCredit = {
  __typename?: 'CurrentCredit';
  balance: Scalars['Int']['output'];
  team_id: Scalars['ID']['output'];
};

/** A page of a keyset-paged list: pass `endCursor` as `after` for the next. */
export type CursorPaginatorInfo = {
  __typename?: 'CursorPaginatorInfo';
  count: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasMorePages: Scalars['Boolean']['output'];
};

/** A deal: an offer redeemed on a partner's site (`link`, opened in the system browser). */
export type Deal = {
  __typename?: 'Deal';
  /** Rich-text JSON. */
  content: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  /** An https URL. */
  link: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DealPaginator = {
  __typename?: 'DealPaginator';
  data: Array<Deal>;
  paginatorInfo: PaginatorInfo;
};

/** Edit Profile's save: every list is replaced by the one given. */
export type EditCandidateProfileInput = {
  /** Plain text, at most 1000 characters. */
  bio: Scalars['String']['input'];
  genres?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Category experience, at least 1. */
  industries: Array<Scalars['ID']['input']>;
  other_qualifications?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At least 1 when industries include 2. */
  qualifications?: InputMaybe<Array<Scalars['ID']['input']>>;
  services?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Skills (not software), at least 3, of the chosen industries. */
  skills: Array<Scalars['ID']['input']>;
  /** Software skills; at least 1 when industries include 2. */
  software_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At most 3, each one of `skills` or `software_skills`. */
  top_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A school or course on a candidate's profile. */
export type Education = {
  __typename?: 'Education';
  description: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  qualification: Scalars['String']['output'];
  school_name: Scalars['String']['output'];
  /** YYYY-MM-DD; null: Present. */
  to: Maybe<Scalars['String']['output']>;
};

/** The qualification (education) modal. */
export type EducationInput = {
  description: Scalars['String']['input'];
  from: Scalars['String']['input'];
  present?: InputMaybe<Scalars['Boolean']['input']>;
  qualification: Scalars['String']['input'];
  school_name: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A sign-in email change waits for the new address to confirm a mailed link (docs/security.md
 * G12). The employer's `updateCompanyProfile` and the agency's `updateAgencyAccount` ask for it;
 * their profiles show the address waiting as `pending_email`.
 */
export type EmailChangeConfirmation = {
  __typename?: 'EmailChangeConfirmation';
  /** The account's sign-in email from now on. */
  email: Scalars['String']['output'];
};

export type EmailNotificationSettingsInput = {
  notification_frequency: NotificationFrequency;
  send_email: Scalars['Boolean']['input'];
};

/** The employer's onboarding: the company profile of the active team. */
export type EmployerProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  can_use_logo?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded file of kind logo. */
  logo: Scalars['ID']['input'];
  what_sets_apart?: InputMaybe<Scalars['String']['input']>;
};

/** A job on a candidate's profile. */
export type Experience = {
  __typename?: 'Experience';
  /** The employer. */
  company: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** YYYY-MM-DD; null: Present. */
  to: Maybe<Scalars['String']['output']>;
  /** Whole years from `from` to `to` (or today). */
  years: Scalars['Int']['output'];
};

/** The experience modal. `present: true` (or `to: null`) is Present: no end date. */
export type ExperienceInput = {
  /** The employer. */
  company: Scalars['String']['input'];
  description: Scalars['String']['input'];
  /** YYYY-MM-DD. */
  from: Scalars['String']['input'];
  present?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
  /** YYYY-MM-DD, on or after `from`; ignored when `present`. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A candidate's profile together with one of their applications. */
export type FreelancerProfile = {
  __typename?: 'FreelancerProfile';
  application: CandidateApplicationDetail;
  profile: CandidateProfile;
};

export type Genre = {
  __typename?: 'Genre';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * Admin impersonation (docs/security.md D6): `admin impersonate <email>` mints a one-time link
 * (`/{group}/impersonate/{id}?token=…`, or `shortlist://impersonate/{id}?token=…` for the
 * desktop app); redeeming it opens a session as its target, flagged as impersonated.
 */
export type ImpersonateInput = {
  /** The target user's id, from the link. */
  id: Scalars['ID']['input'];
  /** The one-time token from the link. */
  token: Scalars['String']['input'];
};

/** How the current session came about when it is an impersonation. */
export type Impersonation = {
  __typename?: 'Impersonation';
  /** The operator who minted the link (the OS user that ran `admin impersonate`). */
  issued_by: Scalars['String']['output'];
};

/** A professional discipline (category experience). Id 1 is the default. */
export type Industry = {
  __typename?: 'Industry';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An invitation to join a team (the brief's Invitation). */
export type Invitation = {
  __typename?: 'Invitation';
  email: Scalars['String']['output'];
  /** When it stops working (a resend starts it again), ISO 8601. */
  expires_at: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** pending until accepted or cancelled; the list shows it capitalised. */
  invite_status: InvitationStatus;
  last_name: Scalars['String']['output'];
  team_id: Scalars['ID']['output'];
  updated_at: Scalars['String']['output'];
};

/** The invitation behind a link, as the invited person sees it before accepting. */
export type InvitationLink = {
  __typename?: 'InvitationLink';
  /** Whether an account already uses the email: then it signs in and accepts, instead of registering. */
  account_exists: Scalars['Boolean']['output'];
  /** The invited address: the read-only email of the team registration. */
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  state: InvitationState;
  /** The team's name and type (which group's pages accept it: employer team/register, agency accept-invite). */
  team_name: Scalars['String']['output'];
  team_type: TeamType;
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

/** An invoice for a purchase of job posts (billing history). */
export type Invoice = {
  __typename?: 'Invoice';
  due_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  issued_at: Scalars['String']['output'];
  /** What was bought: `3 Job Posts`. */
  item: Scalars['String']['output'];
  /** SL-000042: what the ledger's invoice_id holds. */
  number: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  status: InvoiceStatus;
  /** In pence, VAT included. */
  total: Scalars['Int']['output'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  data: Array<Invoice>;
  paginatorInfo: CursorPaginatorInfo;
};

export type InvoiceStatus =
  /** On account: to pay by `due_at`. */
  | 'DUE'
  /** Paid by card. */
  | 'PAID';

export type JobLevel = {
  __typename?: 'JobLevel';
  description: Scalars['String']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type JobType = {
  __typename?: 'JobType';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A landing page (How It Works, Pricing, FAQs, the legal texts, …). */
export type LandingPage = {
  __typename?: 'LandingPage';
  /** Rich-text JSON. */
  content: Scalars['String']['output'];
  display_in_footer: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sort_order: Scalars['Int']['output'];
};

/** Test card details for the local gateway (Stripe's test numbers only). */
export type LocalCardInput = {
  cvc: Scalars['String']['input'];
  exp_month: Scalars['Int']['input'];
  exp_year: Scalars['Int']['input'];
  number: Scalars['String']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  access_token: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  teamType: Maybe<TeamType>;
  type: UserType;
};

/**
 * Manage CV's save. The profile must already hold an active CV and an experience (refused
 * with the brief's messages under `input.resume` and `input.experiences`). Software skills
 * are kept as they are: `skills` replaces the other skills, and the top skills become
 * exactly `top_skills`.
 */
export type ManageCvInput = {
  industries: Array<Scalars['ID']['input']>;
  job_types: Array<Scalars['String']['input']>;
  skills: Array<Scalars['ID']['input']>;
  top_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  working_hours: Array<Scalars['String']['input']>;
};

/** What the marketplace and the network narrow by; all parts optional, together. */
export type MarketplaceSearch = {
  /** Words in the agency's name or bio (agencies), or in the title or agency name (case studies). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Service slugs (the network's chips): any of them. */
  services?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The brief's pivot on a post's skills and qualifications. */
export type MustHavePivot = {
  __typename?: 'MustHavePivot';
  must_have: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty: Maybe<Scalars['Boolean']['output']>;
  /**
   * A signed-in user whose email the invitation was sent to joins the team as a member who cannot
   * post (an extra team). FORBIDDEN: expired, cancelled or used; another account's invitation; a
   * candidate or the other kind of organisation; already a member. NOT_FOUND for an unknown token.
   */
  acceptInvitation: UserTeam;
  /** Turns one of the caller's preferences on or off; NOT_FOUND for anyone else's. */
  activatePreference: Preference;
  /** Makes one of the caller's CVs the active one. */
  activateResume: User;
  addEducation: User;
  addExperience: User;
  /** A new preference, active (FREELANCER only; at most 10). */
  addPreference: Preference;
  /** Adds the caller's upload of kind `resume` as a CV; it becomes the active one. */
  addResume: User;
  /** Starts the subscription: the first month charged to the team's card now. */
  addSubscription: PurchaseResult;
  addSupportingDocument: User;
  /** Local gateway only: the test authentication dialog's answer. */
  authenticateLocalPayment: Scalars['Boolean']['output'];
  /** Ends the caller's waiting change, if any: its link no longer works. */
  cancelEmailChange: Scalars['Boolean']['output'];
  /** Cancels at the end of the current month (a past-due one ends now). */
  cancelSubscription: TeamSubscription;
  /** Signed-in users; ends every other session of the user. */
  changePassword: Scalars['Boolean']['output'];
  closeOpportunity: Opportunity;
  /** An admin of an active AGENCY team. */
  completeAgencyProfile: User;
  /** FREELANCER only. */
  completeCandidateProfile: User;
  /** An admin of an active COMPANY team. */
  completeEmployerProfile: User;
  /** A GUEST member's step 3: photo and about yourself. FORBIDDEN for any other account. */
  completeTeamMemberProfile: User;
  /**
   * Confirms a change with the mailed link's token: no session needed, the token is the
   * credential (60 minutes, once). An unknown, expired or used token is FORBIDDEN; an address
   * taken meanwhile is BAD_USER_INPUT ('Email already exists!'). Rate-limited per IP.
   */
  confirmEmailChange: EmailChangeConfirmation;
  /** After the payer's authentication step: the payment's outcome. */
  confirmPurchase: PurchaseResult;
  /**
   * Applies to a published, open post of the caller's side: an ACTIVE candidate with a complete
   * profile to a job; an ACTIVE agency (owner or member) to a project, with a message only (no
   * CV or document), recorded for the agency's owner so the agency applies once. FORBIDDEN with the dialog's message otherwise: 'Action Not Permitted - Your Profile
   * Is Inactive', 'Please complete your profile to apply to this job.' (the missing items in
   * `extensions.validation.missing`), 'Already Applied'. The posting team is emailed, and the
   * applicant gets the post's follow-up message.
   */
  createApplication: Opportunity;
  /** Agency owners (type AGENCY) only, for their active team. */
  createCaseStudy: CaseStudy;
  /**
   * Invites someone to the active team and mails them the link (the brief's CREATE_INVITATION).
   * For those who manage the team, as viewInvitations (FORBIDDEN; for an account awaiting
   * approval, or deactivated, 'Your account must be approved before you can invite team members.'). Refusals of
   * the address are BAD_USER_INPUT on input.email: already a member, already invited, a candidate's
   * account, an account of the other kind of organisation.
   */
  createInvitation: Invitation;
  /** Local gateway only: card details to a payment method id (what Stripe.js does for Stripe). */
  createLocalPaymentMethod: Scalars['String']['output'];
  /** Posts a job for the active team, spending one job post ('Insufficient Balance!' without). */
  createOpportunity: Opportunity;
  /** Posts an agency project, spending one job post. */
  createProject: Opportunity;
  /** Lets a member see and manage another member's posts. Team admins only. */
  createTeamUserAssociation: TeamUser;
  deleteCaseStudy: Scalars['ID']['output'];
  deleteEducation: User;
  deleteExperience: User;
  /**
   * Cancels it: its link says so from then on (DELETE_INVITATION); true again for one already
   * cancelled, FORBIDDEN for an accepted one. Who may: as resendInvitation.
   */
  deleteInvitation: Scalars['Boolean']['output'];
  /** Removes one of the caller's preferences; NOT_FOUND for anyone else's. */
  deletePreference: Scalars['ID']['output'];
  /** Deletes a CV; if it was the active one, the newest remaining becomes active. */
  deleteResume: User;
  deleteSupportingDocument: User;
  /** Takes that back. Team admins only. */
  deleteTeamUserAssociation: TeamUser;
  /**
   * Removes a member from the team, with their associations in it (the brief's
   * DELETE_TEAM_USER_SETTING): only a member who is not an admin, never the owner or the caller.
   * Their posts stay the team's. Team admins only.
   */
  deleteTeamUserSetting: Scalars['Boolean']['output'];
  /** Text notifications off at once (the number is forgotten). */
  disableTextNotifications: User;
  /**
   * The brief's "admin impersonate user": redeems a one-time link for a session as its
   * target, shaped as login's answer. A wrong, expired, used or misdirected link gets one
   * FORBIDDEN error and changes nothing (nullable only so that an error stays on its field).
   */
  impersonate: Maybe<LoginResult>;
  /**
   * A 15-minute access token for the session the request was made with, for a client that keeps
   * the session out of its page (the desktop app). Refused (FORBIDDEN) with an access token.
   */
  issueAccessToken: AccessGrant;
  /** Null when the email and password do not match an account. */
  login: Maybe<LoginResult>;
  /** Revokes the session the request was made with (an access token's session, too). */
  logout: Scalars['Boolean']['output'];
  /** Buys job posts with the team's card at the server's price (the brief's ADD_CREDIT). */
  purchaseCredits: PurchaseResult;
  /** Buys job posts on account: an approved credit account's team, invoiced, due in 30 days. */
  purchaseOnAccount: PurchaseResult;
  /**
   * Redeems a social sign-in's one-time code. A wrong, expired or used code, or a verifier that
   * does not match, gets one FORBIDDEN error; the code is spent either way. Rate-limited per IP.
   */
  redeemSocialLogin: Maybe<SocialLoginRedemption>;
  /**
   * Creates the account (ACTIVE when the autoApproveAccounts setting is on, else INACTIVE
   * until an admin approves it), the team an employer or agency owns, attaches the chosen
   * industry, and signs in. Rate-limited per IP.
   */
  register: LoginResult;
  /**
   * A new person accepts: creates the GUEST account (ACTIVE: the team vouches for them), joins the
   * team as a member who cannot post, marks the invitation used and signs in (rate-limited per IP).
   * NOT_FOUND for an unknown token; FORBIDDEN for an expired, cancelled or used one, and for an
   * email that already has an account (it logs in and calls acceptInvitation instead).
   */
  registerTeamMember: LoginResult;
  /** Applies for a credit account (or updates the application's details). */
  requestCreditAccount: CreditAccount;
  /** Mails a new link for the caller's waiting change (the earlier one ends); false if none. */
  resendEmailChange: Scalars['Boolean']['output'];
  /**
   * A new link (the old one stops working), a new expiry, mailed again (UPDATE_INVITATION). Team
   * admins only: another team's invitation is NOT_FOUND, a member of its team FORBIDDEN; a cancelled
   * or accepted one FORBIDDEN with what became of it.
   */
  resendInvitation: Invitation;
  restoreOpportunity: Opportunity;
  /** Takes back a cancellation before the month ends. */
  resumeSubscription: TeamSubscription;
  /** Pays a failed renewal again with the team's card. */
  retrySubscriptionPayment: PurchaseResult;
  saveCandidateProfile: User;
  saveManageCv: User;
  /**
   * Texts a 6-digit code to the number (any earlier code stops working). Rate limited per user
   * and per number.
   */
  sendTextNotificationCode: TextNotificationCodeSent;
  /** Replaces a member's associates with `associate_ids` (members of the same team). Team admins only. */
  syncTeamUserAssociation: TeamUser;
  /** Edit-account-information: the owner (AGENCY) of the active agency team only. */
  updateAgencyAccount: OwnAgencyProfile;
  /**
   * The agency owner's own personal information (AGENCY only; the candidate's is
   * `updatePersonalInformation`).
   */
  updateAgencyPersonalInformation: User;
  /** Edit-profile: the owner (AGENCY) of the active agency team only. */
  updateAgencyProfile: OwnAgencyProfile;
  /** Saves the team's billing details (the payment modal, manage-payment-info). */
  updateBillingDetails: BillingDetails;
  updateCaseStudy: CaseStudy;
  /** Saves the active company team's profile and the caller's email: the team's admins only. */
  updateCompanyProfile: OwnCompanyProfile;
  updateEducation: User;
  updateEmailNotificationSettings: User;
  updateExperience: User;
  updateOpportunity: Opportunity;
  /** Makes a card the team's (the brief's UPDATE_PAYMENT_METHOD). */
  updatePaymentMethod: PaymentMethod;
  /** The signed-in candidate's personal information (FREELANCER only; approved or not). */
  updatePersonalInformation: User;
  /** One of the caller's preferences; NOT_FOUND for anyone else's. */
  updatePreference: Preference;
  updateProfilePrivacy: User;
  updateProject: Opportunity;
  /**
   * Changes another member's role and/or posting right (the brief's UPDATE_TEAM_USER_SETTING).
   * Never the owner's nor the caller's own. Team admins only.
   */
  updateTeamUserSetting: TeamUser;
  /** Checks the latest code; right, text notifications go on for its number. */
  verifyTextNotificationCode: User;
  /** A candidate or agency opens a published post: counted as a view. */
  viewOpportunity: Opportunity;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationActivatePreferenceArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationActivateResumeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddEducationArgs = {
  input: EducationInput;
};


export type MutationAddExperienceArgs = {
  input: ExperienceInput;
};


export type MutationAddPreferenceArgs = {
  input: PreferenceInput;
};


export type MutationAddResumeArgs = {
  file: Scalars['ID']['input'];
};


export type MutationAddSubscriptionArgs = {
  input: AddSubscriptionInput;
};


export type MutationAddSupportingDocumentArgs = {
  input: AddSupportingDocumentInput;
};


export type MutationAuthenticateLocalPaymentArgs = {
  approved: Scalars['Boolean']['input'];
  payment_id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCloseOpportunityArgs = {
  id: Scalars['ID']['input'];
  input: CloseOpportunityInput;
};


export type MutationCompleteAgencyProfileArgs = {
  input: AgencyProfileInput;
};


export type MutationCompleteCandidateProfileArgs = {
  input: CandidateProfileInput;
};


export type MutationCompleteEmployerProfileArgs = {
  input: EmployerProfileInput;
};


export type MutationCompleteTeamMemberProfileArgs = {
  input: TeamMemberProfileInput;
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmPurchaseArgs = {
  payment_id: Scalars['ID']['input'];
};


export type MutationCreateApplicationArgs = {
  input: ApplicationInput;
};


export type MutationCreateCaseStudyArgs = {
  input: CaseStudyInput;
};


export type MutationCreateInvitationArgs = {
  input: CreateInvitationInput;
};


export type MutationCreateLocalPaymentMethodArgs = {
  input: LocalCardInput;
};


export type MutationCreateOpportunityArgs = {
  input: OpportunityInput;
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


export type MutationCreateTeamUserAssociationArgs = {
  input: TeamUserAssociationInput;
};


export type MutationDeleteCaseStudyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEducationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteExperienceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePreferenceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteResumeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSupportingDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTeamUserAssociationArgs = {
  input: TeamUserAssociationInput;
};


export type MutationDeleteTeamUserSettingArgs = {
  team_id?: InputMaybe<Scalars['ID']['input']>;
  user_id: Scalars['ID']['input'];
};


export type MutationImpersonateArgs = {
  input: ImpersonateInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPurchaseCreditsArgs = {
  input: PurchaseCreditsInput;
};


export type MutationPurchaseOnAccountArgs = {
  input: PurchaseCreditsInput;
};


export type MutationRedeemSocialLoginArgs = {
  input: RedeemSocialLoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterTeamMemberArgs = {
  input: TeamMemberRegistrationInput;
};


export type MutationRequestCreditAccountArgs = {
  input: CreditAccountInput;
};


export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreOpportunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCandidateProfileArgs = {
  input: EditCandidateProfileInput;
};


export type MutationSaveManageCvArgs = {
  input: ManageCvInput;
};


export type MutationSendTextNotificationCodeArgs = {
  input: SendTextNotificationCodeInput;
};


export type MutationSyncTeamUserAssociationArgs = {
  input: SyncTeamUserAssociationInput;
};


export type MutationUpdateAgencyAccountArgs = {
  input: AgencyAccountInput;
};


export type MutationUpdateAgencyPersonalInformationArgs = {
  input: AgencyPersonalInformationInput;
};


export type MutationUpdateAgencyProfileArgs = {
  input: AgencyProfileEditInput;
};


export type MutationUpdateBillingDetailsArgs = {
  input: BillingDetailsInput;
};


export type MutationUpdateCaseStudyArgs = {
  id: Scalars['ID']['input'];
  input: CaseStudyInput;
};


export type MutationUpdateCompanyProfileArgs = {
  input: CompanyProfileInput;
};


export type MutationUpdateEducationArgs = {
  id: Scalars['ID']['input'];
  input: EducationInput;
};


export type MutationUpdateEmailNotificationSettingsArgs = {
  input: EmailNotificationSettingsInput;
};


export type MutationUpdateExperienceArgs = {
  id: Scalars['ID']['input'];
  input: ExperienceInput;
};


export type MutationUpdateOpportunityArgs = {
  id: Scalars['ID']['input'];
  input: OpportunityInput;
};


export type MutationUpdatePaymentMethodArgs = {
  input: UpdatePaymentMethodInput;
};


export type MutationUpdatePersonalInformationArgs = {
  input: PersonalInformationInput;
};


export type MutationUpdatePreferenceArgs = {
  id: Scalars['ID']['input'];
  input: PreferenceInput;
};


export type MutationUpdateProfilePrivacyArgs = {
  privacy: ProfilePrivacy;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectInput;
};


export type MutationUpdateTeamUserSettingArgs = {
  input: TeamUserSettingInput;
};


export type MutationVerifyTextNotificationCodeArgs = {
  input: VerifyTextNotificationCodeInput;
};


export type MutationViewOpportunityArgs = {
  id: Scalars['ID']['input'];
};

/** How often email notifications come. */
export type NotificationFrequency =
  | 'daily'
  | 'immediately';

/**
 * A job opportunity (target JOB) or an agency project (PROJECT). Closed when `deleted_at` is
 * set. Fields only the posting team sees (`follow_up`, `views`, `applicants_count`, the
 * closing details) are null for everyone else.
 */
export type Opportunity = {
  __typename?: 'Opportunity';
  agency: OpportunityTeam;
  applicants_count: Maybe<Scalars['Int']['output']>;
  application_link: Maybe<Scalars['String']['output']>;
  /** Whether the caller has applied to it (the detail page's disabled 'Already Applied'). */
  applied: Scalars['Boolean']['output'];
  /** Whether the caller may edit it: the dashboard's Edit or View. */
  can_edit: Scalars['Boolean']['output'];
  close_reason: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  closed_at: Maybe<Scalars['String']['output']>;
  compensation_currency: Scalars['String']['output'];
  /** DAY, YEAR or PROJECT. */
  compensation_unit: Scalars['String']['output'];
  /** ISO 8601. */
  created_at: Scalars['String']['output'];
  created_by: Scalars['ID']['output'];
  creator: OpportunityCreator;
  /** When it was closed (ISO 8601); null while open. */
  deleted_at: Maybe<Scalars['String']['output']>;
  /** The rich-text document as JSON (shared/rich-text.ts); render it, never inject it. */
  description: Scalars['String']['output'];
  duration: Maybe<Scalars['Int']['output']>;
  featured: Scalars['Boolean']['output'];
  follow_up: Maybe<Scalars['String']['output']>;
  freelancer: Maybe<OpportunityCreator>;
  freelancer_name: Maybe<Scalars['String']['output']>;
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  industries: Array<Industry>;
  /** Published. */
  is_active: Scalars['Boolean']['output'];
  is_compensation_displayed: Scalars['Boolean']['output'];
  /** 1 inside IR35, 0 outside, 2 not sure. */
  is_ir35: Maybe<Scalars['Int']['output']>;
  is_on_site: Scalars['Boolean']['output'];
  is_public: Scalars['Boolean']['output'];
  is_remote: Scalars['Boolean']['output'];
  /** The posted date, DD/MM/YYYY. */
  job_number: Scalars['String']['output'];
  /** Experience level (a job level key), or PROJECT. */
  level: Scalars['String']['output'];
  location: Scalars['String']['output'];
  maximumBudget: Scalars['Int']['output'];
  minimumBudget: Scalars['Int']['output'];
  position: Maybe<Position>;
  qualifications: Array<OpportunityQualification>;
  services: Array<Service>;
  skills: Array<OpportunitySkill>;
  /** Working hours, or PROJECT. */
  sub_type: Scalars['String']['output'];
  target: OpportunityTarget;
  title: Scalars['String']['output'];
  /** Type of role, or PROJECT. */
  type: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by: Scalars['ID']['output'];
  /** The caller's own application to it, or null. */
  viewerApplication: Maybe<ViewerApplication>;
  views: Maybe<Scalars['Int']['output']>;
  /** ONSITE, REMOTE or HYBRID from the two flags; null for projects. */
  work_mode: Maybe<WorkMode>;
  /** 'Hybrid (London)', 'Remote', …: the brief's work-mode label. */
  work_mode_label: Scalars['String']['output'];
};

/** A team user as a post shows them: its creator, or a user who may be named as one. */
export type OpportunityCreator = {
  __typename?: 'OpportunityCreator';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The job form (`add-opportunity`, `edit-opportunity/{id}`); ids as the form picks them. */
export type OpportunityInput = {
  application_link?: InputMaybe<Scalars['String']['input']>;
  compensation_currency?: InputMaybe<Scalars['String']['input']>;
  /** DAY or YEAR. */
  compensation_unit?: InputMaybe<Scalars['String']['input']>;
  /** Create only: a posting team user named as creator (admins). */
  created_by?: InputMaybe<Scalars['ID']['input']>;
  /** Serialised rich-text document. */
  description?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  follow_up?: InputMaybe<Scalars['String']['input']>;
  /** Category experience: genres of the disciplines. */
  genres?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Professional discipline(s). */
  industries?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Published; on edit, sent only when it changed. */
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  is_compensation_displayed?: InputMaybe<Scalars['Boolean']['input']>;
  is_ir35?: InputMaybe<Scalars['Int']['input']>;
  /** DD/MM/YYYY. */
  job_number?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  maximumBudget?: InputMaybe<Scalars['Int']['input']>;
  minimumBudget?: InputMaybe<Scalars['Int']['input']>;
  position_id?: InputMaybe<Scalars['ID']['input']>;
  qualifications?: InputMaybe<Array<Scalars['ID']['input']>>;
  qualifications_must_have?: InputMaybe<Array<Scalars['ID']['input']>>;
  skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  skills_must_have?: InputMaybe<Array<Scalars['ID']['input']>>;
  software_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  software_skills_must_have?: InputMaybe<Array<Scalars['ID']['input']>>;
  sub_type?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  /** ONSITE, REMOTE, HYBRID (or ALL, stored as HYBRID). */
  work_mode?: InputMaybe<Scalars['String']['input']>;
};

export type OpportunityPage = {
  __typename?: 'OpportunityPage';
  data: Array<Opportunity>;
  paginatorInfo: CursorPaginatorInfo;
};

/** A page of published posts, numbered, with the total. */
export type OpportunityPaginator = {
  __typename?: 'OpportunityPaginator';
  data: Array<Opportunity>;
  paginatorInfo: PaginatorInfo;
};

export type OpportunityQualification = {
  __typename?: 'OpportunityQualification';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pivot: MustHavePivot;
};

/** What the published lists can narrow by; every part optional, all parts together. */
export type OpportunitySearch = {
  budget_max?: InputMaybe<Scalars['Int']['input']>;
  /**
   * A project's budget: projects whose displayed range meets [budget_min, budget_max]; a
   * budget_max of 99999999 (the filter's 'No Cap') leaves the top open. Projects that hide
   * their budget never match.
   */
  budget_min?: InputMaybe<Scalars['Int']['input']>;
  compensation_max?: InputMaybe<Scalars['Int']['input']>;
  compensation_min?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Compensation: posts whose displayed range (in this unit, DAY or YEAR) meets
   * [compensation_min, compensation_max]. Posts that hide their compensation never match.
   */
  compensation_unit?: InputMaybe<Scalars['String']['input']>;
  /** Category experience (genre ids): a post with any of them. */
  genres?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Professional disciplines (industry ids): a post with any of them. */
  industries?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Experience levels (job level keys). */
  levels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Words in the post's location. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Words in the title, the description or the employer's name. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Services (service ids) a project requires: a project requiring any of them. */
  services?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Software skills (skill ids): a post asking for any of them (the agencies' filter). */
  software_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Type of role (ROLE_TYPES values): the brief's Job Type. */
  types?: InputMaybe<Array<Scalars['String']['input']>>;
  work_modes?: InputMaybe<Array<WorkMode>>;
};

export type OpportunitySkill = {
  __typename?: 'OpportunitySkill';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pivot: MustHavePivot;
  software: Scalars['Boolean']['output'];
};

export type OpportunityTarget =
  | 'JOB'
  | 'PROJECT';

/** The team that posted it (the brief calls it `agency` on every post). */
export type OpportunityTeam = {
  __typename?: 'OpportunityTeam';
  /** The logo, a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type OtherQualification = {
  __typename?: 'OtherQualification';
  id: Scalars['ID']['output'];
  industry: Industry;
  name: Scalars['String']['output'];
};

/**
 * The active agency team's profile as its own users see it (agency `profile`,
 * `account-information`) and its owner edits it (`edit-profile`, `edit-account-information`).
 */
export type OwnAgencyProfile = {
  __typename?: 'OwnAgencyProfile';
  address_1: Maybe<Scalars['String']['output']>;
  address_2: Maybe<Scalars['String']['output']>;
  /** The logo (the account's profile image), a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  /** Plain text. */
  bio: Maybe<Scalars['String']['output']>;
  /** The projects the agency usually takes on, or null. */
  budget: Maybe<AgencyBudget>;
  /** Whether the caller may edit the profile and the account (the agency's owner). */
  can_edit: Scalars['Boolean']['output'];
  city: Maybe<Scalars['String']['output']>;
  /** Where employers write to the agency (shown on its profile), or null. */
  contact_email: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2. */
  country: Maybe<Scalars['String']['output']>;
  /** The owner's sign-in email: only the owner reads it (null for the team's members). */
  email: Maybe<Scalars['String']['output']>;
  /** The team's id (employers open it as `agency-profile/{id}`). */
  id: Scalars['ID']['output'];
  /** Category experience (the brief's industries). */
  industries: Array<Industry>;
  /** One or two place names. */
  locations: Array<Scalars['String']['output']>;
  /** The agency name. */
  name: Scalars['String']['output'];
  /** The owner's new sign-in email waiting for its mailed link to be opened (the owner only). */
  pending_email: Maybe<Scalars['String']['output']>;
  /** Up to four numbers in international form. */
  phones: Array<Scalars['String']['output']>;
  services: Array<Service>;
  /** County. */
  state: Maybe<Scalars['String']['output']>;
  /** The vetted badge: the agency's owner is vetted (`admin vet`). */
  vetted: Scalars['Boolean']['output'];
  website: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/**
 * The active company team's profile as its own users see it (employer `profile`) and its
 * admins edit it (`edit-profile`), with the caller's sign-in email, which the form changes too.
 */
export type OwnCompanyProfile = {
  __typename?: 'OwnCompanyProfile';
  address_1: Maybe<Scalars['String']['output']>;
  address_2: Maybe<Scalars['String']['output']>;
  /** The logo, a path relative to the API origin. */
  avatar: Maybe<Scalars['String']['output']>;
  /** Rich text (the editor's serialised document), or plain text saved by onboarding. */
  bio: Maybe<Scalars['String']['output']>;
  /** Whether the caller may edit the profile (an admin of the team). */
  can_edit: Scalars['Boolean']['output'];
  /** Consent to show the logo in marketing; null until asked. */
  can_use_logo: Maybe<Scalars['Boolean']['output']>;
  city: Maybe<Scalars['String']['output']>;
  /** The employer name. */
  company: Scalars['String']['output'];
  /** ISO 3166 alpha-2. */
  country: Maybe<Scalars['String']['output']>;
  /** Rich text (the editor's serialised document), or plain text saved by onboarding. */
  description: Maybe<Scalars['String']['output']>;
  /** The caller's sign-in email. */
  email: Scalars['String']['output'];
  /** The team's id (its public page is `company-profile/{id}`). */
  id: Scalars['ID']['output'];
  /** The caller's new sign-in email waiting for its mailed link to be opened, if any. */
  pending_email: Maybe<Scalars['String']['output']>;
  /** County. */
  state: Maybe<Scalars['String']['output']>;
  /** The vetted badge: the company's owner is vetted (`admin vet`). */
  vetted: Scalars['Boolean']['output'];
  website: Maybe<Scalars['String']['output']>;
  what_sets_apart: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** Paging details of a list, as the brief's lists return it. */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  count: Scalars['Int']['output'];
  currentPage: Scalars['Int']['output'];
  hasMorePages: Scalars['Boolean']['output'];
  total: Scalars['Int']['output'];
};

export type PaymentGatewayKind =
  /** The local gateway (desktop app, web mode): Stripe's test cards, entered in the app's own form. */
  | 'LOCAL'
  /** Card payments are not set up (server mode without Stripe). */
  | 'NONE'
  /** Stripe: the card form is Stripe Elements. */
  | 'STRIPE';

/** The card a team pays with: what may be shown of it. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand: Scalars['String']['output'];
  /** Zero-padded, as the brief shows it: 04. */
  exp_month: Scalars['String']['output'];
  exp_year: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

export type PaymentSetup = {
  __typename?: 'PaymentSetup';
  gateway: PaymentGatewayKind;
  /** Stripe's publishable key, for Stripe.js (STRIPE only). */
  publishable_key: Maybe<Scalars['String']['output']>;
};

/** The candidate's personal information, all of it at once (edit-personal-information). */
export type PersonalInformationInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** The current employer; optional. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166 alpha-2 code. */
  country: Scalars['String']['input'];
  ethnicity?: InputMaybe<Scalars['String']['input']>;
  first_name: Scalars['String']['input'];
  /** At most 10. */
  languages: Array<Scalars['String']['input']>;
  last_name: Scalars['String']['input'];
  /** Optional: a LinkedIn profile address (https:// added). */
  linkedin?: InputMaybe<Scalars['String']['input']>;
  /** Preferred work location: ONSITE, REMOTE, HYBRID or ALL. */
  location: Scalars['String']['input'];
  /** Role levels sought (job level keys), at most 3. Positions must be of these levels. */
  looking_for: Array<Scalars['String']['input']>;
  maximum_salary?: InputMaybe<Scalars['Int']['input']>;
  minimum_salary?: InputMaybe<Scalars['Int']['input']>;
  notice_period: Scalars['Int']['input'];
  notice_period_unit: Scalars['String']['input'];
  payroll_status: Scalars['Int']['input'];
  phone: Scalars['String']['input'];
  /** Optional; international form once saved. */
  phone_secondary?: InputMaybe<Scalars['String']['input']>;
  /** The last job title. */
  position: Scalars['String']['input'];
  /** Position ids, at most 5, of the chosen role levels and the candidate's disciplines. */
  positions: Array<Scalars['ID']['input']>;
  /** He/Him, She/Her, They/Them, Ze/Zir/Hir or Xe/Xem; optional. */
  pronouns?: InputMaybe<Scalars['String']['input']>;
  referee_1?: InputMaybe<Scalars['String']['input']>;
  referee_2?: InputMaybe<Scalars['String']['input']>;
  right_to_work: Scalars['String']['input'];
  salary_currency?: InputMaybe<Scalars['String']['input']>;
  /** None: no expectations (the range is cleared). */
  salary_unit?: InputMaybe<SalaryUnit>;
  /** YYYY-MM-DD. */
  start_date: Scalars['String']['input'];
  /** County. */
  state: Scalars['String']['input'];
  /** Optional: a portfolio or other web page (https:// added). */
  supporting_url?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

/**
 * A place the job and project forms offer as a location: a town or village with its district
 * and region (GeoNames data; docs/place-search.md).
 */
export type Place = {
  __typename?: 'Place';
  /** The country's English name. */
  country: Scalars['String']['output'];
  /** The county, unitary authority or council area (GeoNames admin2), when known. */
  district: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 'Place, District, Region' without repeats, the country added outside the UK: what a form keeps. */
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** England, Scotland, Wales or Northern Ireland; abroad the state or province (admin1). */
  region: Maybe<Scalars['String']['output']>;
};

export type Position = {
  __typename?: 'Position';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A saved preference; the active ones choose the dashboard's opportunities for you. */
export type Preference = {
  __typename?: 'Preference';
  active: Scalars['Boolean']['output'];
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  /** Job type keys: FREELANCE, PERMANENT, BOTH. */
  job_types: Array<Scalars['String']['output']>;
};

/** A saved preference's job types (FREELANCE, PERMANENT, BOTH) and genre ids. */
export type PreferenceInput = {
  genres: Array<Scalars['ID']['input']>;
  job_types: Array<Scalars['String']['input']>;
};

/**
 * What job posts cost (the brief's price calculation). Every amount is in pence (49500 is
 * £495.00): the unit price, the volume discount per post above one, the subtotals before and
 * after it, the promo's amount off the discounted subtotal, VAT on the rest, the total.
 */
export type PriceCalculation = {
  __typename?: 'PriceCalculation';
  discountAmount: Scalars['Int']['output'];
  discountPerUnitAmount: Scalars['Int']['output'];
  discountPercentage: Scalars['Int']['output'];
  promo: Maybe<Promo>;
  promoAmount: Scalars['Int']['output'];
  qty: Scalars['Int']['output'];
  subtotalExcludingDiscount: Scalars['Int']['output'];
  subtotalIncludingDiscount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unitPriceExcludingDiscount: Scalars['Int']['output'];
  unitPriceIncludingDiscount: Scalars['Int']['output'];
  vatAmount: Scalars['Int']['output'];
  vatPercentage: Scalars['Int']['output'];
};

/** Whether a candidate may apply as far as the profile goes, and what it still needs. */
export type ProfileCompleteness = {
  __typename?: 'ProfileCompleteness';
  complete: Scalars['Boolean']['output'];
  /** What is missing, as the apply dialog lists it. */
  missing: Array<Scalars['String']['output']>;
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
  compensation_currency?: InputMaybe<Scalars['String']['input']>;
  created_by?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 (1-3 months), 4 (4-6 months) or 99 (Ongoing). */
  duration?: InputMaybe<Scalars['Int']['input']>;
  follow_up?: InputMaybe<Scalars['String']['input']>;
  /** Category experience: genres. */
  genres?: InputMaybe<Array<Scalars['ID']['input']>>;
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  is_compensation_displayed?: InputMaybe<Scalars['Boolean']['input']>;
  job_number?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  maximumBudget?: InputMaybe<Scalars['Int']['input']>;
  minimumBudget?: InputMaybe<Scalars['Int']['input']>;
  services?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Optional: software skills (softwareSkills) the project asks for. */
  software_skills?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A promo code that can be used now. */
export type Promo = {
  __typename?: 'Promo';
  code: Scalars['String']['output'];
  type: PromoType;
  /** A percentage (1–100), or pence. */
  value: Scalars['Int']['output'];
};

export type PromoType =
  /** An amount (pence) off the discounted subtotal. */
  | 'FIXED'
  /** A percentage off the discounted subtotal. */
  | 'PERCENTAGE';

export type PurchaseCreditsInput = {
  /** The client's key for this attempt (a UUID): the same key again answers the same payment. */
  idempotency_key: Scalars['String']['input'];
  promo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 10. */
  qty: Scalars['Int']['input'];
};

export type PurchaseResult = {
  __typename?: 'PurchaseResult';
  /** What was charged, in pence. */
  amount: Scalars['Int']['output'];
  /** The team's job posts after a success. */
  balance: Maybe<Scalars['Int']['output']>;
  /** For the card form's authentication step (REQUIRES_ACTION). */
  client_secret: Maybe<Scalars['String']['output']>;
  /** The gateway's reason for a failure, for the payer. */
  message: Maybe<Scalars['String']['output']>;
  payment_id: Scalars['ID']['output'];
  qty: Scalars['Int']['output'];
  status: PurchaseStatus;
};

export type PurchaseStatus =
  | 'FAILED'
  /** The payer must authenticate (3-D Secure), then `confirmPurchase`. */
  | 'REQUIRES_ACTION'
  | 'SUCCEEDED';

export type Qualification = {
  __typename?: 'Qualification';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type Query = {
  __typename?: 'Query';
  /** An agency, by its team id, for users of a company team. NOT_FOUND for anyone else. */
  agencyProfile: AgencyProfile;
  allJobLevels: Array<JobLevel>;
  applicationEligibility: ApplicationEligibility;
  /** The caller's applications, newest first, each Open or Closed. */
  appliedOpportunities: AppliedOpportunityPaginator;
  /** One published article the caller may read; NOT_FOUND otherwise. */
  article: Article;
  /**
   * Published articles the caller may read (signed out: PUBLIC only), newest first. `types`
   * narrows by type (the dashboards: [ARTICLE], then [MENTORING, TRAINING]); `excludeSlugs`
   * leaves out those already shown (the blog's banner, the article being read).
   */
  articles: ArticlePaginator;
  /** The team's billing details, or null. For its approved admins. */
  billingDetails: Maybe<BillingDetails>;
  /**
   * The price of `qty` job posts (1–10), with `promo` if given ('Promo code doesn't exist!'
   * when it cannot be used). For the approved admins of a company team (FORBIDDEN otherwise).
   */
  calculatePrice: PriceCalculation;
  /**
   * A candidate's full profile for those who may see it: the candidate themself; a user of a
   * company team who sees one of the posts the candidate applied to (admins: all of the team's;
   * members: their own and their associates'); and, while the candidate's privacy is ACTIVE,
   * any ACTIVE user of a company team. NOT_FOUND for anyone else and for ids that are not
   * candidates. `id` is the candidate's `profile_id`; a sequential user id answers only the
   * candidate themself (NOT_FOUND for everyone else). Limited per session, each call counted.
   */
  candidateProfile: CandidateProfile;
  /**
   * The active agency team's case studies (agency users), or with `agency_id` any agency's (its
   * own users and signed-in ACTIVE company or agency users; NOT_FOUND otherwise), newest first, by 8.
   */
  caseStudies: CaseStudyPaginator;
  /**
   * One case study: for its agency's users, any signed-in ACTIVE agency user (the network shows
   * other agencies' case studies too) and, on the employer side, ACTIVE COMPANY accounts only
   * (the brief's `case-study/{id}`, "company only"). NOT_FOUND for anyone else (a company's GUEST
   * members, candidates).
   */
  caseStudy: CaseStudy;
  /** A promo code that can be used now, or null. For those who may buy, as calculatePrice. */
  checkPromo: Maybe<Promo>;
  /** Whether an account already uses this email (registration step 1). Rate-limited per IP. */
  checkUser: Scalars['Boolean']['output'];
  /** A company's public profile and its open posts, for candidates and agencies (and its own team). */
  companyProfile: CompanyProfile;
  /** The team's credit account application, or null. For its approved admins. */
  creditAccount: Maybe<CreditAccount>;
  /**
   * The active team's ledger, newest first (`after`: the previous page's endCursor), only its
   * `type` entries when given (the brief's optional type filter). For those who may buy, as
   * calculatePrice.
   */
  creditHistory: CreditHistoryPage;
  /**
   * The job posts of the caller's active team, or of `team_id`, one of the caller's teams
   * (FORBIDDEN otherwise, and for a caller with no team).
   */
  currentCredit: CurrentCredit;
  /** Published deals the caller may read, newest first (signed-in users only). */
  deals: DealPaginator;
  /** The card of the caller's team, or null. For those who may buy (approved company admins). */
  defaultPaymentMethod: Maybe<PaymentMethod>;
  /**
   * `freelancer-profile/{userId}-{applicationId}`: the candidate's profile and that application,
   * for the posting team's users who see the post (as `viewApplicants`), whatever the
   * candidate's privacy. NOT_FOUND for anyone else, or when the application is not theirs.
   * `user_id` is the candidate's `profile_id` (a sequential id: NOT_FOUND). Limited with
   * `candidateProfile`.
   */
  freelancerProfile: FreelancerProfile;
  /** All genres, or those of the given industries. */
  genres: Array<Genre>;
  /** The current session's impersonation: null for a normal sign-in, or without a token. */
  impersonation: Maybe<Impersonation>;
  industries: Array<Industry>;
  /**
   * The invitation a link carries, its state whatever it is (rate-limited per IP). NOT_FOUND
   * 'This invitation link is not valid.' for an unknown or garbled token.
   */
  invitation: InvitationLink;
  /**
   * A link (relative to the API origin) that downloads the invoice's PDF for a few minutes.
   * For the approved admins of its team; NOT_FOUND for anyone else.
   */
  invoiceDownloadUrl: Scalars['String']['output'];
  /** The active team's invoices, newest first. For its approved admins. */
  invoices: InvoicePage;
  jobTypes: Array<JobType>;
  /** One published landing page; NOT_FOUND otherwise. Anyone may read it. */
  landingPage: LandingPage;
  /** Published landing pages, by sort_order then name (the footer's and every page's links). */
  landingPages: Array<LandingPage>;
  /**
   * Published, open jobs for candidates (projects for agencies), narrowed by `filter`;
   * numbered pages with the total. Jobs newest first; projects featured first, then newest,
   * then by title (the brief's order of the agency's lists).
   */
  latestOpportunities: OpportunityPaginator;
  /**
   * Agencies with a finished profile, by name (employers: the agency marketplace; agencies: the
   * network). Other agencies only: an agency does not list itself.
   */
  marketplaceAgencies: AgencyListingPaginator;
  /** Case studies of every agency, newest first (the `casestudies` filter). */
  marketplaceCaseStudies: CaseStudyPaginator;
  /** The signed-in user, or null without a valid token. */
  me: Maybe<User>;
  /** The active agency team's profile (its owner and GUEST members; FORBIDDEN outside an agency team). */
  myAgencyProfile: OwnAgencyProfile;
  /** The active company team's profile (any of its users; FORBIDDEN outside a company team). */
  myCompanyProfile: OwnCompanyProfile;
  /**
   * The published, open posts that match the caller (the rules: modules/opportunities/
   * opportunity-finder.ts: a candidate's preferences and profile, matchingFor; an agency's
   * services and category experience, agencyMatching), not yet applied to; ordered as
   * `latestOpportunities`.
   */
  opportunitiesForYou: OpportunityPaginator;
  /** One post the caller may see: their team's, or a published one of their side. */
  opportunity: Opportunity;
  otherQualifications: Array<OtherQualification>;
  paymentSetup: PaymentSetup;
  /** Liveness of the API itself; `GET /healthz` is the readiness probe. */
  ping: Scalars['Boolean']['output'];
  positions: Array<Position>;
  /** The active team's users who may be named as a new post's creator (admins: all who can post). */
  postingTeamUsers: Array<OpportunityCreator>;
  /**
   * Published, open posts of the caller's side (jobs for candidates, projects for agencies),
   * featured first, then newest, then by title.
   */
  publishedOpportunities: OpportunityPage;
  qualifications: Array<Qualification>;
  /**
   * Places whose name has words starting with the query's words (accents and case ignored), UK
   * places first. Signed-in users only. A query under 2 or over 100 characters (trimmed) answers
   * []; `first` is kept between 1 and 20.
   */
  searchPlaces: Array<Place>;
  services: Array<Service>;
  skills: Array<Skill>;
  /** The configured social sign-in providers (e.g. `google`); empty hides the buttons. */
  socialLoginProviders: Array<Scalars['String']['output']>;
  /** Every software skill, of any discipline (an agency project's, and the agencies' filter). */
  softwareSkills: Array<Skill>;
  /** The caller's team's subscription, or null (never subscribed). For those who may buy. */
  subscription: Maybe<TeamSubscription>;
  /** A month's price, with `promo` if given ('Promo code doesn't exist!' when it cannot be used). */
  subscriptionOffer: SubscriptionOffer;
  /**
   * The caller's membership of a team, checked before the client switches to it (the client then
   * names it in X-Team-Id). NOT_FOUND 'Could not find the team' when the caller is not an active member.
   */
  userTeam: UserTeam;
  /**
   * Who applied to a post, newest first: for the posting team's users who see the post (admins,
   * its creator, members associated with its creator). NOT_FOUND for anyone else.
   */
  viewApplicants: Array<Applicant>;
  /**
   * The active team's pending invitations, newest first (the brief's viewInvitations), lapsed ones
   * included (their expires_at shows it; they can be resent). For those who manage the team, as
   * manage-team (an ACTIVE company admin; an agency's owner, not its GUEST admins): FORBIDDEN
   * otherwise, also for a team_id the caller does not manage.
   */
  viewInvitations: Array<Invitation>;
  /**
   * The employer dashboard's list: the active team's (or `team_id`'s) jobs or projects, open or
   * closed, newest first; admins see all, members their own and their associates'.
   */
  viewTeamOpportunity: OpportunityPage;
  /**
   * The members of the active team (or `team_id`, one of the caller's teams), the caller excluded,
   * oldest first (the brief's viewUserTeam), for the team's ACTIVE admins (of an agency's team, its
   * owner only). Anyone else in the team (a member, a deactivated admin, an agency's GUEST admin)
   * gets their own membership alone (the brief: "by user id otherwise"); FORBIDDEN outside the team.
   */
  viewUserTeam: Array<TeamUser>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryAgencyProfileArgs = {
  id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryAppliedOpportunitiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryArticlesArgs = {
  excludeSlugs?: InputMaybe<Array<Scalars['String']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  types?: InputMaybe<Array<ArticleType>>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCalculatePriceArgs = {
  promo?: InputMaybe<Scalars['String']['input']>;
  qty: Scalars['Int']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCandidateProfileArgs = {
  id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCaseStudiesArgs = {
  agency_id?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCaseStudyArgs = {
  id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCheckPromoArgs = {
  code: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCheckUserArgs = {
  email: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCompanyProfileArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCreditHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<CreditEntryType>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryCurrentCreditArgs = {
  team_id?: InputMaybe<Scalars['ID']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryDealsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryFreelancerProfileArgs = {
  application_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryGenresArgs = {
  industries?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryInvoiceDownloadUrlArgs = {
  number: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryLandingPageArgs = {
  slug: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryLatestOpportunitiesArgs = {
  filter?: InputMaybe<OpportunitySearch>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryMarketplaceAgenciesArgs = {
  filter?: InputMaybe<MarketplaceSearch>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryMarketplaceCaseStudiesArgs = {
  filter?: InputMaybe<MarketplaceSearch>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryOpportunitiesForYouArgs = {
  filter?: InputMaybe<OpportunitySearch>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryOpportunityArgs = {
  id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryOtherQualificationsArgs = {
  industries?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryPositionsArgs = {
  industries: Array<Scalars['ID']['input']>;
  jobLevels: Array<Scalars['String']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryPublishedOpportunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  target: OpportunityTarget;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryQualificationsArgs = {
  industries: Array<Scalars['ID']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QuerySearchPlacesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QuerySkillsArgs = {
  industries: Array<Scalars['ID']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QuerySubscriptionOfferArgs = {
  promo?: InputMaybe<Scalars['String']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryUserTeamArgs = {
  team_id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryViewApplicantsArgs = {
  opportunity_id: Scalars['ID']['input'];
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryViewInvitationsArgs = {
  team_id?: InputMaybe<Scalars['ID']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryViewTeamOpportunityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  closed?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  target: OpportunityTarget;
  team_id?: InputMaybe<Scalars['ID']['input']>;
};


/** Shared types. Each domain folder extends Query and Mutation with its own operations. */
export type QueryViewUserTeamArgs = {
  team_id?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Social sign-in (OpenID Connect, docs/security.md O1-O3). The browser starts at
 * `GET /redirect/{provider}?group=&client=&challenge=&state=`; the server finishes the flow at the
 * provider's callback and hands the app a one-time code (desktop: `shortlist://auth/callback`, web:
 * `/{group}/login/{provider}`), which `redeemSocialLogin` exchanges with the app's PKCE verifier.
 */
export type RedeemSocialLoginInput = {
  /** The one-time code from the callback (valid 60 seconds, once). */
  code: Scalars['String']['input'];
  /** The PKCE verifier whose S256 challenge started the flow. */
  verifier: Scalars['String']['input'];
};

/**
 * Registration. Candidates and employers send steps 1 and 2 together; agencies send their
 * single form (with password_confirmation). Validated with the shared schemas in
 * src/shared/validation/registration.ts.
 */
export type RegisterInput = {
  address_1?: InputMaybe<Scalars['String']['input']>;
  address_2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Employer name; the agency's name; a candidate's current employer (optional). */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166 alpha-2; GB when omitted. */
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  first_name?: InputMaybe<Scalars['String']['input']>;
  /** Interested In (candidates and employers): an industry id. */
  industry?: InputMaybe<Scalars['ID']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  /** Required, except with social_ticket for candidates and employers (they sign in with the provider). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Agency form only. */
  password_confirmation?: InputMaybe<Scalars['String']['input']>;
  /** Stored in international form with a leading +; default region GB. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Job title (required of employers and agencies). */
  position?: InputMaybe<Scalars['String']['input']>;
  /** Candidates only. */
  pronouns?: InputMaybe<Scalars['String']['input']>;
  /**
   * Social sign-up: the ticket `redeemSocialLogin` gave for an unknown identity. The email must be
   * the identity's (verified by the provider); the identity is linked to the new account.
   */
  social_ticket?: InputMaybe<Scalars['String']['input']>;
  /** County. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** The terms and conditions were accepted. */
  tnc: Scalars['Boolean']['input'];
  type: RegisterType;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The kinds of account that register themselves (GUEST members join through an invitation). */
export type RegisterType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER';

/** A CV. One is active: the one employers see and applications offer first. */
export type Resume = {
  __typename?: 'Resume';
  active: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  /** The served path. Not a way to download it: use `fileUrl`. */
  file: Scalars['String']['output'];
  /** A signed link that opens the file for a few minutes, for those allowed to see it. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The name it was uploaded under. */
  name: Scalars['String']['output'];
};

/** A candidate's rate type: a day rate or an annual salary. */
export type SalaryUnit =
  | 'DAY'
  | 'YEAR';

export type SendTextNotificationCodeInput = {
  /** Typed freely; stored in international form (default region GB). */
  phone: Scalars['String']['input'];
};

export type Service = {
  __typename?: 'Service';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Skill = {
  __typename?: 'Skill';
  id: Scalars['ID']['output'];
  industries: Array<Industry>;
  name: Scalars['String']['output'];
  software: Scalars['Boolean']['output'];
};

/** Exactly one of the two is set. */
export type SocialLoginRedemption = {
  __typename?: 'SocialLoginRedemption';
  registration: Maybe<SocialRegistration>;
  /** The account the identity signs in to, shaped as login's answer. */
  session: Maybe<LoginResult>;
};

/** An identity no account has yet: registration starts at step 2 with these filled in. */
export type SocialRegistration = {
  __typename?: 'SocialRegistration';
  /** Verified by the provider; the new account's email. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** One-time, 30 minutes: `register` takes it as `social_ticket` to link the identity. */
  ticket: Scalars['String']['output'];
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** One paid month of the subscription (the brief's subscription history entry). */
export type SubscriptionHistoryEntry = {
  __typename?: 'SubscriptionHistoryEntry';
  /** ISO 8601: when it was paid. */
  created_at: Scalars['String']['output'];
  /** ISO 8601: when the month ends. */
  ends_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601: when the month began. */
  period_start: Scalars['String']['output'];
  /** What the month cost, in pence (VAT included). */
  price: Scalars['Int']['output'];
};

/** What a month of the subscription costs (one line: `qty` 1) and the job posts it adds. */
export type SubscriptionOffer = {
  __typename?: 'SubscriptionOffer';
  job_posts: Scalars['Int']['output'];
  price: PriceCalculation;
};

export type SubscriptionStatus =
  /** Renews each month. */
  | 'ACTIVE'
  /** Cancelled or lapsed: a new subscription can be started. */
  | 'ENDED'
  /** Its last renewal payment failed: retry with the team's card (it ends after 14 days). */
  | 'PAST_DUE';

/** A supporting document (portfolio, certificate, …) with the name the candidate gave it. */
export type SupportingDocument = {
  __typename?: 'SupportingDocument';
  created_at: Scalars['String']['output'];
  file: Scalars['String']['output'];
  /** A signed link, as `Resume.fileUrl`. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The whole set of a member's associates, replacing what was there. */
export type SyncTeamUserAssociationInput = {
  associate_ids: Array<Scalars['ID']['input']>;
  team_id?: InputMaybe<Scalars['ID']['input']>;
  user_id: Scalars['ID']['input'];
};

export type Team = {
  __typename?: 'Team';
  avatar: Maybe<Scalars['String']['output']>;
  /** The company or agency name. */
  company: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  owner_id: Scalars['ID']['output'];
  type: TeamType;
};

/** Step 3 of the team registration: about yourself and a photo (mandatory). */
export type TeamMemberProfileInput = {
  /** An uploaded file of kind avatar (POST /api/uploads). */
  avatar: Scalars['ID']['input'];
  bio?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The invited member's registration (team/register and accept-invite): step 1's password, step 2's
 * personal information. The email is the invitation's (never typed). Step 3 (about yourself and the
 * mandatory photo) is `completeTeamMemberProfile`, once signed in.
 */
export type TeamMemberRegistrationInput = {
  address_1: Scalars['String']['input'];
  address_2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** ISO 3166 alpha-2; GB when omitted. */
  country?: InputMaybe<Scalars['String']['input']>;
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['String']['input'];
  /** County. */
  state: Scalars['String']['input'];
  tnc: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type TeamRole =
  | 'admin'
  | 'member';

/** The team's monthly subscription (£195 a month including 2 job posts, by default). */
export type TeamSubscription = {
  __typename?: 'TeamSubscription';
  /** Cancelled: it ends at `current_period_end` instead of renewing. */
  cancel_at_period_end: Scalars['Boolean']['output'];
  /** ISO 8601: when the current month ends (it renews then). */
  current_period_end: Scalars['String']['output'];
  /** Why the last renewal failed (PAST_DUE). */
  failure_message: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  history: Array<SubscriptionHistoryEntry>;
  status: SubscriptionStatus;
};

export type TeamType =
  | 'AGENCY'
  | 'COMPANY';

/**
 * A member of a team as its admins manage it (manage-team): who they are, their role, whether
 * they may post, and whose posts they may see and manage (their associates).
 */
export type TeamUser = {
  __typename?: 'TeamUser';
  active: Scalars['Boolean']['output'];
  /** The members whose posts this member may see and manage (the brief's associations), by user id. */
  associate_ids: Array<Scalars['ID']['output']>;
  /** Path relative to the API origin, or null. */
  avatar: Maybe<Scalars['String']['output']>;
  can_post_jobs: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  /** The team's owner (who registered it): their role, access and membership cannot be changed. */
  is_owner: Scalars['Boolean']['output'];
  last_name: Scalars['String']['output'];
  position: Maybe<Scalars['String']['output']>;
  role: TeamRole;
  team_id: Scalars['ID']['output'];
  /** The account's type: GUEST for invited members. */
  type: UserType;
  user_id: Scalars['ID']['output'];
};

/** One association: `user_id` may see and manage the posts of `associate_id`. */
export type TeamUserAssociationInput = {
  associate_id: Scalars['ID']['input'];
  team_id?: InputMaybe<Scalars['ID']['input']>;
  user_id: Scalars['ID']['input'];
};

/** The brief's UPDATE_TEAM_USER_SETTING: a role, a posting right, or both. */
export type TeamUserSettingInput = {
  can_post_jobs?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<TeamRole>;
  /** The caller's active team when omitted. */
  team_id?: InputMaybe<Scalars['ID']['input']>;
  user_id: Scalars['ID']['input'];
};

/** A code was texted. */
export type TextNotificationCodeSent = {
  __typename?: 'TextNotificationCodeSent';
  /** Seconds until the code expires. */
  expires_in: Scalars['Int']['output'];
  /** The number it went to, international form. */
  phone: Scalars['String']['output'];
};

export type UpdatePaymentMethodInput = {
  /** A payment method the card form created (Stripe.js, or createLocalPaymentMethod). */
  payment_method_id: Scalars['String']['input'];
};

/**
 * An account. The organisation's profile (company or agency name, logo, bio, description,
 * what sets it apart, logo consent, website, agency locations, phones, services and
 * category experience) belongs to the team: for COMPANY, AGENCY and GUEST users those
 * fields are the active team's. Image fields are paths relative to the API origin.
 */
export type User = {
  __typename?: 'User';
  /** The team the user acts for (the one the client names in X-Team-Id if a member, else the first), or null; the UI uses this one. */
  activeTeam: Maybe<UserTeam>;
  address_1: Maybe<Scalars['String']['output']>;
  address_2: Maybe<Scalars['String']['output']>;
  /** An agency's locations (at most 2). */
  agency_location: Array<Scalars['String']['output']>;
  /** The agency's name (the active team's). */
  agency_name: Maybe<Scalars['String']['output']>;
  /** An agency's phone numbers (at most 4), international form. */
  agency_phone: Array<Scalars['String']['output']>;
  /** A candidate's photo, or the active team's logo. */
  avatar: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  /** Consent to show the logo in marketing; null until asked. */
  can_use_logo: Maybe<Scalars['Boolean']['output']>;
  city: Maybe<Scalars['String']['output']>;
  /** The employer name (the active team's for employers); a candidate's current employer. */
  company: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2 code. */
  country: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  education: Array<Education>;
  email: Scalars['String']['output'];
  ethnicity: Maybe<Scalars['String']['output']>;
  /** Present first, then the latest end. */
  experiences: Array<Experience>;
  first_name: Scalars['String']['output'];
  genres: Array<Genre>;
  hear_us: Maybe<Scalars['String']['output']>;
  hear_us_additional: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Interested In (candidates, employers), or an agency's category experience. */
  industries: Array<Industry>;
  /** Whether the profile is complete enough to apply, and what it still needs. */
  isProfileComplete: ProfileCompleteness;
  /** Job type keys considered: FREELANCE, PERMANENT, BOTH. */
  job_types: Array<Scalars['String']['output']>;
  languages: Array<Scalars['String']['output']>;
  last_name: Scalars['String']['output'];
  /** A candidate's LinkedIn profile (https). */
  linkedin: Maybe<Scalars['String']['output']>;
  /** Preferred work location: ONSITE, REMOTE, HYBRID or ALL. */
  location: Maybe<Scalars['String']['output']>;
  /** Role levels sought: job level keys. */
  looking_for: Array<Scalars['String']['output']>;
  /** The expected range's upper end, in whole units of the currency; null until chosen. */
  maximum_salary: Maybe<Scalars['Int']['output']>;
  /** The expected range's lower end, in whole units of the currency; null until chosen. */
  minimum_salary: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** 1 to 31, in notice_period_unit. */
  notice_period: Maybe<Scalars['Int']['output']>;
  /** DAYS or MONTHS. */
  notice_period_unit: Maybe<Scalars['String']['output']>;
  notification_frequency: NotificationFrequency;
  otherQualifications: Array<OtherQualification>;
  /** 1 Payroll, 2 Limited Company, 3 Either. */
  payroll_status: Maybe<Scalars['Int']['output']>;
  /** In international form, with a leading +. */
  phone: Maybe<Scalars['String']['output']>;
  /** A candidate's second number, international form. */
  phone_secondary: Maybe<Scalars['String']['output']>;
  /** Job title; a candidate's latest job title. */
  position: Maybe<Scalars['String']['output']>;
  /** Positions a candidate seeks. */
  positions: Array<Position>;
  /**
   * A candidate's saved preferences, active first, then newest first; the active ones choose
   * the opportunities picked for them. Only the user themself reads them (empty otherwise).
   */
  preferences: Array<Preference>;
  privacy: ProfilePrivacy;
  /**
   * A candidate's opaque profile id, for links to their profile (`candidate-profile/{profile_id}`,
   * `freelancer-profile/{profile_id}-{applicationId}`): 32 random hex digits, never the sequential
   * id. Null for users who are not candidates. Knowing it opens nothing the rules do not allow.
   */
  profile_id: Maybe<Scalars['ID']['output']>;
  pronouns: Maybe<Scalars['String']['output']>;
  qualifications: Array<Qualification>;
  referee_1: Maybe<Scalars['String']['output']>;
  referee_2: Maybe<Scalars['String']['output']>;
  /** The active CV first, then newest first. */
  resumes: Array<Resume>;
  /** 1 no visa required, 2 visa required within 3 years. */
  right_to_work: Maybe<Scalars['String']['output']>;
  /** The currency of the salary or day-rate expectations: GBP, EUR or USD. */
  salary_currency: Scalars['String']['output'];
  /** DAY (a day rate, 200-1000 in steps of 25) or YEAR (20000-200000 in steps of 100). */
  salary_unit: Maybe<SalaryUnit>;
  send_email: Scalars['Boolean']['output'];
  send_text_notification: Scalars['Boolean']['output'];
  /** An agency's services; a candidate's own services, to themself only (modules/candidates). */
  services: Array<Service>;
  /** Skills and software skills (`software`), top skills first. */
  skills: Array<CandidateSkill>;
  /** Availability, YYYY-MM-DD. */
  start_date: Maybe<Scalars['String']['output']>;
  /** County. */
  state: Maybe<Scalars['String']['output']>;
  status: UserStatus;
  /** Newest first. */
  supportingDocuments: Array<SupportingDocument>;
  /** A candidate's portfolio or other supporting link (https). */
  supporting_url: Maybe<Scalars['String']['output']>;
  /** Owner of the user's active team. */
  teamOwner: Maybe<Scalars['ID']['output']>;
  /** Type of the user's active team (for a GUEST, the type it acts under). */
  teamType: Maybe<TeamType>;
  teams: Array<UserTeam>;
  /** The number verified by a texted code, international form; null while texts are off. */
  text_notification_phone: Maybe<Scalars['String']['output']>;
  type: UserType;
  vetted: Scalars['Boolean']['output'];
  website: Maybe<Scalars['String']['output']>;
  what_sets_apart: Maybe<Scalars['String']['output']>;
  /** Working hours considered: FULLTIME, PARTTIME, BOTH_TIME. */
  working_hours: Array<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE';

/** A user's membership of a team. */
export type UserTeam = {
  __typename?: 'UserTeam';
  active: Scalars['Boolean']['output'];
  can_post_jobs: Scalars['Boolean']['output'];
  role: TeamRole;
  team: Team;
  team_id: Scalars['ID']['output'];
  user_id: Scalars['ID']['output'];
};

export type UserType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER'
  | 'GUEST';

export type VerifyTextNotificationCodeInput = {
  /** The 6 digits texted by sendTextNotificationCode. */
  code: Scalars['String']['input'];
};

/** The caller's own application to a post. */
export type ViewerApplication = {
  __typename?: 'ViewerApplication';
  /** When they applied (ISO 8601). */
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type WorkMode =
  | 'HYBRID'
  | 'ONSITE'
  | 'REMOTE';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessGrant: ResolverTypeWrapper<AccessGrant>;
  AddSubscriptionInput: AddSubscriptionInput;
  AddSupportingDocumentInput: AddSupportingDocumentInput;
  AgencyAccountInput: AgencyAccountInput;
  AgencyBudget: ResolverTypeWrapper<AgencyBudget>;
  AgencyListing: ResolverTypeWrapper<AgencyListingParent>;
  AgencyListingPaginator: ResolverTypeWrapper<Omit<AgencyListingPaginator, 'data'> & { data: Array<ResolversTypes['AgencyListing']> }>;
  AgencyPersonalInformationInput: AgencyPersonalInformationInput;
  AgencyProfile: ResolverTypeWrapper<AgencyProfileRow>;
  AgencyProfileEditInput: AgencyProfileEditInput;
  AgencyProfileInput: AgencyProfileInput;
  Applicant: ResolverTypeWrapper<ApplicationRow>;
  ApplicantAgency: ResolverTypeWrapper<ApplicantAgency>;
  ApplicantUser: ResolverTypeWrapper<ApplicantUserParent>;
  ApplicationEligibility: ResolverTypeWrapper<ApplicationEligibility>;
  ApplicationInput: ApplicationInput;
  AppliedOpportunity: ResolverTypeWrapper<AppliedRow>;
  AppliedOpportunityPaginator: ResolverTypeWrapper<Omit<AppliedOpportunityPaginator, 'data'> & { data: Array<ResolversTypes['AppliedOpportunity']> }>;
  AppliedStatus: AppliedStatus;
  ApplyBlock: ApplyBlock;
  Article: ResolverTypeWrapper<ArticleRow>;
  ArticlePaginator: ResolverTypeWrapper<Omit<ArticlePaginator, 'data'> & { data: Array<ResolversTypes['Article']> }>;
  ArticleType: ArticleType;
  Availability: Availability;
  BillingDetails: ResolverTypeWrapper<BillingDetailsRow>;
  BillingDetailsInput: BillingDetailsInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CandidateApplication: ResolverTypeWrapper<CandidateApplicationRow>;
  CandidateApplicationDetail: ResolverTypeWrapper<CandidateApplicationDetailRow>;
  CandidateAppliedPost: ResolverTypeWrapper<CandidateAppliedPost>;
  CandidateProfile: ResolverTypeWrapper<CandidateProfileRow>;
  CandidateProfileInput: CandidateProfileInput;
  CandidateSkill: ResolverTypeWrapper<CandidateSkillRow>;
  CaseStudy: ResolverTypeWrapper<CaseStudyParent>;
  CaseStudyAgency: ResolverTypeWrapper<CaseStudyAgencyParent>;
  CaseStudyBlock: ResolverTypeWrapper<CaseStudyBlockParent>;
  CaseStudyBlockInput: CaseStudyBlockInput;
  CaseStudyInput: CaseStudyInput;
  CaseStudyPaginator: ResolverTypeWrapper<Omit<CaseStudyPaginator, 'data'> & { data: Array<ResolversTypes['CaseStudy']> }>;
  ChangePasswordInput: ChangePasswordInput;
  CloseOpportunityInput: CloseOpportunityInput;
  CompanyProfile: ResolverTypeWrapper<CompanyProfileParent>;
  CompanyProfileInput: CompanyProfileInput;
  CreateInvitationInput: CreateInvitationInput;
  CreditAccount: ResolverTypeWrapper<CreditAccountRow>;
  CreditAccountInput: CreditAccountInput;
  CreditAccountStatus: CreditAccountStatus;
  CreditEntryType: CreditEntryType;
  CreditHistoryEntry: ResolverTypeWrapper<CreditEntryRow>;
  CreditHistoryPage: ResolverTypeWrapper<Omit<CreditHistoryPage, 'data'> & { data: Array<ResolversTypes['CreditHistoryEntry']> }>;
  CurrentCredit: ResolverTypeWrapper<CurrentCredit>;
  CursorPaginatorInfo: ResolverTypeWrapper<CursorPaginatorInfo>;
  Deal: ResolverTypeWrapper<DealRow>;
  DealPaginator: ResolverTypeWrapper<Omit<DealPaginator, 'data'> & { data: Array<ResolversTypes['Deal']> }>;
  EditCandidateProfileInput: EditCandidateProfileInput;
  Education: ResolverTypeWrapper<EducationRow>;
  EducationInput: EducationInput;
  EmailChangeConfirmation: ResolverTypeWrapper<EmailChangeConfirmation>;
  EmailNotificationSettingsInput: EmailNotificationSettingsInput;
  EmployerProfileInput: EmployerProfileInput;
  Experience: ResolverTypeWrapper<ExperienceRow>;
  ExperienceInput: ExperienceInput;
  FreelancerProfile: ResolverTypeWrapper<FreelancerProfileRow>;
  Genre: ResolverTypeWrapper<Genre>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpersonateInput: ImpersonateInput;
  Impersonation: ResolverTypeWrapper<Impersonation>;
  Industry: ResolverTypeWrapper<Industry>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationRow>;
  InvitationLink: ResolverTypeWrapper<InvitationLinkView>;
  InvitationState: InvitationState;
  InvitationStatus: InvitationStatus;
  Invoice: ResolverTypeWrapper<InvoiceRow>;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'data'> & { data: Array<ResolversTypes['Invoice']> }>;
  InvoiceStatus: InvoiceStatus;
  JobLevel: ResolverTypeWrapper<JobLevel>;
  JobType: ResolverTypeWrapper<JobType>;
  LandingPage: ResolverTypeWrapper<LandingPageRow>;
  LocalCardInput: LocalCardInput;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  ManageCvInput: ManageCvInput;
  MarketplaceSearch: MarketplaceSearch;
  MustHavePivot: ResolverTypeWrapper<MustHavePivot>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationFrequency: NotificationFrequency;
  Opportunity: ResolverTypeWrapper<OpportunityParent>;
  OpportunityCreator: ResolverTypeWrapper<UserSummary>;
  OpportunityInput: OpportunityInput;
  OpportunityPage: ResolverTypeWrapper<Omit<OpportunityPage, 'data'> & { data: Array<ResolversTypes['Opportunity']> }>;
  OpportunityPaginator: ResolverTypeWrapper<Omit<OpportunityPaginator, 'data'> & { data: Array<ResolversTypes['Opportunity']> }>;
  OpportunityQualification: ResolverTypeWrapper<OpportunityQualification>;
  OpportunitySearch: OpportunitySearch;
  OpportunitySkill: ResolverTypeWrapper<OpportunitySkill>;
  OpportunityTarget: OpportunityTarget;
  OpportunityTeam: ResolverTypeWrapper<OpportunityTeam>;
  OtherQualification: ResolverTypeWrapper<OtherQualification>;
  OwnAgencyProfile: ResolverTypeWrapper<OwnAgencyProfileParent>;
  OwnCompanyProfile: ResolverTypeWrapper<OwnCompanyProfileParent>;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  PaymentGatewayKind: PaymentGatewayKind;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodRow>;
  PaymentSetup: ResolverTypeWrapper<PaymentSetup>;
  PersonalInformationInput: PersonalInformationInput;
  Place: ResolverTypeWrapper<Place>;
  Position: ResolverTypeWrapper<Position>;
  Preference: ResolverTypeWrapper<PreferenceView>;
  PreferenceInput: PreferenceInput;
  PriceCalculation: ResolverTypeWrapper<PriceCalculation>;
  ProfileCompleteness: ResolverTypeWrapper<ProfileCompleteness>;
  ProfilePrivacy: ProfilePrivacy;
  ProjectInput: ProjectInput;
  Promo: ResolverTypeWrapper<Promo>;
  PromoType: PromoType;
  PurchaseCreditsInput: PurchaseCreditsInput;
  PurchaseResult: ResolverTypeWrapper<PurchaseResultParent>;
  PurchaseStatus: PurchaseStatus;
  Qualification: ResolverTypeWrapper<Qualification>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeemSocialLoginInput: RedeemSocialLoginInput;
  RegisterInput: RegisterInput;
  RegisterType: RegisterType;
  Resume: ResolverTypeWrapper<ResumeRow>;
  SalaryUnit: SalaryUnit;
  SendTextNotificationCodeInput: SendTextNotificationCodeInput;
  Service: ResolverTypeWrapper<Service>;
  Skill: ResolverTypeWrapper<Skill>;
  SocialLoginRedemption: ResolverTypeWrapper<SocialLoginRedemption>;
  SocialRegistration: ResolverTypeWrapper<SocialRegistration>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionHistoryEntry: ResolverTypeWrapper<SubscriptionPeriodRow>;
  SubscriptionOffer: ResolverTypeWrapper<SubscriptionOffer>;
  SubscriptionStatus: SubscriptionStatus;
  SupportingDocument: ResolverTypeWrapper<SupportingDocumentRow>;
  SyncTeamUserAssociationInput: SyncTeamUserAssociationInput;
  Team: ResolverTypeWrapper<TeamParent>;
  TeamMemberProfileInput: TeamMemberProfileInput;
  TeamMemberRegistrationInput: TeamMemberRegistrationInput;
  TeamRole: TeamRole;
  TeamSubscription: ResolverTypeWrapper<SubscriptionRow>;
  TeamType: TeamType;
  TeamUser: ResolverTypeWrapper<TeamMember>;
  TeamUserAssociationInput: TeamUserAssociationInput;
  TeamUserSettingInput: TeamUserSettingInput;
  TextNotificationCodeSent: ResolverTypeWrapper<TextNotificationCodeSent>;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  User: ResolverTypeWrapper<UserParent>;
  UserStatus: UserStatus;
  UserTeam: ResolverTypeWrapper<UserTeamParent>;
  UserType: UserType;
  VerifyTextNotificationCodeInput: VerifyTextNotificationCodeInput;
  ViewerApplication: ResolverTypeWrapper<ViewerApplicationRow>;
  WorkMode: WorkMode;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessGrant: AccessGrant;
  AddSubscriptionInput: AddSubscriptionInput;
  AddSupportingDocumentInput: AddSupportingDocumentInput;
  AgencyAccountInput: AgencyAccountInput;
  AgencyBudget: AgencyBudget;
  AgencyListing: AgencyListingParent;
  AgencyListingPaginator: Omit<AgencyListingPaginator, 'data'> & { data: Array<ResolversParentTypes['AgencyListing']> };
  AgencyPersonalInformationInput: AgencyPersonalInformationInput;
  AgencyProfile: AgencyProfileRow;
  AgencyProfileEditInput: AgencyProfileEditInput;
  AgencyProfileInput: AgencyProfileInput;
  Applicant: ApplicationRow;
  ApplicantAgency: ApplicantAgency;
  ApplicantUser: ApplicantUserParent;
  ApplicationEligibility: ApplicationEligibility;
  ApplicationInput: ApplicationInput;
  AppliedOpportunity: AppliedRow;
  AppliedOpportunityPaginator: Omit<AppliedOpportunityPaginator, 'data'> & { data: Array<ResolversParentTypes['AppliedOpportunity']> };
  Article: ArticleRow;
  ArticlePaginator: Omit<ArticlePaginator, 'data'> & { data: Array<ResolversParentTypes['Article']> };
  BillingDetails: BillingDetailsRow;
  BillingDetailsInput: BillingDetailsInput;
  Boolean: Scalars['Boolean']['output'];
  CandidateApplication: CandidateApplicationRow;
  CandidateApplicationDetail: CandidateApplicationDetailRow;
  CandidateAppliedPost: CandidateAppliedPost;
  CandidateProfile: CandidateProfileRow;
  CandidateProfileInput: CandidateProfileInput;
  CandidateSkill: CandidateSkillRow;
  CaseStudy: CaseStudyParent;
  CaseStudyAgency: CaseStudyAgencyParent;
  CaseStudyBlock: CaseStudyBlockParent;
  CaseStudyBlockInput: CaseStudyBlockInput;
  CaseStudyInput: CaseStudyInput;
  CaseStudyPaginator: Omit<CaseStudyPaginator, 'data'> & { data: Array<ResolversParentTypes['CaseStudy']> };
  ChangePasswordInput: ChangePasswordInput;
  CloseOpportunityInput: CloseOpportunityInput;
  CompanyProfile: CompanyProfileParent;
  CompanyProfileInput: CompanyProfileInput;
  CreateInvitationInput: CreateInvitationInput;
  CreditAccount: CreditAccountRow;
  CreditAccountInput: CreditAccountInput;
  CreditHistoryEntry: CreditEntryRow;
  CreditHistoryPage: Omit<CreditHistoryPage, 'data'> & { data: Array<ResolversParentTypes['CreditHistoryEntry']> };
  CurrentCredit: CurrentCredit;
  CursorPaginatorInfo: CursorPaginatorInfo;
  Deal: DealRow;
  DealPaginator: Omit<DealPaginator, 'data'> & { data: Array<ResolversParentTypes['Deal']> };
  EditCandidateProfileInput: EditCandidateProfileInput;
  Education: EducationRow;
  EducationInput: EducationInput;
  EmailChangeConfirmation: EmailChangeConfirmation;
  EmailNotificationSettingsInput: EmailNotificationSettingsInput;
  EmployerProfileInput: EmployerProfileInput;
  Experience: ExperienceRow;
  ExperienceInput: ExperienceInput;
  FreelancerProfile: FreelancerProfileRow;
  Genre: Genre;
  ID: Scalars['ID']['output'];
  ImpersonateInput: ImpersonateInput;
  Impersonation: Impersonation;
  Industry: Industry;
  Int: Scalars['Int']['output'];
  Invitation: InvitationRow;
  InvitationLink: InvitationLinkView;
  Invoice: InvoiceRow;
  InvoicePage: Omit<InvoicePage, 'data'> & { data: Array<ResolversParentTypes['Invoice']> };
  JobLevel: JobLevel;
  JobType: JobType;
  LandingPage: LandingPageRow;
  LocalCardInput: LocalCardInput;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  ManageCvInput: ManageCvInput;
  MarketplaceSearch: MarketplaceSearch;
  MustHavePivot: MustHavePivot;
  Mutation: Record<PropertyKey, never>;
  Opportunity: OpportunityParent;
  OpportunityCreator: UserSummary;
  OpportunityInput: OpportunityInput;
  OpportunityPage: Omit<OpportunityPage, 'data'> & { data: Array<ResolversParentTypes['Opportunity']> };
  OpportunityPaginator: Omit<OpportunityPaginator, 'data'> & { data: Array<ResolversParentTypes['Opportunity']> };
  OpportunityQualification: OpportunityQualification;
  OpportunitySearch: OpportunitySearch;
  OpportunitySkill: OpportunitySkill;
  OpportunityTeam: OpportunityTeam;
  OtherQualification: OtherQualification;
  OwnAgencyProfile: OwnAgencyProfileParent;
  OwnCompanyProfile: OwnCompanyProfileParent;
  PaginatorInfo: PaginatorInfo;
  PaymentMethod: PaymentMethodRow;
  PaymentSetup: PaymentSetup;
  PersonalInformationInput: PersonalInformationInput;
  Place: Place;
  Position: Position;
  Preference: PreferenceView;
  PreferenceInput: PreferenceInput;
  PriceCalculation: PriceCalculation;
  ProfileCompleteness: ProfileCompleteness;
  ProjectInput: ProjectInput;
  Promo: Promo;
  PurchaseCreditsInput: PurchaseCreditsInput;
  PurchaseResult: PurchaseResultParent;
  Qualification: Qualification;
  Query: Record<PropertyKey, never>;
  RedeemSocialLoginInput: RedeemSocialLoginInput;
  RegisterInput: RegisterInput;
  Resume: ResumeRow;
  SendTextNotificationCodeInput: SendTextNotificationCodeInput;
  Service: Service;
  Skill: Skill;
  SocialLoginRedemption: SocialLoginRedemption;
  SocialRegistration: SocialRegistration;
  String: Scalars['String']['output'];
  SubscriptionHistoryEntry: SubscriptionPeriodRow;
  SubscriptionOffer: SubscriptionOffer;
  SupportingDocument: SupportingDocumentRow;
  SyncTeamUserAssociationInput: SyncTeamUserAssociationInput;
  Team: TeamParent;
  TeamMemberProfileInput: TeamMemberProfileInput;
  TeamMemberRegistrationInput: TeamMemberRegistrationInput;
  TeamSubscription: SubscriptionRow;
  TeamUser: TeamMember;
  TeamUserAssociationInput: TeamUserAssociationInput;
  TeamUserSettingInput: TeamUserSettingInput;
  TextNotificationCodeSent: TextNotificationCodeSent;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  User: UserParent;
  UserTeam: UserTeamParent;
  VerifyTextNotificationCodeInput: VerifyTextNotificationCodeInput;
  ViewerApplication: ViewerApplicationRow;
};

export type AccessGrantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessGrant'] = ResolversParentTypes['AccessGrant']> = {
  access_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgencyBudgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyBudget'] = ResolversParentTypes['AgencyBudget']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgencyListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyListing'] = ResolversParentTypes['AgencyListing']> = {
  agency_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  case_studies_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AgencyListingPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyListingPaginator'] = ResolversParentTypes['AgencyListingPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AgencyListing']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AgencyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgencyProfile'] = ResolversParentTypes['AgencyProfile']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['AgencyBudget']>, ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Applicant'] = ResolversParentTypes['Applicant']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ApplicantUser'], ParentType, ContextType>;
};

export type ApplicantAgencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicantAgency'] = ResolversParentTypes['ApplicantAgency']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplicantUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicantUser'] = ResolversParentTypes['ApplicantUser']> = {
  agency?: Resolver<Maybe<ResolversTypes['ApplicantAgency']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type ApplicationEligibilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationEligibility'] = ResolversParentTypes['ApplicationEligibility']> = {
  blocked?: Resolver<Maybe<ResolversTypes['ApplyBlock']>, ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppliedOpportunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedOpportunity'] = ResolversParentTypes['AppliedOpportunity']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppliedStatus'], ParentType, ContextType>;
};

export type AppliedOpportunityPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedOpportunityPaginator'] = ResolversParentTypes['AppliedOpportunityPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AppliedOpportunity']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ArticleType'], ParentType, ContextType>;
};

export type ArticlePaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticlePaginator'] = ResolversParentTypes['ArticlePaginator']> = {
  data?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type BillingDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingDetails'] = ResolversParentTypes['BillingDetails']> = {
  address_1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CandidateApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateApplication'] = ResolversParentTypes['CandidateApplication']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['CandidateAppliedPost'], ParentType, ContextType>;
};

export type CandidateApplicationDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateApplicationDetail'] = ResolversParentTypes['CandidateApplicationDetail']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['CandidateAppliedPost'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resumeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CandidateAppliedPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateAppliedPost'] = ResolversParentTypes['CandidateAppliedPost']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['OpportunityTarget'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CandidateProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateProfile'] = ResolversParentTypes['CandidateProfile']> = {
  applications?: Resolver<Array<ResolversTypes['CandidateApplication']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cv?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType>;
  education?: Resolver<Array<ResolversTypes['Education']>, ParentType, ContextType>;
  experiences?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  job_types?: Resolver<Array<ResolversTypes['JobType']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximum_salary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_salary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notice_period?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notice_period_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  other_qualifications?: Resolver<Array<ResolversTypes['OtherQualification']>, ParentType, ContextType>;
  payroll_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  profile_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pronouns?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  right_to_work?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role_levels?: Resolver<Array<ResolversTypes['JobLevel']>, ParentType, ContextType>;
  salary_currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['CandidateSkill']>, ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supporting_documents?: Resolver<Array<ResolversTypes['SupportingDocument']>, ParentType, ContextType>;
  supporting_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  work_location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  working_hours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CandidateSkillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateSkill'] = ResolversParentTypes['CandidateSkill']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_top?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  software?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CaseStudyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseStudy'] = ResolversParentTypes['CaseStudy']> = {
  agency?: Resolver<ResolversTypes['CaseStudyAgency'], ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['CaseStudyBlock']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  external_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CaseStudyAgencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseStudyAgency'] = ResolversParentTypes['CaseStudyAgency']> = {
  agency_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
};

export type CaseStudyBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseStudyBlock'] = ResolversParentTypes['CaseStudyBlock']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CaseStudyPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseStudyPaginator'] = ResolversParentTypes['CaseStudyPaginator']> = {
  data?: Resolver<Array<ResolversTypes['CaseStudy']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type CompanyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyProfile'] = ResolversParentTypes['CompanyProfile']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunities?: Resolver<ResolversTypes['OpportunityPaginator'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  what_sets_apart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditAccount'] = ResolversParentTypes['CreditAccount']> = {
  invoice_address_1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice_city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice_zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditAccountStatus'], ParentType, ContextType>;
};

export type CreditHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditHistoryEntry'] = ResolversParentTypes['CreditHistoryEntry']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditEntryType'], ParentType, ContextType>;
};

export type CreditHistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditHistoryPage'] = ResolversParentTypes['CreditHistoryPage']> = {
  data?: Resolver<Array<ResolversTypes['CreditHistoryEntry']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['CursorPaginatorInfo'], ParentType, ContextType>;
};

export type CurrentCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentCredit'] = ResolversParentTypes['CurrentCredit']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  team_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CursorPaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CursorPaginatorInfo'] = ResolversParentTypes['CursorPaginatorInfo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMorePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Deal'] = ResolversParentTypes['Deal']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DealPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealPaginator'] = ResolversParentTypes['DealPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Deal']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type EducationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Education'] = ResolversParentTypes['Education']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  school_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailChangeConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailChangeConfirmation'] = ResolversParentTypes['EmailChangeConfirmation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Experience'] = ResolversParentTypes['Experience']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  years?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FreelancerProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FreelancerProfile'] = ResolversParentTypes['FreelancerProfile']> = {
  application?: Resolver<ResolversTypes['CandidateApplicationDetail'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['CandidateProfile'], ParentType, ContextType>;
};

export type GenreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Genre'] = ResolversParentTypes['Genre']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Impersonation'] = ResolversParentTypes['Impersonation']> = {
  issued_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IndustryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Industry'] = ResolversParentTypes['Industry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invite_status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationLink'] = ResolversParentTypes['InvitationLink']> = {
  account_exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvitationState'], ParentType, ContextType>;
  team_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team_type?: Resolver<ResolversTypes['TeamType'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  due_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['CursorPaginatorInfo'], ParentType, ContextType>;
};

export type JobLevelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobLevel'] = ResolversParentTypes['JobLevel']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobType'] = ResolversParentTypes['JobType']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LandingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LandingPage'] = ResolversParentTypes['LandingPage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display_in_footer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  access_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamType?: Resolver<Maybe<ResolversTypes['TeamType']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type MustHavePivotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MustHavePivot'] = ResolversParentTypes['MustHavePivot']> = {
  must_have?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptInvitation?: Resolver<ResolversTypes['UserTeam'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  activatePreference?: Resolver<ResolversTypes['Preference'], ParentType, ContextType, RequireFields<MutationActivatePreferenceArgs, 'active' | 'id'>>;
  activateResume?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationActivateResumeArgs, 'id'>>;
  addEducation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddEducationArgs, 'input'>>;
  addExperience?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddExperienceArgs, 'input'>>;
  addPreference?: Resolver<ResolversTypes['Preference'], ParentType, ContextType, RequireFields<MutationAddPreferenceArgs, 'input'>>;
  addResume?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddResumeArgs, 'file'>>;
  addSubscription?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationAddSubscriptionArgs, 'input'>>;
  addSupportingDocument?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddSupportingDocumentArgs, 'input'>>;
  authenticateLocalPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAuthenticateLocalPaymentArgs, 'approved' | 'payment_id'>>;
  cancelEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelSubscription?: Resolver<ResolversTypes['TeamSubscription'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  closeOpportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationCloseOpportunityArgs, 'id' | 'input'>>;
  completeAgencyProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCompleteAgencyProfileArgs, 'input'>>;
  completeCandidateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCompleteCandidateProfileArgs, 'input'>>;
  completeEmployerProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCompleteEmployerProfileArgs, 'input'>>;
  completeTeamMemberProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCompleteTeamMemberProfileArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['EmailChangeConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  confirmPurchase?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationConfirmPurchaseArgs, 'payment_id'>>;
  createApplication?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationCreateApplicationArgs, 'input'>>;
  createCaseStudy?: Resolver<ResolversTypes['CaseStudy'], ParentType, ContextType, RequireFields<MutationCreateCaseStudyArgs, 'input'>>;
  createInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationCreateInvitationArgs, 'input'>>;
  createLocalPaymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCreateLocalPaymentMethodArgs, 'input'>>;
  createOpportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationCreateOpportunityArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createTeamUserAssociation?: Resolver<ResolversTypes['TeamUser'], ParentType, ContextType, RequireFields<MutationCreateTeamUserAssociationArgs, 'input'>>;
  deleteCaseStudy?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCaseStudyArgs, 'id'>>;
  deleteEducation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteEducationArgs, 'id'>>;
  deleteExperience?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteExperienceArgs, 'id'>>;
  deleteInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInvitationArgs, 'id'>>;
  deletePreference?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePreferenceArgs, 'id'>>;
  deleteResume?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteResumeArgs, 'id'>>;
  deleteSupportingDocument?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteSupportingDocumentArgs, 'id'>>;
  deleteTeamUserAssociation?: Resolver<ResolversTypes['TeamUser'], ParentType, ContextType, RequireFields<MutationDeleteTeamUserAssociationArgs, 'input'>>;
  deleteTeamUserSetting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTeamUserSettingArgs, 'user_id'>>;
  disableTextNotifications?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  impersonate?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType, RequireFields<MutationImpersonateArgs, 'input'>>;
  issueAccessToken?: Resolver<ResolversTypes['AccessGrant'], ParentType, ContextType>;
  login?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchaseCredits?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationPurchaseCreditsArgs, 'input'>>;
  purchaseOnAccount?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationPurchaseOnAccountArgs, 'input'>>;
  redeemSocialLogin?: Resolver<Maybe<ResolversTypes['SocialLoginRedemption']>, ParentType, ContextType, RequireFields<MutationRedeemSocialLoginArgs, 'input'>>;
  register?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerTeamMember?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationRegisterTeamMemberArgs, 'input'>>;
  requestCreditAccount?: Resolver<ResolversTypes['CreditAccount'], ParentType, ContextType, RequireFields<MutationRequestCreditAccountArgs, 'input'>>;
  resendEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'id'>>;
  restoreOpportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationRestoreOpportunityArgs, 'id'>>;
  resumeSubscription?: Resolver<ResolversTypes['TeamSubscription'], ParentType, ContextType>;
  retrySubscriptionPayment?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType>;
  saveCandidateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSaveCandidateProfileArgs, 'input'>>;
  saveManageCv?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSaveManageCvArgs, 'input'>>;
  sendTextNotificationCode?: Resolver<ResolversTypes['TextNotificationCodeSent'], ParentType, ContextType, RequireFields<MutationSendTextNotificationCodeArgs, 'input'>>;
  syncTeamUserAssociation?: Resolver<ResolversTypes['TeamUser'], ParentType, ContextType, RequireFields<MutationSyncTeamUserAssociationArgs, 'input'>>;
  updateAgencyAccount?: Resolver<ResolversTypes['OwnAgencyProfile'], ParentType, ContextType, RequireFields<MutationUpdateAgencyAccountArgs, 'input'>>;
  updateAgencyPersonalInformation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateAgencyPersonalInformationArgs, 'input'>>;
  updateAgencyProfile?: Resolver<ResolversTypes['OwnAgencyProfile'], ParentType, ContextType, RequireFields<MutationUpdateAgencyProfileArgs, 'input'>>;
  updateBillingDetails?: Resolver<ResolversTypes['BillingDetails'], ParentType, ContextType, RequireFields<MutationUpdateBillingDetailsArgs, 'input'>>;
  updateCaseStudy?: Resolver<ResolversTypes['CaseStudy'], ParentType, ContextType, RequireFields<MutationUpdateCaseStudyArgs, 'id' | 'input'>>;
  updateCompanyProfile?: Resolver<ResolversTypes['OwnCompanyProfile'], ParentType, ContextType, RequireFields<MutationUpdateCompanyProfileArgs, 'input'>>;
  updateEducation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateEducationArgs, 'id' | 'input'>>;
  updateEmailNotificationSettings?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateEmailNotificationSettingsArgs, 'input'>>;
  updateExperience?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateExperienceArgs, 'id' | 'input'>>;
  updateOpportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationUpdateOpportunityArgs, 'id' | 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'input'>>;
  updatePersonalInformation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePersonalInformationArgs, 'input'>>;
  updatePreference?: Resolver<ResolversTypes['Preference'], ParentType, ContextType, RequireFields<MutationUpdatePreferenceArgs, 'id' | 'input'>>;
  updateProfilePrivacy?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfilePrivacyArgs, 'privacy'>>;
  updateProject?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateTeamUserSetting?: Resolver<ResolversTypes['TeamUser'], ParentType, ContextType, RequireFields<MutationUpdateTeamUserSettingArgs, 'input'>>;
  verifyTextNotificationCode?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyTextNotificationCodeArgs, 'input'>>;
  viewOpportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<MutationViewOpportunityArgs, 'id'>>;
};

export type OpportunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Opportunity'] = ResolversParentTypes['Opportunity']> = {
  agency?: Resolver<ResolversTypes['OpportunityTeam'], ParentType, ContextType>;
  applicants_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  application_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  close_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compensation_currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compensation_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['OpportunityCreator'], ParentType, ContextType>;
  deleted_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  follow_up?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freelancer?: Resolver<Maybe<ResolversTypes['OpportunityCreator']>, ParentType, ContextType>;
  freelancer_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_compensation_displayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_ir35?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_on_site?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_remote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maximumBudget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumBudget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['OpportunityQualification']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['OpportunitySkill']>, ParentType, ContextType>;
  sub_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['OpportunityTarget'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerApplication?: Resolver<Maybe<ResolversTypes['ViewerApplication']>, ParentType, ContextType>;
  views?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  work_mode?: Resolver<Maybe<ResolversTypes['WorkMode']>, ParentType, ContextType>;
  work_mode_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpportunityCreatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityCreator'] = ResolversParentTypes['OpportunityCreator']> = {
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpportunityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPage'] = ResolversParentTypes['OpportunityPage']> = {
  data?: Resolver<Array<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['CursorPaginatorInfo'], ParentType, ContextType>;
};

export type OpportunityPaginatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityPaginator'] = ResolversParentTypes['OpportunityPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type OpportunityQualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityQualification'] = ResolversParentTypes['OpportunityQualification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pivot?: Resolver<ResolversTypes['MustHavePivot'], ParentType, ContextType>;
};

export type OpportunitySkillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunitySkill'] = ResolversParentTypes['OpportunitySkill']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pivot?: Resolver<ResolversTypes['MustHavePivot'], ParentType, ContextType>;
  software?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OpportunityTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityTeam'] = ResolversParentTypes['OpportunityTeam']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OtherQualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OtherQualification'] = ResolversParentTypes['OtherQualification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<ResolversTypes['Industry'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnAgencyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnAgencyProfile'] = ResolversParentTypes['OwnAgencyProfile']> = {
  address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['AgencyBudget']>, ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OwnCompanyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnCompanyProfile'] = ResolversParentTypes['OwnCompanyProfile']> = {
  address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can_use_logo?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pending_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  what_sets_apart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMorePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp_month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp_year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSetup'] = ResolversParentTypes['PaymentSetup']> = {
  gateway?: Resolver<ResolversTypes['PaymentGatewayKind'], ParentType, ContextType>;
  publishable_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Position'] = ResolversParentTypes['Position']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preference'] = ResolversParentTypes['Preference']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceCalculationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceCalculation'] = ResolversParentTypes['PriceCalculation']> = {
  discountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPerUnitAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promo?: Resolver<Maybe<ResolversTypes['Promo']>, ParentType, ContextType>;
  promoAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalExcludingDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalIncludingDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceExcludingDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceIncludingDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileCompletenessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileCompleteness'] = ResolversParentTypes['ProfileCompleteness']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promo'] = ResolversParentTypes['Promo']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PromoType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseResult'] = ResolversParentTypes['PurchaseResult']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  client_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
};

export type QualificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Qualification'] = ResolversParentTypes['Qualification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agencyProfile?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType, RequireFields<QueryAgencyProfileArgs, 'id'>>;
  allJobLevels?: Resolver<Array<ResolversTypes['JobLevel']>, ParentType, ContextType>;
  applicationEligibility?: Resolver<ResolversTypes['ApplicationEligibility'], ParentType, ContextType>;
  appliedOpportunities?: Resolver<ResolversTypes['AppliedOpportunityPaginator'], ParentType, ContextType, RequireFields<QueryAppliedOpportunitiesArgs, 'first' | 'page'>>;
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug'>>;
  articles?: Resolver<ResolversTypes['ArticlePaginator'], ParentType, ContextType, RequireFields<QueryArticlesArgs, 'first' | 'page'>>;
  billingDetails?: Resolver<Maybe<ResolversTypes['BillingDetails']>, ParentType, ContextType>;
  calculatePrice?: Resolver<ResolversTypes['PriceCalculation'], ParentType, ContextType, RequireFields<QueryCalculatePriceArgs, 'qty'>>;
  candidateProfile?: Resolver<ResolversTypes['CandidateProfile'], ParentType, ContextType, RequireFields<QueryCandidateProfileArgs, 'id'>>;
  caseStudies?: Resolver<ResolversTypes['CaseStudyPaginator'], ParentType, ContextType, RequireFields<QueryCaseStudiesArgs, 'first' | 'page'>>;
  caseStudy?: Resolver<ResolversTypes['CaseStudy'], ParentType, ContextType, RequireFields<QueryCaseStudyArgs, 'id'>>;
  checkPromo?: Resolver<Maybe<ResolversTypes['Promo']>, ParentType, ContextType, RequireFields<QueryCheckPromoArgs, 'code'>>;
  checkUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCheckUserArgs, 'email'>>;
  companyProfile?: Resolver<ResolversTypes['CompanyProfile'], ParentType, ContextType, RequireFields<QueryCompanyProfileArgs, 'first' | 'id' | 'page'>>;
  creditAccount?: Resolver<Maybe<ResolversTypes['CreditAccount']>, ParentType, ContextType>;
  creditHistory?: Resolver<ResolversTypes['CreditHistoryPage'], ParentType, ContextType, RequireFields<QueryCreditHistoryArgs, 'first'>>;
  currentCredit?: Resolver<ResolversTypes['CurrentCredit'], ParentType, ContextType, Partial<QueryCurrentCreditArgs>>;
  deals?: Resolver<ResolversTypes['DealPaginator'], ParentType, ContextType, RequireFields<QueryDealsArgs, 'first' | 'page'>>;
  defaultPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  freelancerProfile?: Resolver<ResolversTypes['FreelancerProfile'], ParentType, ContextType, RequireFields<QueryFreelancerProfileArgs, 'application_id' | 'user_id'>>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType, Partial<QueryGenresArgs>>;
  impersonation?: Resolver<Maybe<ResolversTypes['Impersonation']>, ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  invitation?: Resolver<ResolversTypes['InvitationLink'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  invoiceDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryInvoiceDownloadUrlArgs, 'number'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'first'>>;
  jobTypes?: Resolver<Array<ResolversTypes['JobType']>, ParentType, ContextType>;
  landingPage?: Resolver<ResolversTypes['LandingPage'], ParentType, ContextType, RequireFields<QueryLandingPageArgs, 'slug'>>;
  landingPages?: Resolver<Array<ResolversTypes['LandingPage']>, ParentType, ContextType>;
  latestOpportunities?: Resolver<ResolversTypes['OpportunityPaginator'], ParentType, ContextType, RequireFields<QueryLatestOpportunitiesArgs, 'first' | 'page'>>;
  marketplaceAgencies?: Resolver<ResolversTypes['AgencyListingPaginator'], ParentType, ContextType, RequireFields<QueryMarketplaceAgenciesArgs, 'first' | 'page'>>;
  marketplaceCaseStudies?: Resolver<ResolversTypes['CaseStudyPaginator'], ParentType, ContextType, RequireFields<QueryMarketplaceCaseStudiesArgs, 'first' | 'page'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAgencyProfile?: Resolver<ResolversTypes['OwnAgencyProfile'], ParentType, ContextType>;
  myCompanyProfile?: Resolver<ResolversTypes['OwnCompanyProfile'], ParentType, ContextType>;
  opportunitiesForYou?: Resolver<ResolversTypes['OpportunityPaginator'], ParentType, ContextType, RequireFields<QueryOpportunitiesForYouArgs, 'first' | 'page'>>;
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType, RequireFields<QueryOpportunityArgs, 'id'>>;
  otherQualifications?: Resolver<Array<ResolversTypes['OtherQualification']>, ParentType, ContextType, Partial<QueryOtherQualificationsArgs>>;
  paymentSetup?: Resolver<ResolversTypes['PaymentSetup'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType, RequireFields<QueryPositionsArgs, 'industries' | 'jobLevels'>>;
  postingTeamUsers?: Resolver<Array<ResolversTypes['OpportunityCreator']>, ParentType, ContextType>;
  publishedOpportunities?: Resolver<ResolversTypes['OpportunityPage'], ParentType, ContextType, RequireFields<QueryPublishedOpportunitiesArgs, 'first' | 'target'>>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType, RequireFields<QueryQualificationsArgs, 'industries'>>;
  searchPlaces?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QuerySearchPlacesArgs, 'first' | 'query'>>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['Skill']>, ParentType, ContextType, RequireFields<QuerySkillsArgs, 'industries'>>;
  socialLoginProviders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  softwareSkills?: Resolver<Array<ResolversTypes['Skill']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['TeamSubscription']>, ParentType, ContextType>;
  subscriptionOffer?: Resolver<ResolversTypes['SubscriptionOffer'], ParentType, ContextType, Partial<QuerySubscriptionOfferArgs>>;
  userTeam?: Resolver<ResolversTypes['UserTeam'], ParentType, ContextType, RequireFields<QueryUserTeamArgs, 'team_id'>>;
  viewApplicants?: Resolver<Array<ResolversTypes['Applicant']>, ParentType, ContextType, RequireFields<QueryViewApplicantsArgs, 'opportunity_id'>>;
  viewInvitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType, Partial<QueryViewInvitationsArgs>>;
  viewTeamOpportunity?: Resolver<ResolversTypes['OpportunityPage'], ParentType, ContextType, RequireFields<QueryViewTeamOpportunityArgs, 'closed' | 'first' | 'target'>>;
  viewUserTeam?: Resolver<Array<ResolversTypes['TeamUser']>, ParentType, ContextType, Partial<QueryViewUserTeamArgs>>;
};

export type ResumeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Resume'] = ResolversParentTypes['Resume']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SkillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Skill'] = ResolversParentTypes['Skill']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  software?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SocialLoginRedemptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialLoginRedemption'] = ResolversParentTypes['SocialLoginRedemption']> = {
  registration?: Resolver<Maybe<ResolversTypes['SocialRegistration']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType>;
};

export type SocialRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialRegistration'] = ResolversParentTypes['SocialRegistration']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionHistoryEntry'] = ResolversParentTypes['SubscriptionHistoryEntry']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ends_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  period_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionOffer'] = ResolversParentTypes['SubscriptionOffer']> = {
  job_posts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceCalculation'], ParentType, ContextType>;
};

export type SupportingDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportingDocument'] = ResolversParentTypes['SupportingDocument']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TeamType'], ParentType, ContextType>;
};

export type TeamSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamSubscription'] = ResolversParentTypes['TeamSubscription']> = {
  cancel_at_period_end?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current_period_end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['SubscriptionHistoryEntry']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type TeamUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamUser'] = ResolversParentTypes['TeamUser']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  associate_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can_post_jobs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  team_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TextNotificationCodeSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextNotificationCodeSent'] = ResolversParentTypes['TextNotificationCodeSent']> = {
  expires_in?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activeTeam?: Resolver<Maybe<ResolversTypes['UserTeam']>, ParentType, ContextType>;
  address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agency_location?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  agency_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agency_phone?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can_use_logo?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  education?: Resolver<Array<ResolversTypes['Education']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ethnicity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  experiences?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  hear_us?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hear_us_additional?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  isProfileComplete?: Resolver<ResolversTypes['ProfileCompleteness'], ParentType, ContextType>;
  job_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  looking_for?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maximum_salary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_salary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notice_period?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notice_period_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification_frequency?: Resolver<ResolversTypes['NotificationFrequency'], ParentType, ContextType>;
  otherQualifications?: Resolver<Array<ResolversTypes['OtherQualification']>, ParentType, ContextType>;
  payroll_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone_secondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['Preference']>, ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['ProfilePrivacy'], ParentType, ContextType>;
  profile_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pronouns?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  referee_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referee_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumes?: Resolver<Array<ResolversTypes['Resume']>, ParentType, ContextType>;
  right_to_work?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salary_currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary_unit?: Resolver<Maybe<ResolversTypes['SalaryUnit']>, ParentType, ContextType>;
  send_email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  send_text_notification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['CandidateSkill']>, ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  supportingDocuments?: Resolver<Array<ResolversTypes['SupportingDocument']>, ParentType, ContextType>;
  supporting_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamOwner?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  teamType?: Resolver<Maybe<ResolversTypes['TeamType']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['UserTeam']>, ParentType, ContextType>;
  text_notification_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  vetted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  what_sets_apart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  working_hours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserTeam'] = ResolversParentTypes['UserTeam']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can_post_jobs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  team_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ViewerApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewerApplication'] = ResolversParentTypes['ViewerApplication']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccessGrant?: AccessGrantResolvers<ContextType>;
  AgencyBudget?: AgencyBudgetResolvers<ContextType>;
  AgencyListing?: AgencyListingResolvers<ContextType>;
  AgencyListingPaginator?: AgencyListingPaginatorResolvers<ContextType>;
  AgencyProfile?: AgencyProfileResolvers<ContextType>;
  Applicant?: ApplicantResolvers<ContextType>;
  ApplicantAgency?: ApplicantAgencyResolvers<ContextType>;
  ApplicantUser?: ApplicantUserResolvers<ContextType>;
  ApplicationEligibility?: ApplicationEligibilityResolvers<ContextType>;
  AppliedOpportunity?: AppliedOpportunityResolvers<ContextType>;
  AppliedOpportunityPaginator?: AppliedOpportunityPaginatorResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticlePaginator?: ArticlePaginatorResolvers<ContextType>;
  BillingDetails?: BillingDetailsResolvers<ContextType>;
  CandidateApplication?: CandidateApplicationResolvers<ContextType>;
  CandidateApplicationDetail?: CandidateApplicationDetailResolvers<ContextType>;
  CandidateAppliedPost?: CandidateAppliedPostResolvers<ContextType>;
  CandidateProfile?: CandidateProfileResolvers<ContextType>;
  CandidateSkill?: CandidateSkillResolvers<ContextType>;
  CaseStudy?: CaseStudyResolvers<ContextType>;
  CaseStudyAgency?: CaseStudyAgencyResolvers<ContextType>;
  CaseStudyBlock?: CaseStudyBlockResolvers<ContextType>;
  CaseStudyPaginator?: CaseStudyPaginatorResolvers<ContextType>;
  CompanyProfile?: CompanyProfileResolvers<ContextType>;
  CreditAccount?: CreditAccountResolvers<ContextType>;
  CreditHistoryEntry?: CreditHistoryEntryResolvers<ContextType>;
  CreditHistoryPage?: CreditHistoryPageResolvers<ContextType>;
  CurrentCredit?: CurrentCreditResolvers<ContextType>;
  CursorPaginatorInfo?: CursorPaginatorInfoResolvers<ContextType>;
  Deal?: DealResolvers<ContextType>;
  DealPaginator?: DealPaginatorResolvers<ContextType>;
  Education?: EducationResolvers<ContextType>;
  EmailChangeConfirmation?: EmailChangeConfirmationResolvers<ContextType>;
  Experience?: ExperienceResolvers<ContextType>;
  FreelancerProfile?: FreelancerProfileResolvers<ContextType>;
  Genre?: GenreResolvers<ContextType>;
  Impersonation?: ImpersonationResolvers<ContextType>;
  Industry?: IndustryResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationLink?: InvitationLinkResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  JobLevel?: JobLevelResolvers<ContextType>;
  JobType?: JobTypeResolvers<ContextType>;
  LandingPage?: LandingPageResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MustHavePivot?: MustHavePivotResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Opportunity?: OpportunityResolvers<ContextType>;
  OpportunityCreator?: OpportunityCreatorResolvers<ContextType>;
  OpportunityPage?: OpportunityPageResolvers<ContextType>;
  OpportunityPaginator?: OpportunityPaginatorResolvers<ContextType>;
  OpportunityQualification?: OpportunityQualificationResolvers<ContextType>;
  OpportunitySkill?: OpportunitySkillResolvers<ContextType>;
  OpportunityTeam?: OpportunityTeamResolvers<ContextType>;
  OtherQualification?: OtherQualificationResolvers<ContextType>;
  OwnAgencyProfile?: OwnAgencyProfileResolvers<ContextType>;
  OwnCompanyProfile?: OwnCompanyProfileResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentSetup?: PaymentSetupResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Position?: PositionResolvers<ContextType>;
  Preference?: PreferenceResolvers<ContextType>;
  PriceCalculation?: PriceCalculationResolvers<ContextType>;
  ProfileCompleteness?: ProfileCompletenessResolvers<ContextType>;
  Promo?: PromoResolvers<ContextType>;
  PurchaseResult?: PurchaseResultResolvers<ContextType>;
  Qualification?: QualificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Resume?: ResumeResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  Skill?: SkillResolvers<ContextType>;
  SocialLoginRedemption?: SocialLoginRedemptionResolvers<ContextType>;
  SocialRegistration?: SocialRegistrationResolvers<ContextType>;
  SubscriptionHistoryEntry?: SubscriptionHistoryEntryResolvers<ContextType>;
  SubscriptionOffer?: SubscriptionOfferResolvers<ContextType>;
  SupportingDocument?: SupportingDocumentResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamSubscription?: TeamSubscriptionResolvers<ContextType>;
  TeamUser?: TeamUserResolvers<ContextType>;
  TextNotificationCodeSent?: TextNotificationCodeSentResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserTeam?: UserTeamResolvers<ContextType>;
  ViewerApplication?: ViewerApplicationResolvers<ContextType>;
};

