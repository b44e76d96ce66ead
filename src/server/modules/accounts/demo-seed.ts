/**
 * The demo's accounts (demo data only, seeded by seed/demo.ts): the three sign-in accounts
 * with their profiles and teams, the team members, the second company, and the row every demo
 * account is written with. This file is the accounts module's seed door: only the seed layer
 * imports it (docs/module-doors.md).
 */
import type { Group, TeamType, UserType } from '../../../shared/users';
import type { teams, users } from '../../db/schema';
import { INDUSTRY } from '../taxonomies';

/** The password of every demo account (demo data only: never seeded with DATABASE_URL). */
export const DEMO_PASSWORD = 'Shortlist!2026';

/**
 * DEMO_PASSWORD's argon2id hash (the parameters of services/passwords.ts), computed once: the
 * password is public, and hashing it at run time was a tenth of a first start.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/IsYtOcBASfI1sXWrZGI8g$2sEBZJLnypZJVwSEhd9u/+A+bhjE/OWMHT8dOMaRLtw';

/** One demo account per route group. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'candidate@demo.shortlist.test', type: 'FREELANCER' },
  employer: { email: 'employer@demo.shortlist.test', type: 'COMPANY' },
  agency: { email: 'agency@demo.shortlist.test', type: 'AGENCY' },
} as const satisfies Record<Group, { email: string; type: UserType }>;

type Profile = Omit<typeof users.$inferInsert, 'email' | 'type' | 'passwordHash' | 'status'>;

export interface DemoAccount {
  profile: Profile;
  /** The team the account registered and owns, with the organisation's profile. */
  team?: Omit<typeof teams.$inferInsert, 'ownerId'> & { type: TeamType };
  links: DemoLinks;
}

/** What an account chose: its interests, the positions it seeks, its agency's offer. */
export interface DemoLinks {
  /** Registration's industry (Interested In), or a candidate's disciplines. */
  industryIds: readonly number[];
  positionIds?: readonly number[];
  /** The agency's services and category experience. */
  agency?: { serviceIds: readonly number[]; industryIds: readonly number[] };
}

// Phone numbers are from Ofcom's range reserved for drama (020 7946 0000 to 0999).
export const DEMO_ACCOUNT_PROFILES: Record<Group, DemoAccount> = {
  candidate: {
    profile: {
      firstName: 'Amelia',
      lastName: 'Hart',
      pronouns: 'She/Her',
      position: 'Senior Graphic Designer',
      company: 'Hart Studio',
      bio: 'Brand and packaging designer with nine years in London studios, working freelance since 2021 for FMCG, retail and charity clients. I take identities from first sketches to finished artwork.',
      phone: '+442079460101',
      linkedin: 'https://www.linkedin.com/in/amelia-hart-design',
      supportingUrl: 'https://ameliahart.example/portfolio',
      address1: '18 Granary Street',
      address2: 'Flat 4',
      city: 'London',
      state: 'Greater London',
      zip: 'N1C 4AB',
      country: 'GB',
      vetted: true,
      jobTypes: ['FREELANCE', 'BOTH'],
      workingHours: ['FULLTIME', 'PARTTIME'],
      // Personal information (edit-personal-information): role levels matching her positions.
      lookingFor: ['MID', 'SENIOR'],
      languages: ['English', 'Italian'],
      workLocation: 'HYBRID',
      payrollStatus: 3,
      rightToWork: '1',
      startDate: '2027-01-04',
      noticePeriod: 2,
      noticePeriodUnit: 'MONTHS',
      salaryCurrency: 'GBP',
      salaryUnit: 'DAY',
      minimumSalary: 400,
      maximumSalary: 550,
    },
    links: { industryIds: [INDUSTRY.DESIGN], positionIds: [23, 25, 27] },
  },
  employer: {
    profile: {
      firstName: 'Oliver',
      lastName: 'Bennett',
      position: 'Head of Marketing',
      company: 'Northbank Retail Group',
      // The company profile shows its owner's vetted badge.
      vetted: true,
      phone: '+442079460202',
      address1: '1 Bankside',
      city: 'London',
      state: 'Greater London',
      zip: 'SE1 9AA',
      country: 'GB',
    },
    team: {
      type: 'COMPANY',
      company: 'Northbank Retail Group',
      bio: 'We hire freelance designers, copywriters and agencies for seasonal campaigns, packaging and digital.',
      description:
        'Northbank Retail Group runs 140 home and garden stores across the UK and a fast-growing online shop. Our in-house team works with freelancers and agencies on campaigns, packaging and digital.',
      whatSetsApart:
        'Long-running partnerships: most of our freelancers have worked with us for three seasons or more.',
      canUseLogo: true,
      website: 'https://northbank.example',
      address1: '1 Bankside',
      city: 'London',
      state: 'Greater London',
      zip: 'SE1 9AA',
      country: 'GB',
    },
    links: { industryIds: [INDUSTRY.MARKETING] },
  },
  agency: {
    profile: {
      firstName: 'Priya',
      lastName: 'Shah',
      position: 'Managing Director',
      company: 'Brightwater Creative',
      agencyName: 'Brightwater Creative',
      phone: '+442079460303',
      address1: 'Harbourside House',
      address2: '24 Canons Road',
      city: 'Bristol',
      state: 'Bristol',
      zip: 'BS1 5AB',
      country: 'GB',
      vetted: true,
    },
    team: {
      type: 'AGENCY',
      company: 'Brightwater Creative',
      bio: 'An independent brand and digital agency in Bristol building identities, websites and social campaigns for challenger brands.',
      description:
        'Brightwater Creative is an independent brand and digital agency in Bristol. We build identities, websites and social campaigns for challenger brands, with a team of twenty designers, developers and strategists.',
      locations: ['Bristol, United Kingdom', 'London, United Kingdom'],
      phones: ['+442079460303'],
      website: 'https://brightwater.example',
      contactEmail: 'hello@brightwater.example',
      budgetCurrency: 'GBP',
      budgetMin: 5000,
      budgetMax: 20000,
    },
    links: {
      industryIds: [INDUSTRY.DESIGN],
      agency: {
        serviceIds: [11, 8, 1, 12],
        industryIds: [INDUSTRY.DESIGN, INDUSTRY.DIGITAL, INDUSTRY.SOCIAL],
      },
    },
  },
};

