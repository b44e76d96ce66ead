/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type LoginInput = {
  email: string;
  password: string;
};

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

export type TeamRole =
  | 'admin'
  | 'member';

export type TeamType =
  | 'AGENCY'
  | 'COMPANY';

export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type UserType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER'
  | 'GUEST';

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

export type SocialLoginMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginMeQuery = { me: { id: string, email: string } | null };

export type TaxonomiesAllGenresQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesAllGenresQuery = { genres: Array<{ id: string, name: string }> };

export type TaxonomiesNoGenresQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesNoGenresQuery = { genres: Array<{ id: string }> };

export type TaxonomiesSkillsOfBadIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomiesSkillsOfBadIdsQuery = { skills: Array<{ id: string }> };

export type TestSessionFragment = { id: string, type: UserType, teamType: TeamType | null, access_token: string };

export type TestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type TestLoginMutation = { login: { id: string, type: UserType, teamType: TeamType | null, access_token: string } | null };

export type TestPingQueryVariables = Exact<{ [key: string]: never; }>;


export type TestPingQuery = { ping: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountsUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountsUserFields on User {
  id
  email
  type
  status
  first_name
  last_name
  company
  agency_name
  position
  avatar
  pronouns
  bio
  description
  what_sets_apart
  can_use_logo
  phone
  address_1
  address_2
  city
  state
  zip
  country
  location
  payroll_status
  right_to_work
  start_date
  notice_period
  notice_period_unit
  hear_us
  hear_us_additional
  ethnicity
  referee_1
  referee_2
  looking_for
  languages
  industries {
    id
    name
  }
  positions {
    id
    name
  }
  services {
    id
    slug
  }
  agency_location
  agency_phone
  teamType
  teams {
    role
    can_post_jobs
    team {
      type
      company
    }
  }
}
    `, {"fragmentName":"AccountsUserFields"}) as unknown as TypedDocumentString<AccountsUserFieldsFragment, unknown>;
export const TestSessionFragmentDoc = new TypedDocumentString(`
    fragment TestSession on LoginResult {
  id
  type
  teamType
  access_token
}
    `, {"fragmentName":"TestSession"}) as unknown as TypedDocumentString<TestSessionFragment, unknown>;
export const AppTypenameDocument = new TypedDocumentString(`
    query AppTypename {
  __typename
}
    `) as unknown as TypedDocumentString<AppTypenameQuery, AppTypenameQueryVariables>;
export const AccountsMeDocument = new TypedDocumentString(`
    query AccountsMe {
  me {
    ...AccountsUserFields
  }
}
    fragment AccountsUserFields on User {
  id
  email
  type
  status
  first_name
  last_name
  company
  agency_name
  position
  avatar
  pronouns
  bio
  description
  what_sets_apart
  can_use_logo
  phone
  address_1
  address_2
  city
  state
  zip
  country
  location
  payroll_status
  right_to_work
  start_date
  notice_period
  notice_period_unit
  hear_us
  hear_us_additional
  ethnicity
  referee_1
  referee_2
  looking_for
  languages
  industries {
    id
    name
  }
  positions {
    id
    name
  }
  services {
    id
    slug
  }
  agency_location
  agency_phone
  teamType
  teams {
    role
    can_post_jobs
    team {
      type
      company
    }
  }
}`) as unknown as TypedDocumentString<AccountsMeQuery, AccountsMeQueryVariables>;
export const AccountsCheckUserDocument = new TypedDocumentString(`
    query AccountsCheckUser($email: String!) {
  checkUser(email: $email)
}
    `) as unknown as TypedDocumentString<AccountsCheckUserQuery, AccountsCheckUserQueryVariables>;
export const AccountsRegisterDocument = new TypedDocumentString(`
    mutation AccountsRegister($input: RegisterInput!) {
  register(input: $input) {
    ...TestSession
  }
}
    fragment TestSession on LoginResult {
  id
  type
  teamType
  access_token
}`) as unknown as TypedDocumentString<AccountsRegisterMutation, AccountsRegisterMutationVariables>;
export const AccountsCompleteCandidateDocument = new TypedDocumentString(`
    mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {
  completeCandidateProfile(input: $input) {
    ...AccountsUserFields
  }
}
    fragment AccountsUserFields on User {
  id
  email
  type
  status
  first_name
  last_name
  company
  agency_name
  position
  avatar
  pronouns
  bio
  description
  what_sets_apart
  can_use_logo
  phone
  address_1
  address_2
  city
  state
  zip
  country
  location
  payroll_status
  right_to_work
  start_date
  notice_period
  notice_period_unit
  hear_us
  hear_us_additional
  ethnicity
  referee_1
  referee_2
  looking_for
  languages
  industries {
    id
    name
  }
  positions {
    id
    name
  }
  services {
    id
    slug
  }
  agency_location
  agency_phone
  teamType
  teams {
    role
    can_post_jobs
    team {
      type
      company
    }
  }
}`) as unknown as TypedDocumentString<AccountsCompleteCandidateMutation, AccountsCompleteCandidateMutationVariables>;
export const AccountsCompleteEmployerDocument = new TypedDocumentString(`
    mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {
  completeEmployerProfile(input: $input) {
    ...AccountsUserFields
  }
}
    fragment AccountsUserFields on User {
  id
  email
  type
  status
  first_name
  last_name
  company
  agency_name
  position
  avatar
  pronouns
  bio
  description
  what_sets_apart
  can_use_logo
  phone
  address_1
  address_2
  city
  state
  zip
  country
  location
  payroll_status
  right_to_work
  start_date
  notice_period
  notice_period_unit
  hear_us
  hear_us_additional
  ethnicity
  referee_1
  referee_2
  looking_for
  languages
  industries {
    id
    name
  }
  positions {
    id
    name
  }
  services {
    id
    slug
  }
  agency_location
  agency_phone
  teamType
  teams {
    role
    can_post_jobs
    team {
      type
      company
    }
  }
}`) as unknown as TypedDocumentString<AccountsCompleteEmployerMutation, AccountsCompleteEmployerMutationVariables>;
export const AccountsCompleteAgencyDocument = new TypedDocumentString(`
    mutation AccountsCompleteAgency($input: AgencyProfileInput!) {
  completeAgencyProfile(input: $input) {
    ...AccountsUserFields
  }
}
    fragment AccountsUserFields on User {
  id
  email
  type
  status
  first_name
  last_name
  company
  agency_name
  position
  avatar
  pronouns
  bio
  description
  what_sets_apart
  can_use_logo
  phone
  address_1
  address_2
  city
  state
  zip
  country
  location
  payroll_status
  right_to_work
  start_date
  notice_period
  notice_period_unit
  hear_us
  hear_us_additional
  ethnicity
  referee_1
  referee_2
  looking_for
  languages
  industries {
    id
    name
  }
  positions {
    id
    name
  }
  services {
    id
    slug
  }
  agency_location
  agency_phone
  teamType
  teams {
    role
    can_post_jobs
    team {
      type
      company
    }
  }
}`) as unknown as TypedDocumentString<AccountsCompleteAgencyMutation, AccountsCompleteAgencyMutationVariables>;
export const AccountsChangePasswordDocument = new TypedDocumentString(`
    mutation AccountsChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `) as unknown as TypedDocumentString<AccountsChangePasswordMutation, AccountsChangePasswordMutationVariables>;
export const AccountsCheckUserAliasesDocument = new TypedDocumentString(`
    query AccountsCheckUserAliases {
  a: checkUser(email: "a@x.test")
  b: checkUser(email: "b@x.test")
  c: checkUser(email: "c@x.test")
  d: checkUser(email: "d@x.test")
}
    `) as unknown as TypedDocumentString<AccountsCheckUserAliasesQuery, AccountsCheckUserAliasesQueryVariables>;
export const ImpersonationLogoutDocument = new TypedDocumentString(`
    mutation ImpersonationLogout {
  logout
}
    `) as unknown as TypedDocumentString<ImpersonationLogoutMutation, ImpersonationLogoutMutationVariables>;
export const ImpersonationImpersonateDocument = new TypedDocumentString(`
    mutation ImpersonationImpersonate($input: ImpersonateInput!) {
  impersonate(input: $input) {
    ...TestSession
  }
}
    fragment TestSession on LoginResult {
  id
  type
  teamType
  access_token
}`) as unknown as TypedDocumentString<ImpersonationImpersonateMutation, ImpersonationImpersonateMutationVariables>;
export const ImpersonationSessionDocument = new TypedDocumentString(`
    query ImpersonationSession {
  me {
    id
    email
  }
  impersonation {
    issued_by
  }
}
    `) as unknown as TypedDocumentString<ImpersonationSessionQuery, ImpersonationSessionQueryVariables>;
export const SessionsMeDocument = new TypedDocumentString(`
    query SessionsMe {
  me {
    id
    email
    type
    status
    name
    first_name
    last_name
    teamType
    teamOwner
    teams {
      team_id
      role
      can_post_jobs
      active
      team {
        id
        type
        company
        owner_id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SessionsMeQuery, SessionsMeQueryVariables>;
export const SessionsLogoutDocument = new TypedDocumentString(`
    mutation SessionsLogout {
  logout
}
    `) as unknown as TypedDocumentString<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SocialLoginProvidersDocument = new TypedDocumentString(`
    query SocialLoginProviders {
  socialLoginProviders
}
    `) as unknown as TypedDocumentString<SocialLoginProvidersQuery, SocialLoginProvidersQueryVariables>;
export const SocialLoginRedeemDocument = new TypedDocumentString(`
    mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {
  redeemSocialLogin(input: $input) {
    session {
      ...TestSession
    }
    registration {
      email
      firstName
      lastName
      ticket
    }
  }
}
    fragment TestSession on LoginResult {
  id
  type
  teamType
  access_token
}`) as unknown as TypedDocumentString<SocialLoginRedeemMutation, SocialLoginRedeemMutationVariables>;
export const SocialLoginRegisterDocument = new TypedDocumentString(`
    mutation SocialLoginRegister($input: RegisterInput!) {
  register(input: $input) {
    id
    type
    access_token
  }
}
    `) as unknown as TypedDocumentString<SocialLoginRegisterMutation, SocialLoginRegisterMutationVariables>;
export const SocialLoginMeDocument = new TypedDocumentString(`
    query SocialLoginMe {
  me {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<SocialLoginMeQuery, SocialLoginMeQueryVariables>;
export const TaxonomiesAllGenresDocument = new TypedDocumentString(`
    query TaxonomiesAllGenres {
  genres {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<TaxonomiesAllGenresQuery, TaxonomiesAllGenresQueryVariables>;
export const TaxonomiesNoGenresDocument = new TypedDocumentString(`
    query TaxonomiesNoGenres {
  genres(industries: []) {
    id
  }
}
    `) as unknown as TypedDocumentString<TaxonomiesNoGenresQuery, TaxonomiesNoGenresQueryVariables>;
export const TaxonomiesSkillsOfBadIdsDocument = new TypedDocumentString(`
    query TaxonomiesSkillsOfBadIds {
  skills(industries: ["1", "design"]) {
    id
  }
}
    `) as unknown as TypedDocumentString<TaxonomiesSkillsOfBadIdsQuery, TaxonomiesSkillsOfBadIdsQueryVariables>;
export const TestLoginDocument = new TypedDocumentString(`
    mutation TestLogin($input: LoginInput!) {
  login(input: $input) {
    ...TestSession
  }
}
    fragment TestSession on LoginResult {
  id
  type
  teamType
  access_token
}`) as unknown as TypedDocumentString<TestLoginMutation, TestLoginMutationVariables>;
export const TestPingDocument = new TypedDocumentString(`
    query TestPing {
  ping
}
    `) as unknown as TypedDocumentString<TestPingQuery, TestPingQueryVariables>;