/**
 * A member of the demo employer's team (an invited GUEST) who may not post: associated with
 * the owner, so they see the owner's posts, each with View rather than Edit.
 */
export const DEMO_TEAM_MEMBER = {
  email: 'member@demo.shortlist.test',
  firstName: 'Hannah',
  lastName: 'Cole',
  position: 'Marketing Executive',
} as const;

/**
 * A member of the demo agency's team (an invited GUEST), not an admin: what the agency's
 * admin-only pages (credit-account, company-billing, manage-team) send to the 404.
 */
export const DEMO_AGENCY_MEMBER = {
  email: 'agency-member@demo.shortlist.test',
  firstName: 'Tom',
  lastName: 'Reeve',
  position: 'Designer',
} as const;

/**
 * A second company the demo team member also works for, and may post for there: the demo of the
 * team switcher (what a member sees and may do follows the team they act for).
 */
export const DEMO_SECOND_COMPANY = {
  owner: {
    email: 'studio@demo.shortlist.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    position: 'Founder',
    company: 'Harbour & Pine Studio',
    phone: '+442079460404',
    address1: '9 Harbour Row',
    city: 'Brighton',
    state: 'East Sussex',
    zip: 'BN1 1AA',
    country: 'GB',
  },
  team: {
    type: 'COMPANY',
    company: 'Harbour & Pine Studio',
    bio: 'A small design studio in Brighton that brings in freelancers for packaging and brand work.',
    description:
      'Harbour & Pine Studio designs packaging and identities for independent food and drink brands, with a core team of six and a bench of trusted freelancers.',
    whatSetsApart: 'Every freelancer works directly with the founder, from brief to print.',
    canUseLogo: true,
    website: 'https://harbourandpine.example',
    address1: '9 Harbour Row',
    city: 'Brighton',
    state: 'East Sussex',
    zip: 'BN1 1AA',
    country: 'GB',
  },
  /** Its job posts to start with (a grant in its ledger). */
  jobPosts: 3,
} as const;

/** A demo account's row: active, with the demo password, its address taken as proven. */
export function demoUser(
  fields: Omit<typeof users.$inferInsert, 'passwordHash' | 'status'> & { email: string },
) {
  return {
    ...fields,
    passwordHash: DEMO_PASSWORD_HASH,
    status: 'ACTIVE' as const,
    // The demo's own addresses: a provider sign-in links them without taking the
    // demo password away (social-login-service.ts).
    emailVerifiedAt: new Date(),
  };
}
